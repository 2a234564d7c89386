/**
 * Whether a group game's stage is decided (futsal, billiards, backgammon): the group sheet and the
 * play-off sheet seen in the rules' terms (../../rules/stageDecided.ts `openGroups`,
 * `openBracket`), and what is missing said to the committee with the cells to type it in, where
 * they are now on the sheet.
 */
import { cite, label } from '../../i18n/labels';
import { MAX_PARTIES } from '../../rules/backgammon';
import { fail } from '../../rules/errors';
import { GROUP_TIEBREAK, groupMatchDecided, openBracket, openGroups, type GroupOpen } from '../../rules/stageDecided';
import { problem, say, type ActionResult, type Ctx, type ProblemView } from '../context';
import { describeAnchor, refuseIfDamaged } from '../damage';
import { realign, type Realigned } from '../identity';
import { a1 } from '../plan';
import { bracketLayout, bracketSheetAnchors, shownId, type BracketMatchCells } from '../kinds/bracketSheet';
import { locateGroupSheet, tiebreakLabel, type GroupGame, type GroupSpec } from '../kinds/groupSheet';
import type { LocatedBracket } from './bracket';
import { quoted, refuseGroupDamage } from './groupDamage';
import { editsUnreliable, unrecordedResults } from './playoffUnrecorded';
import { textAt, undecided, type SheetRead, type StageCheck } from './stageCheck';

/** A group match seen: whether it has its result, and the cell to type it in when not. */
interface MatchSeen {
  decided: boolean;
  cell: string;
}

/**
 * Groups: each group whose 1st or 2nd place cell is empty is named with its matches without a
 * result, pointing at the first empty score cell (backgammon: the first empty party cell); a group
 * whose every match has a result is level on every criterion: the players tied (from the
 * standings' places) must play the rules' tiebreak, typed in the tiebreak rows.
 */
export function groupStageCheck(ctx: Ctx, game: GroupGame, groups: readonly GroupSpec[], name: string): StageCheck {
  return (read) => {
    const sheet = read.get(name);
    if (!sheet) return null;
    const located = locateGroupSheet(game, groups, sheet);
    refuseGroupDamage(ctx, name, located);
    const { view, layout } = located;
    const cols = layout.columns;
    const v = (row: number, col: number) => textAt(view.values, row, col);
    // Cells are named where they are now on the sheet.
    const at = (row: number, col: number) => `${name}!${a1(view.row(row) ?? row, view.col(col) ?? col)}`;
    const seen = layout.blocks.map((b) => ({
      letter: b.letter,
      placed: v(b.firstCell.row, b.firstCell.col) !== '' && v(b.secondCell.row, b.secondCell.col) !== '',
      matches: b.matches.map((m) => matchSeen(game, m.row, cols, { v, at })),
      // The places GROUP_TABLE shows tell who is level for 1st or 2nd.
      standings: b.players.map((_, i) => ({
        place: view.values[b.data + i]?.[cols.table],
        player: v(b.data + i, cols.table + 1),
      })),
      players: b.players,
      /** the first empty tiebreak row, where the tiebreak is typed */
      tiebreak: tiebreakRow(b.tiebreakRect, { v, at }),
    }));
    const items = openGroups(seen).map((open) => groupProblem(ctx, game, open, seen));
    if (items.length === 0) return null;
    return undecided(ctx, say(ctx, 'openGroups', { items: items.map((p) => p.message).join('; ') }), items);
  };
}

type Columns = ReturnType<typeof locateGroupSheet>['layout']['columns'];
interface Cells {
  v: (row: number, col: number) => string;
  at: (row: number, col: number) => string;
}

/** A match (its first row `row`) seen: its result, else the cell to type it in. */
function matchSeen(game: GroupGame, row: number, cols: Columns, { v, at }: Cells): MatchSeen {
  const noShow = game === 'backgammon' ? v(row, cols.forfeit as number) : '';
  if (groupMatchDecided(game, { scoreA: v(row, cols.scoreA), scoreB: v(row, cols.scoreB), noShow }))
    return { decided: true, cell: '' };
  if (game !== 'backgammon')
    return { decided: false, cell: at(row, v(row, cols.scoreA) === '' ? cols.scoreA : cols.scoreB) };
  const pa = cols.partyA as number;
  const pb = cols.partyB as number;
  for (let k = 0; k < MAX_PARTIES; k++) {
    if (v(row + k, pa) === '') return { decided: false, cell: at(row + k, pa) };
    if (v(row + k, pb) === '') return { decided: false, cell: at(row + k, pb) };
  }
  return { decided: false, cell: at(row, cols.forfeit as number) };
}

/** The first empty row of a group's tiebreak rows (the last one when all are filled). */
function tiebreakRow(rect: { row: number; col: number; rows: number }, { v, at }: Cells): string {
  let row = rect.row;
  while (row < rect.row + rect.rows - 1 && v(row, rect.col) !== '') row++;
  return at(row, rect.col);
}

/** What keeps a group open, said: its open matches, or the tiebreak its tied players must play (Art. 8, 11, 14 item 6). */
function groupProblem(
  ctx: Ctx,
  game: GroupGame,
  open: GroupOpen<MatchSeen>,
  seen: readonly { letter: string; tiebreak: string }[],
): ProblemView {
  if (open.kind === 'matches') {
    const params = { group: open.letter, count: open.open.length, total: open.total };
    return problem(ctx, 'error', 'openGroupMatches', params, open.open[0]?.cell);
  }
  const { kind, article, item } = GROUP_TIEBREAK[game];
  const params = {
    group: open.letter,
    names: open.tied.join(', '),
    rows: label(tiebreakLabel(game), ctx.lang),
    cite: cite(article, item)[ctx.lang],
  };
  const cell = seen.find((g) => g.letter === open.letter)?.tiebreak;
  return problem(ctx, 'error', kind === 'shootout' ? 'openGroupShootout' : 'openGroupExtraParty', params, cell);
}

/**
 * The play-off: a match whose note flags something (a result typed for another pairing, a shoot-
 * out typed for a match that was not drawn, a level shoot-out) is named first, with the note;
 * then, while places 1–3 are not all filled, every match without a winner yet, by its label,
 * pointing at its first score input (backgammon: the first party row). Each match row must still
 * carry its label.
 */
export function bracketStageCheck(
  ctx: Ctx,
  game: GroupGame,
  options: Parameters<typeof bracketLayout>[0],
  name: string,
): StageCheck {
  return (read) => {
    const sheet = read.get(name);
    if (!sheet) return null;
    const { layout, v, at, view } = seeBracket(ctx, options, name, sheet);
    const placed = ([1, 2, 3] as const).map((p) => v(layout.places[p]) !== '');
    const matches = layout.matches.map((m) => ({ m, flagged: v(m.note) !== '', decided: v(m.winner) !== '' }));
    const open = openBracket(matches, placed as [boolean, boolean, boolean]);
    if (open?.kind === 'flagged') {
      const items = open.matches.map(({ m }) =>
        problem(ctx, 'error', 'playoffFlag', { match: shownId(m.id, ctx.lang), note: v(m.note) }, at(m.note)),
      );
      return undecided(ctx, items.map((p) => p.message).join('; '), items);
    }
    const unrecorded = unrecordedRefusal(ctx, { view, layout }, at);
    if (unrecorded) return unrecorded;
    if (!open) return null;
    if (open.kind === 'places') {
      const empty = open.empty.map((p) => at(layout.places[p]));
      return undecided(
        ctx,
        say(ctx, 'openPlaces', { cells: empty.join(', ') }),
        empty.map((cell) => ({ severity: 'error' as const, code: 'openPlaces', message: cell, cell })),
      );
    }
    const items = open.open.map(({ m }) => openMatch(ctx, game, m, { v, at }));
    const matchIds = open.open.map(({ m }) => shownId(m.id, ctx.lang)).join(', ');
    return undecided(ctx, say(ctx, 'openBracket', { count: open.open.length, matches: matchIds }), items);
  };
}

interface RectCells {
  v: (r: { row: number; col: number }) => string;
  at: (r: { row: number; col: number }) => string;
}

/**
 * The play-off sheet seen at its layout's positions where its rows and columns are now; refused
 * when they cannot be told, or a match row no longer carries its label ("ПФ1", "III-2", in whatever
 * language the sheet was made).
 */
function seeBracket(
  ctx: Ctx,
  options: Parameters<typeof bracketLayout>[0],
  name: string,
  sheet: SheetRead,
): RectCells & { layout: ReturnType<typeof bracketLayout>; view: Realigned } {
  const layout = bracketLayout(options);
  const view = realign(bracketSheetAnchors(options), sheet.anchors, sheet, {
    rows: layout.rows,
    cols: layout.cols,
  });
  refuseIfDamaged(name, view, ctx.lang);
  const v = (r: { row: number; col: number }) => textAt(view.values, r.row, r.col);
  const at = (r: { row: number; col: number }) => `${name}!${a1(view.row(r.row) ?? r.row, view.col(r.col) ?? r.col)}`;
  for (const m of layout.matches) {
    const shown = v({ row: m.row, col: 0 });
    if ((['ru', 'kk', 'en'] as const).map((l) => shownId(m.id, l)).includes(shown)) continue;
    fail('rowMismatch', {
      sheet: name,
      cell: at({ row: m.row, col: 0 }).slice(name.length + 1),
      shown: quoted(shown, ctx.lang),
      what: describeAnchor(`m:${m.id}`, ctx.lang),
      expected: quoted(shownId(m.id, ctx.lang), ctx.lang),
    });
  }
  return { layout, v, at, view };
}

/**
 * Edits may not all reach the trigger (the self-check found so): a result nobody recorded is never
 * credited unasked — the committee confirms or clears it first.
 */
function unrecordedRefusal(
  ctx: Ctx,
  located: Pick<LocatedBracket, 'view' | 'layout'>,
  at: RectCells['at'],
): ActionResult<never> | null {
  const unrecorded = editsUnreliable(ctx) ? unrecordedResults(located) : [];
  if (unrecorded.length === 0) return null;
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

/** A play-off match without a winner, said with its players, pointing at its first score input (backgammon: its first party row). */
function openMatch(ctx: Ctx, game: GroupGame, m: BracketMatchCells, { v, at }: RectCells): ProblemView {
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
}
