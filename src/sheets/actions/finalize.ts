/**
 * The finalize actions: `finalizeSheets` freezes sheets (formulas become values, the sheet is
 * locked), `finalizeStage` finds a stage's sheet and the check that the stage is decided: group
 * matches and tiebreaks, play-off matches, a preference tour, the final, the standings.
 */
import { formatMessage } from '../../i18n/format';
import { cite, label, type SheetKey } from '../../i18n/labels';
import { MAX_PARTIES } from '../../rules/backgammon';
import { lockDown, protectionDescription, restorable } from '../apply';
import { blockTyping } from '../blockTyping';
import {
  cellText,
  findSheet,
  nameFor,
  problem,
  refused,
  say,
  withLock,
  writeCells,
  type ActionResult,
  type CellWrite,
  type Ctx,
  type ProblemView,
} from '../context';
import { isErrorValue } from '../fingerprint';
import type { CellValue, Services, SheetLike } from '../gas';
import { markFinal, META, readAnchors, realign, sheetIdOf, type Anchors } from '../identity';
import { a1, literal } from '../plan';
import { fail } from '../../rules/errors';
import { describeAnchor, describeAnchors, refuseIfDamaged } from '../damage';
import { bracketLayout, bracketSheetAnchors, shownId } from '../kinds/bracketSheet';
import { drawnGroups } from '../kinds/drawSheet';
import { overTargetParams } from '../kinds/tableBlock';
import { finalFromValues } from '../kinds/finalSheet';
import {
  locateGroupSheet,
  tiebreakLabel,
  type GroupGame,
  type GroupSpec,
  type LocatedGroupSheet,
} from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { writeSummary } from './summary';
import type { TableRecord } from '../kinds/tableBlock';
import { readTour, tourFromValues, type TourRecord } from '../kinds/tourSheet';
import { bracketFormat, isGroupGame, ok, refuse, unknownGame, type SettingsCtx } from './common';
import { recordPlayoffMemory } from './playoffMemory';
import { editsUnreliable, unrecordedResults } from './playoffUnrecorded';
import { settleCheck } from './finalizeSettle';

/** What finalize read of one sheet, once, after closing it to typing. */
export interface SheetRead {
  values: CellValue[][];
  formulas: string[][];
  anchors: Anchors;
}

/**
 * Whether a stage is decided, judged from its sheets as finalize read them (by sheet name): null
 * when it is, else the refusal (`stageIncomplete`) saying in the committee's terms what is
 * missing, with the cells to point at. It may also throw a refusal (rows lost or moved).
 */
export type StageCheck = (read: ReadonlyMap<string, SheetRead>) => ActionResult<never> | null;

/**
 * Freezes a finished stage: each sheet's formulas become their values (so a downloaded XLSX
 * reads the same without the add-on), the sheet is locked entirely and marked final in its
 * metadata. The sheets are closed to typing first, so what is frozen is what was checked.
 * Refused while any cell shows an error value (or a custom function still computing), or while
 * `decided` finds the stage unfinished.
 */
export function finalizeSheets(
  services: Services,
  sheetIds: readonly string[],
  decided?: StageCheck,
  prepare?: (ctx: SettingsCtx) => CellWrite[],
  opened?: SettingsCtx,
): ActionResult<{ sheets: string[] }> {
  const ctx = opened ?? openCtx(services); // the settings are read once per action
  return withLock(ctx, () => {
    const found = sheetIds.map((id) => ctx.sheets.get(id));
    if (found.some((s) => !s)) {
      const p = problem(ctx, 'error', 'noSuchSheet', { sheet: sheetIds.filter((_, i) => !found[i]).join(', ') });
      return refuse(p.message, [p]);
    }
    const sheets = found as SheetLike[];
    const block = blockTyping(services.app, sheets, (p) => lockDown(p, ctx.settings.committee));
    let frozen: SheetLike[] = [];
    try {
      const read = sheets.map((sheet) => {
        const range = sheet.getDataRange();
        return {
          sheet,
          range,
          values: range.getValues(),
          formulas: range.getFormulas(),
          formats: range.getNumberFormats(),
          anchors: readAnchors(sheet),
        };
      });
      /** Cells showing an error or a status instead of a value: never frozen. */
      const errors = (): ActionResult<never> | null => {
        const bad: string[] = [];
        for (const r of read) {
          r.values.forEach((row, i) =>
            row.forEach((v, j) => {
              if (isErrorValue(v)) bad.push(`${r.sheet.getName()}!${a1(i, j)}`);
            }),
          );
        }
        if (bad.length === 0) return null;
        const p = problem(ctx, 'error', 'finalizeErrors', { cells: bad.slice(0, 12).join(', '), count: bad.length });
        return refuse(p.message, [
          p,
          ...bad
            .slice(0, 12)
            .map((cell) => ({ severity: 'error' as const, code: 'finalizeErrors', message: cell, cell })),
        ]);
      };
      const bad = errors();
      if (bad) return bad;
      // Sheets may show an old result while recomputing (self-check): read again after a pause.
      const changing = settleCheck(ctx, read) ?? errors();
      if (changing) return changing;
      // The stage must be decided: what is missing is said in the committee's terms.
      const open = decided?.(
        new Map(read.map((r) => [r.sheet.getName(), { values: r.values, formulas: r.formulas, anchors: r.anchors }])),
      );
      if (open) return open;
      // The stage is decided; e.g. who played each play-off result is recorded before it is frozen
      // (a refusal writes nothing), and what is frozen is read again if that wrote anything — and
      // checked again: what it wrote made formulas compute anew.
      const prepared = prepare?.(ctx) ?? [];
      if (prepared.length > 0) {
        for (const r of read) r.values = r.range.getValues();
        const now = errors();
        if (now) {
          writeCells(prepared.map((w) => ({ ...w, values: w.before, before: w.values })));
          return now;
        }
      }
      // All or nothing: what each sheet was (formulas, protection) is kept to put back on a failure.
      const before = block.sheets.map((b) => ({
        description: b.protections.map((p) => p.description).join(' '),
        open: b.protections.flatMap((p) => p.open),
      }));
      let touched = 0;
      try {
        for (const r of read) {
          touched++;
          // Text stays text: behind an apostrophe, except in a plain-text cell (where it would show).
          r.range.setValues(r.values.map((row, i) => row.map((v, j) => literal(v, r.formats[i]?.[j]))));
          const old = r.sheet.getProtections(services.app.ProtectionType.SHEET);
          const key =
            /^tournament:([^:\s]+)/.exec(old.map((p) => p.getDescription()).join(' '))?.[1] ??
            r.sheet.getName().replace(/[^\p{L}\p{N}.-]+/gu, '_');
          // Locked for everyone but the owner, the runner and the committee; marked final (the
          // protection and the metadata), so no action ever rewrites it (apply.ts refuses). The
          // protection is the one blockTyping closed (Sheets gives the existing one back): it is
          // never lifted, so no referee types into the sheet while it becomes the record.
          const locked = r.sheet.protect().setDescription(protectionDescription(key, 'final'));
          lockDown(locked, ctx.settings.committee);
          if (locked.getUnprotectedRanges().length > 0) locked.setUnprotectedRanges([]);
          markFinal(r.sheet);
        }
      } catch (error) {
        read.slice(0, touched).forEach((r, i) => {
          const b = before[i];
          if (!b) return;
          try {
            // Emptied first, so nothing blocks the array formulas' spills when they come back.
            r.range.setValues(r.values.map((row) => row.map(() => '')));
            r.range.setValues(restorable(r.values, r.formulas, r.formats));
            for (const p of r.sheet.getProtections(services.app.ProtectionType.SHEET)) p.remove();
            for (const md of r.sheet.createDeveloperMetadataFinder().withKey(META.state).find()) md.remove();
            if (b.description !== '') {
              const p = r.sheet.protect().setDescription(b.description);
              lockDown(p, ctx.settings.committee);
              if (b.open.length) p.setUnprotectedRanges(b.open);
            }
          } catch {
            // keep undoing the others; the original error is reported
          }
        });
        throw error;
      }
      frozen = sheets;
      const names = read.map((r) => r.sheet.getName());
      return ok(formatMessage('finalizeDone', { sheets: names.join(', ') }, ctx.lang), names, { sheets: names });
    } finally {
      // Finalized sheets are locked whole; the others get their input ranges back.
      block.release(frozen);
    }
  });
}

/** Problems a stage refusal lists besides its first (the message itself), as for `wouldOverwrite`. */
const MAX_STAGE_PROBLEMS = 12;

/** The refusal of an undecided stage: `detail` says what is missing; `items` point at cells. */
function undecided(ctx: Ctx, detail: string, items: readonly ProblemView[]): ActionResult<never> {
  const p = problem(ctx, 'error', 'stageIncomplete', { detail });
  return refuse(p.message, [p, ...items.slice(0, MAX_STAGE_PROBLEMS)]);
}

/** A cell's text in values as read ("" outside them). */
function textAt(values: readonly (readonly CellValue[])[], row: number, col: number): string {
  return cellText(values[row]?.[col]);
}

/** The tiebreak the rules prescribe for a group tie that every criterion leaves level, and its article. */
const GROUP_TIEBREAK: Record<GroupGame, { code: 'openGroupShootout' | 'openGroupExtraParty'; article: number }> = {
  futsal: { code: 'openGroupShootout', article: 8 }, // a penalty shoot-out, Art. 8 item 6
  billiards: { code: 'openGroupExtraParty', article: 11 }, // an additional party, Art. 11 item 6
  backgammon: { code: 'openGroupExtraParty', article: 14 }, // additional parties, Art. 14 item 6
};

/**
 * Groups: each group whose 1st or 2nd place cell is empty is named with its matches without a
 * result (futsal, billiards: both score cells typed; backgammon: a no-show typed or the party rows
 * deciding the match, i.e. its score cells showing points), pointing at the first empty score
 * cell; a group whose every match has a result is level on every criterion: the players tied
 * (from the standings' places) must play the rules' tiebreak, typed in the tiebreak rows.
 */
function groupStageCheck(ctx: Ctx, game: GroupGame, groups: readonly GroupSpec[], name: string): StageCheck {
  return (read) => {
    const sheet = read.get(name);
    if (!sheet) return null;
    const located = locateGroupSheet(game, groups, sheet);
    refuseGroupDamage(ctx, name, located);
    const { view, layout } = located;
    const values = view.values;
    const cols = layout.columns;
    const v = (row: number, col: number) => textAt(values, row, col);
    // Cells are named where they are now on the sheet.
    const at = (row: number, col: number) => `${name}!${a1(view.row(row) ?? row, view.col(col) ?? col)}`;
    /** null when the match has a result, else the cell to type it in */
    const openCell = (row: number): string | null => {
      if (game !== 'backgammon') {
        if (v(row, cols.scoreA) !== '' && v(row, cols.scoreB) !== '') return null;
        return at(row, v(row, cols.scoreA) === '' ? cols.scoreA : cols.scoreB);
      }
      const fo = cols.forfeit as number;
      if (v(row, fo) !== '' || v(row, cols.scoreA) !== '') return null;
      const pa = cols.partyA as number;
      const pb = cols.partyB as number;
      for (let k = 0; k < MAX_PARTIES; k++) {
        if (v(row + k, pa) === '') return at(row + k, pa);
        if (v(row + k, pb) === '') return at(row + k, pb);
      }
      return at(row, fo);
    };
    const items: ProblemView[] = [];
    for (const b of layout.blocks) {
      if (v(b.firstCell.row, b.firstCell.col) !== '' && v(b.secondCell.row, b.secondCell.col) !== '') continue;
      const open = b.matches.map((m) => openCell(m.row)).filter((c): c is string => c !== null);
      if (open.length > 0) {
        items.push(
          problem(
            ctx,
            'error',
            'openGroupMatches',
            { group: b.letter, count: open.length, total: b.matches.length },
            open[0],
          ),
        );
        continue;
      }
      // Every match has a result: the places GROUP_TABLE shows tell who is level for 1st or 2nd.
      const lines = b.players.map((_, i) => ({
        place: values[b.data + i]?.[cols.table],
        player: v(b.data + i, cols.table + 1),
      }));
      const placed = lines.filter(
        (l): l is { place: number; player: string } => typeof l.place === 'number' && l.player !== '',
      );
      const shared = [1, 2].find((p) => placed.filter((l) => l.place === p).length > 1);
      const tied = shared === undefined ? b.players : placed.filter((l) => l.place === shared).map((l) => l.player);
      const tb = b.tiebreakRect;
      let row = tb.row;
      while (row < tb.row + tb.rows - 1 && v(row, tb.col) !== '') row++;
      const { code, article } = GROUP_TIEBREAK[game];
      items.push(
        problem(
          ctx,
          'error',
          code,
          {
            group: b.letter,
            names: tied.join(', '),
            rows: label(tiebreakLabel(game), ctx.lang),
            cite: cite(article, 6)[ctx.lang],
          },
          at(row, tb.col),
        ),
      );
    }
    if (items.length === 0) return null;
    return undecided(ctx, say(ctx, 'openGroups', { items: items.map((p) => p.message).join('; ') }), items);
  };
}

/** A group sheet whose rows cannot be trusted refuses, saying what is lost, moved or changed. */
export function refuseGroupDamage(ctx: Ctx, sheet: string, located: LocatedGroupSheet): void {
  refuseIfDamaged(sheet, located.view, ctx.lang);
  const d = located.damage;
  if (!d) return;
  if (d.kind === 'notReady') fail('notReady', { sheet, cell: d.cell, found: d.shown });
  if (d.kind === 'lost') fail('rowsLost', { sheet, what: describeAnchors(d.ids, ctx.lang) });
  if (d.kind === 'disordered') fail('rowsMoved', { sheet, what: describeAnchors(d.ids, ctx.lang) });
  const what = describeAnchor(`m:${d.match.letter}:${d.match.k}`, ctx.lang);
  if (d.kind === 'mismatch')
    fail('rowMismatch', {
      sheet,
      cell: d.cell,
      shown: quote(d.shown, ctx.lang),
      what,
      expected: quote(`${d.match.a} – ${d.match.b}`, ctx.lang),
    });
  fail('partyRowsSplit', { sheet, cell: d.cell, what });
}

function quote(s: string, lang: string): string {
  return lang === 'en' ? `"${s}"` : `«${s}»`;
}

/**
 * The play-off: a match whose note flags something (a result typed for another pairing, a shoot-
 * out typed for a match that was not drawn, a level shoot-out) is named first, with the note;
 * then, while places 1–3 are not all filled, every match without a winner yet, by its label,
 * pointing at its first score input (backgammon: the first party row). Each match row must still
 * carry its label.
 */
function bracketStageCheck(
  ctx: Ctx,
  game: GroupGame,
  options: Parameters<typeof bracketLayout>[0],
  name: string,
): StageCheck {
  return (read) => {
    const sheet = read.get(name);
    if (!sheet) return null;
    const layout = bracketLayout(options);
    const view = realign(bracketSheetAnchors(options), sheet.anchors, sheet.values, sheet.formulas, {
      rows: layout.rows,
      cols: layout.cols,
    });
    refuseIfDamaged(name, view, ctx.lang);
    const v = (r: { row: number; col: number }) => textAt(view.values, r.row, r.col);
    const at = (r: { row: number; col: number }) => `${name}!${a1(view.row(r.row) ?? r.row, view.col(r.col) ?? r.col)}`;
    for (const m of layout.matches) {
      // The match label is in the first column ("ПФ1", "III-2"), in whatever language the sheet was made.
      const label = v({ row: m.row, col: 0 });
      const labels = (['ru', 'kk', 'en'] as const).map((l) => shownId(m.id, l));
      if (!labels.includes(label)) {
        const cell = at({ row: m.row, col: 0 });
        fail('rowMismatch', {
          sheet: name,
          cell: cell.slice(name.length + 1),
          shown: quote(label, ctx.lang),
          what: describeAnchor(`m:${m.id}`, ctx.lang),
          expected: quote(shownId(m.id, ctx.lang), ctx.lang),
        });
      }
    }
    const flagged = layout.matches.filter((m) => v(m.note) !== '');
    if (flagged.length > 0) {
      const items = flagged.map((m) =>
        problem(ctx, 'error', 'playoffFlag', { match: shownId(m.id, ctx.lang), note: v(m.note) }, at(m.note)),
      );
      return undecided(ctx, items.map((p) => p.message).join('; '), items);
    }
    // Edits may not all reach the trigger (self-check): nobody's result is recorded for him unasked.
    const unrecorded = editsUnreliable(ctx) ? unrecordedResults({ view, layout }) : [];
    if (unrecorded.length > 0) {
      const items = unrecorded.map((u) =>
        problem(
          ctx,
          'error',
          'playoffUnrecorded',
          { match: shownId(u.match.id, ctx.lang), item: 'edit.burst', a: u.a, b: u.b },
          at(u.match.memA),
        ),
      );
      return undecided(ctx, items.map((p) => p.message).join('; '), items);
    }
    const places = ([1, 2, 3] as const).map((p) => layout.places[p]);
    if (places.every((p) => v(p) !== '')) return null;
    const open = layout.matches.filter((m) => v(m.winner) === '');
    if (open.length === 0) {
      const empty = places.filter((p) => v(p) === '').map(at);
      return undecided(
        ctx,
        say(ctx, 'openPlaces', { cells: empty.join(', ') }),
        empty.map((cell) => ({ severity: 'error' as const, code: 'openPlaces', message: cell, cell })),
      );
    }
    const items = open.map((m) => {
      const a = v(m.a);
      const b = v(m.b);
      const input = game === 'backgammon' && m.parties ? m.parties : m.scoreA;
      return problem(
        ctx,
        'error',
        'openBracketMatch',
        { match: shownId(m.id, ctx.lang), players: a !== '' && b !== '' ? ` (${a} – ${b})` : '' },
        at(input),
      );
    });
    return undecided(
      ctx,
      say(ctx, 'openBracket', { count: open.length, matches: open.map((m) => shownId(m.id, ctx.lang)).join(', ') }),
      items,
    );
  };
}

/** The pool and mountain cells of a table left empty, in seat order, where they are now ("Sheet!J7"). */
function emptyEntries(name: string, t: TableRecord): string[] {
  const out: string[] = [];
  t.players.forEach((_, k) => {
    if (t.pools[k] === null) out.push(`${name}!${t.poolCells[k]}`);
    if (t.mountains[k] === null) out.push(`${name}!${t.mountainCells[k]}`);
  });
  return out;
}

/** A preference tour: "nothing entered yet", or the tables still missing a pool or a mountain. */
function tourOpen(ctx: Ctx, rec: TourRecord): { detail: string; items: ProblemView[] } | null {
  const over = rec.tables.flatMap((t) => {
    const params = overTargetParams(t, rec.sheet, ctx.lang);
    return params ? [problem(ctx, 'error', 'prefPoolOverTarget', params, `${rec.sheet}!${String(params.cell)}`)] : [];
  });
  if (over.length > 0) return { detail: over[0]?.message ?? '', items: over };
  if (rec.complete) return null;
  const first = rec.tables[0];
  if (!rec.typed) {
    const cell = first ? emptyEntries(rec.sheet, first)[0] : undefined;
    const p = problem(ctx, 'error', 'openTourEmpty', { sheet: rec.sheet, tables: rec.tables.length }, cell);
    return { detail: p.message, items: [p] };
  }
  const open = rec.tables.filter((t) => !t.complete);
  const items = open.map((t) => {
    const empty = emptyEntries(rec.sheet, t);
    return problem(ctx, 'error', 'openTourTable', { table: t.label, count: empty.length }, empty[0]);
  });
  return { detail: say(ctx, 'openTourTables', { tour: rec.n, tables: open.map((t) => t.label).join(', ') }), items };
}

/** A preference tour: read as finalize read it (closed to typing), where its rows and columns are now. */
function tourStageCheck(ctx: Ctx, name: string, n: number): StageCheck {
  return (read) => {
    const open = tourOpen(ctx, tourFromValues(read.get(name) ?? { values: [] }, name, n, ctx.lang));
    return open && undecided(ctx, open.detail, open.items);
  };
}

/** The final: read as finalize read it, where its rows and columns are now. */
function finalStageCheck(ctx: Ctx, name: string): StageCheck {
  return (read) => {
    const rec = finalFromValues(read.get(name) ?? { values: [] }, name, ctx.lang);
    const t = rec.table;
    const params = overTargetParams(t, name, ctx.lang);
    if (params) {
      const p = problem(ctx, 'error', 'prefPoolOverTarget', params, `${name}!${String(params.cell)}`);
      return undecided(ctx, p.message, [p]);
    }
    if (t.complete) return null;
    // Typed to the end but some pool short of the target: the final goes on (Art. 16 item 15).
    if (t.pools.every((x) => x !== null) && t.mountains.every((x) => x !== null)) {
      const short = t.players.filter((_, k) => (t.pools[k] as number) < t.target);
      const p = problem(
        ctx,
        'error',
        'openFinalShort',
        { target: t.target, names: short.join(', ') },
        `${name}!${t.poolCells[t.pools.findIndex((x) => (x as number) < t.target)]}`,
      );
      return undecided(ctx, p.message, [p]);
    }
    const empty = emptyEntries(name, t);
    const p = t.typed
      ? problem(
          ctx,
          'error',
          'openFinalPart',
          { names: t.players.filter((_, k) => t.pools[k] === null || t.mountains[k] === null).join(', ') },
          empty[0],
        )
      : problem(ctx, 'error', 'openFinalEmpty', { sheet: name }, empty[0]);
    return undecided(ctx, p.message, [p]);
  };
}

/** The standings: after the last tour only — names the tours not seated and those not complete. */
function standingsStageCheck(ctx: Ctx, tours: number): StageCheck {
  return () => {
    const unseated: number[] = [];
    const incomplete: TourRecord[] = [];
    for (let k = 1; k <= tours; k++) {
      const sheet = findSheet(ctx, 'pref.tour', { n: k });
      if (!sheet) unseated.push(k);
      else {
        const rec = readTour(sheet, k, ctx.lang);
        if (!rec.complete) incomplete.push(rec);
      }
    }
    if (unseated.length === 0 && incomplete.length === 0) return null;
    const parts: string[] = [];
    const items: ProblemView[] = [];
    if (incomplete.length > 0) {
      parts.push(say(ctx, 'openToursIncomplete', { tours: incomplete.map((r) => r.n).join(', ') }));
      for (const rec of incomplete) {
        const open = rec.tables.filter((t) => !t.complete);
        const first = open[0];
        items.push(
          problem(
            ctx,
            'error',
            'openTourTables',
            { tour: rec.n, tables: open.map((t) => t.label).join(', ') },
            first ? emptyEntries(rec.sheet, first)[0] : undefined,
          ),
        );
      }
    }
    if (unseated.length > 0) {
      const p = problem(ctx, 'error', 'openToursUnseated', { tours: unseated.join(', ') });
      parts.push(p.message);
      items.push(p);
    }
    return undecided(ctx, say(ctx, 'openStandings', { items: parts.join('; ') }), items);
  };
}

/**
 * Finalizes a stage: "groups" or "bracket" of futsal, billiards, backgammon; for preference
 * "tour" (with its number), "final" or "standings".
 */
export function finalizeStage(
  services: Services,
  game: unknown,
  stage: unknown,
  n?: unknown,
): ActionResult<{ sheets: string[] }> {
  const ctx = openCtx(services);
  // A sheet lookup may refuse (a copy carrying a sheet's identity, a damaged draw log): a refusal, never a throw.
  try {
    let key: SheetKey;
    let params: Record<string, number> = {};
    if (game === 'preference') {
      if (stage === 'tour') {
        key = 'pref.tour';
        const tours = ctx.settings.preference.tours;
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > tours) {
          // The value itself is described (never "undefined", "NaN" or "[object Object]").
          const p = problem(ctx, 'error', 'badTourNumber', { found: n, tours });
          return refuse(p.message, [p]);
        }
        params = { n };
      } else if (stage === 'final' || stage === 'standings') key = `pref.${stage}`;
      else {
        const p = problem(ctx, 'error', 'unknownStage', { found: stage });
        return refuse(p.message, [p]);
      }
    } else {
      if (!isGroupGame(game)) return unknownGame(ctx, game);
      if (stage !== 'groups' && stage !== 'bracket') {
        const p = problem(ctx, 'error', 'unknownStage', { found: stage });
        return refuse(p.message, [p]);
      }
      key = `${stage}.${game}`;
    }
    const sheet = findSheet(ctx, key, params);
    if (!sheet) {
      const p = problem(ctx, 'error', 'noSuchSheet', { sheet: nameFor(ctx, key, params) });
      return refuse(p.message, [p]);
    }
    const name = sheet.getName();
    const ids = [sheetIdOf(key, params)];
    let decided: StageCheck | undefined;
    let prepare: ((c: SettingsCtx) => CellWrite[]) | undefined;
    if (isGroupGame(game)) {
      const groups = drawnGroups(ctx, game);
      if (groups && stage === 'groups') decided = groupStageCheck(ctx, game, groups, name);
      else if (groups && stage === 'bracket') {
        const groupSheet = findSheet(ctx, `groups.${game}`);
        const options = {
          game,
          lang: ctx.lang,
          name,
          format: bracketFormat(ctx.settings, game),
          groupSheet: groupSheet?.getName() ?? '',
          groups,
          partiesToWin: ctx.settings.billiards.partiesToWin,
        };
        decided = bracketStageCheck(ctx, game, options, name);
        // The withdrawals list is part of the play-off's record: finalized with it.
        if (findSheet(ctx, `withdrawals.${game}`)) ids.push(`withdrawals.${game}`);
        // So is its drawing as a bracket (a view of it: frozen with it).
        if (findSheet(ctx, `tree.${game}`)) ids.push(`tree.${game}`);
        // A result typed while the edit trigger could not run gets who played it in the record.
        prepare = (c) => recordPlayoffMemory(c, game);
      }
    } else if (stage === 'tour') {
      decided = tourStageCheck(ctx, name, params.n as number);
      // The pulkas of the tables kept deal by deal are part of the tour's record: finalized with it.
      if (findSheet(ctx, 'pref.protocol', params)) ids.push(sheetIdOf('pref.protocol', params));
    } else if (stage === 'final') {
      decided = finalStageCheck(ctx, name);
      if (findSheet(ctx, 'pref.finalProtocol')) ids.push('pref.finalProtocol');
    } else decided = standingsStageCheck(ctx, ctx.settings.preference.tours);
    const done = finalizeSheets(services, ids, decided, prepare, ctx);
    return done.ok ? withSummary(ctx, done) : done;
  } catch (error) {
    return refused(ctx, error);
  }
}

/**
 * A finalized stage brings the record's cover page up to date (actions/summary.ts). The stage stays
 * finalized whatever happens to the page: a failure to write it is said as a warning.
 */
function withSummary(ctx: SettingsCtx, done: ActionResult<{ sheets: string[] }>): ActionResult<{ sheets: string[] }> {
  const written = withLock(ctx, () => {
    try {
      return { ok: true, message: '', problems: [], sheets: writeSummary(ctx) };
    } catch (error) {
      const p = problem(ctx, 'warning', 'summaryNotWritten', {
        detail: error instanceof Error ? error.message : String(error),
      });
      return { ok: false, message: p.message, problems: [p], sheets: [] };
    }
  });
  // The result still names the stage's sheets only: the page is written beside them, not finalized.
  return written.problems.length > 0 ? { ...done, problems: [...done.problems, ...written.problems] } : done;
}
