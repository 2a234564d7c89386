/**
 * Correcting a name (SPEC §5 "identity survives editing"): a typo in a surname, a Latin letter
 * that should have been Cyrillic, a team's name. The person (team) is renamed everywhere the
 * add-on wrote him — the registration, the draw log, the group sheet, the play-off's "played by"
 * cells, the withdrawals list, the attendance sheet, every tour, the final and the standings — and
 * in the tiebreak rows referees filled in with his name, so every result stays his: standings and
 * seating read tours by name, and a corrected name must never lose a result.
 *
 * Changing a name by hand on the registration after the draw or the first tour is detected and
 * refused by the actions that read it; this is the action that does it properly.
 *
 * All or nothing, under the lock, the sheets closed to typing while they change; the fingerprint of
 * each generated sheet is adjusted for the cells this wrote, so a committee member's own overtype
 * still stops a later rebuild. Refused when a finalized sheet holds the name: the record stays.
 */
import { formatMessage } from '../../i18n/format';
import type { MessageCode } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { cleanName, nameKey, nameProblem } from '../../rules/names';
import {
  checkRegistration,
  displayNames,
  REGISTRATION_FIELDS,
  TEAM_LIST_FIELDS,
  type GameId,
  type Registrant,
} from '../../rules/registration';
import { isFinalized, lockDown } from '../apply';
import { onUndo } from '../actionScope';
import { blockTyping, type BlockedSheet } from '../blockTyping';
import { problem, readAll, withLock, writeCells, type ActionResult, type CellWrite } from '../context';
import { Fingerprint, isComputing, sheetContent, spillMask, areaMask } from '../fingerprint';
import { a1 } from '../plan';
import { spillArea } from '../spill';
import type { CellValue, ProtectionLike, Services, SheetLike } from '../gas';
import { sheetIdOf } from '../identity';
import { loadRegistration, registrationKey, teamListCol, type Registration } from '../kinds/registrationSheet';
import { openCtx } from '../kinds/settingsSheet';
import { MAX_TOURS } from '../kinds/preferenceCommon';
import { textArg } from '../common/args';
import { isGame, unknownGame } from '../common/games';
import { ok, refuse, type SettingsCtx } from '../common/results';
import { problemViews } from '../common/registrationCheck';
import { unknownPlayer } from '../common/nearNames';

/** The new name: a person's parts (billiards, backgammon, preference) or a team's (futsal). */
export interface CorrectNameTo {
  surname?: unknown;
  name?: unknown;
  patronymic?: unknown;
  team?: unknown;
}

export interface CorrectNameData {
  /** the name as it was shown on the sheets */
  from: string;
  /** the name as the sheets show it now */
  to: string;
  /** every shown name that changed (a correction may lengthen another person's name too) */
  renamed: { from: string; to: string }[];
  /** cells rewritten */
  cells: number;
}

/** The sheets of a game where the add-on writes names (ids). */
function gameSheets(game: GameId): string[] {
  if (game === 'preference') {
    const tours = Array.from({ length: MAX_TOURS }, (_, k) => k + 1);
    // the pulkas kept deal by deal hold the names too: their seats, and the dealers and declarers typed
    const pulkas = [...tours.map((n) => sheetIdOf('pref.protocol', { n })), 'pref.finalProtocol'];
    return [
      'pref.attendance',
      ...tours.map((n) => sheetIdOf('pref.tour', { n })),
      'pref.final',
      'pref.standings',
      'pref.rulings',
      ...pulkas,
      // the day plan too: a tick ticked for him stays his (issue 23 item 4)
      `dayplan.${game}`,
      `dayplan.people.${game}`,
    ];
  }
  return [
    `draw.${game}`,
    `groups.${game}`,
    `bracket.${game}`,
    `withdrawals.${game}`,
    `dayplan.${game}`,
    `dayplan.people.${game}`,
  ];
}

/** The new name's parts, cleaned and checked (before the lock). */
function readTo(
  ctx: SettingsCtx,
  game: GameId,
  to: unknown,
): { parts: Record<string, string> } | { refusal: ActionResult<never> } {
  const no = (code: MessageCode, params: Record<string, unknown> = {}) => {
    const p = problem(ctx, 'error', code, params);
    return { refusal: refuse<never>(p.message, [p]) };
  };
  if (typeof to !== 'object' || to === null || Array.isArray(to)) return no('correctNameTo', { found: to });
  const given = to as CorrectNameTo;
  const keys = game === 'futsal' ? (['team'] as const) : (['surname', 'name', 'patronymic'] as const);
  const parts: Record<string, string> = {};
  for (const k of keys) {
    const v = given[k];
    if (v === undefined || v === null || v === '') {
      if (k === 'patronymic') {
        parts[k] = '';
        continue;
      }
      return no('correctNameTo', { found: to });
    }
    if (typeof v !== 'string') return no('correctNameTo', { found: v });
    const text = cleanName(v.slice(0, 1000));
    const why = nameProblem(text);
    if (why)
      return no(why === 'notAName' ? 'regNotAName' : why === 'errorValue' ? 'regErrorValue' : 'regNameTooLong', {
        found: text,
        length: [...text].length,
        max: 100,
      });
    parts[k] = text;
  }
  return { parts };
}

/** A cell this action writes: where it is now, what it held, what it gets. */
interface Change {
  row: number;
  col: number;
  from: CellValue;
  to: string;
}

/**
 * Renames a person (or a futsal team) everywhere. `from` is the name as the sheets show it (or as
 * registered: "Surname Name Patronymic"); `to` the corrected parts.
 */
export function correctName(
  services: Services,
  game: unknown,
  from: unknown,
  to: unknown,
): ActionResult<CorrectNameData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  const who = textArg(ctx, from, 'argPlayer');
  if ('refusal' in who) return who.refusal;
  const target = readTo(ctx, game, to);
  if ('refusal' in target) return target.refusal;
  return withLock(ctx, () => {
    const reg = loadRegistration(ctx, game);
    if (!reg.found) fail('noRegistrationSheet', { sheet: registrationKey(game) });
    const plan =
      game === 'futsal'
        ? renameTeam(ctx, reg, who.text, target.parts.team as string)
        : renamePerson(ctx, game, reg, who.text, target.parts);
    if ('refusal' in plan) return plan.refusal;
    return apply(ctx, game, reg, plan);
  });
}

interface RenamePlan {
  from: string;
  to: string;
  /** shown name → new shown name, exactly as written on the sheets */
  mapping: Map<string, string>;
  /** registration cells: data row, plan column, new text */
  registration: { row: number; col: number; text: string }[];
}

/** New errors the corrected registration would have, as a refusal (a duplicate, a collision …). */
function newErrors(
  ctx: SettingsCtx,
  game: GameId,
  reg: Registration,
  {
    before,
    after,
    teamsAfter = reg.teams,
  }: { before: Registrant[]; after: Registrant[]; teamsAfter?: Registration['teams'] },
): ActionResult<never> | null {
  const key = (p: { code: string; row?: number; field?: string }) => `${p.code}:${p.row ?? ''}:${p.field ?? ''}`;
  const old = new Set(
    checkRegistration(game, before, ctx.settings, reg.teams)
      .filter((p) => p.severity === 'error')
      .map(key),
  );
  const added = checkRegistration(game, after, ctx.settings, teamsAfter).filter(
    (p) => p.severity === 'error' && !old.has(key(p)),
  );
  if (added.length === 0) return null;
  const views = problemViews(ctx, game, reg.sheet, added, reg.cellAt);
  const head = problem(ctx, 'error', 'correctNameConflict', { items: views.map((v) => v.message).join('; ') });
  return refuse(head.message, [head, ...views]);
}

function renamePerson(
  ctx: SettingsCtx,
  game: GameId,
  reg: Registration,
  from: string,
  parts: Record<string, string>,
): RenamePlan | { refusal: ActionResult<never> } {
  const list = reg.registrants;
  const shown = displayNames(list);
  const key = nameKey(from);
  let i = shown.findIndex((n) => nameKey(n) === key);
  if (i < 0) i = list.findIndex((r) => nameKey(`${r.surname} ${r.name} ${r.patronymic}`) === key);
  if (i < 0) {
    const listed = shown.map((n, k) => ({ name: n, cell: reg.cellAt((list[k] as Registrant).row, 0) }));
    return { refusal: unknownPlayer(ctx, from, reg.sheet, listed) };
  }
  const r = list[i] as Registrant;
  const corrected: Registrant = {
    ...r,
    surname: parts.surname as string,
    name: parts.name as string,
    patronymic: parts.patronymic ?? '',
  };
  const after = list.map((x, k) => (k === i ? corrected : x));
  const conflict = newErrors(ctx, game, reg, { before: list, after });
  if (conflict) return { refusal: conflict };
  const shownAfter = displayNames(after);
  const mapping = new Map<string, string>();
  shown.forEach((n, k) => {
    if (n !== shownAfter[k]) mapping.set(n, shownAfter[k] as string);
  });
  const fields = REGISTRATION_FIELDS[game];
  const registration = (['surname', 'name', 'patronymic'] as const)
    .filter((f) => (r[f] ?? '') !== (corrected[f] ?? ''))
    .map((f) => ({ row: r.row, col: fields.findIndex((x) => x.key === f), text: corrected[f] ?? '' }));
  return { from: shown[i] as string, to: shownAfter[i] as string, mapping, registration };
}

function renameTeam(
  ctx: SettingsCtx,
  reg: Registration,
  from: string,
  team: string,
): RenamePlan | { refusal: ActionResult<never> } {
  const key = nameKey(from);
  const entry = reg.teams.find((t) => nameKey(t.team) === key);
  if (!entry) {
    const listed = reg.teams.map((t) => ({ name: t.team, cell: reg.cellAt(t.row, teamListCol('futsal')) }));
    return { refusal: unknownPlayer(ctx, from, reg.sheet, listed) };
  }
  const teamsAfter = reg.teams.map((t) => (t === entry ? { ...t, team } : t));
  const after = reg.registrants.map((r) => (nameKey(r.team ?? '') === key ? { ...r, team } : r));
  const conflict = newErrors(ctx, 'futsal', reg, { before: reg.registrants, after, teamsAfter });
  if (conflict) return { refusal: conflict };
  const teamCol = REGISTRATION_FIELDS.futsal.findIndex((f) => f.key === 'team');
  const registration = [
    { row: entry.row, col: teamListCol('futsal') + TEAM_LIST_FIELDS.findIndex((f) => f.key === 'team'), text: team },
    ...reg.registrants
      .filter((r) => nameKey(r.team ?? '') === key && r.team !== team)
      .map((r) => ({ row: r.row, col: teamCol, text: team })),
  ];
  const mapping = new Map<string, string>();
  if (entry.team !== team) mapping.set(entry.team, team);
  return { from: entry.team, to: team, mapping, registration };
}

function apply(ctx: SettingsCtx, game: GameId, reg: Registration, plan: RenamePlan): ActionResult<CorrectNameData> {
  const app = ctx.services.app;
  const regSheet = ctx.sheets.get(registrationKey(game)) as SheetLike;
  const others = gameSheets(game)
    .map((id) => ctx.sheets.get(id))
    .filter((s): s is SheetLike => s !== null);
  const sheets = [regSheet, ...others];
  const block = blockTyping(app, sheets, (p) => lockDown(p, ctx.settings.committee));
  const descriptions: { protection: ProtectionLike; text: string }[] = [];
  /** descriptions already changed, with what they said before (put back on a failure) */
  const described: { protection: ProtectionLike; text: string }[] = [];
  try {
    const changes = new Map<SheetLike, Change[]>();
    // The registration: the corrected row's name cells (or the team's cells).
    changes.set(
      regSheet,
      plan.registration.map((c) => {
        const at = reg.posAt(c.row, c.col);
        // What the cell holds now is what a failed correction puts back (never an empty cell).
        return { row: at.row, col: at.col, from: reg.valueAt(c.row, c.col), to: c.text };
      }),
    );
    // Every other sheet: each literal cell that shows a name being changed (a formula, and the cells
    // an array formula of ours fills, show it by themselves).
    const finalized: string[] = [];
    for (const sheet of others) {
      const found = nameCells(sheet, plan.mapping);
      if (!found) continue;
      if (isFinalized(app, sheet)) finalized.push(`«${sheet.getName()}»`);
      changes.set(sheet, found.list);
      const adjusted = adjustFingerprint(
        block.sheets.find((b) => b.sheet === sheet),
        found.values,
        found.formulas,
        found.list,
      );
      if (adjusted) descriptions.push(adjusted);
    }
    if (finalized.length > 0) fail('correctNameFinalized', { sheets: finalized.join(', '), name: plan.from });
    // The fingerprints first, then the cells (writeCells puts its own cells back if one fails).
    for (const d of descriptions) {
      const was = d.protection.getDescription();
      d.protection.setDescription(d.text);
      described.push({ protection: d.protection, text: was });
    }
    // A later failure of the action puts them back too (../actionScope.ts).
    const kept = [...described];
    onUndo(() => kept.reverse().forEach((d) => d.protection.setDescription(d.text)));
    const writes: CellWrite[] = [...changes].flatMap(([sheet, list]) =>
      list.map((c) => ({ sheet, row: c.row, col: c.col, values: [c.to], before: [c.from] })),
    );
    writeCells(writes);
    const cells = writes.length;
    const renamed = [...plan.mapping].map(([from, to]) => ({ from, to }));
    const touched = [...changes].filter(([, list]) => list.length > 0).map(([s]) => s.getName());
    return ok(
      formatMessage('correctNameDone', { from: plan.from, to: plan.to, cells, sheets: touched.length }, ctx.lang),
      touched,
      { from: plan.from, to: plan.to, renamed, cells },
    );
  } catch (error) {
    // All or nothing: the fingerprints already changed are put back too.
    for (const d of described.reverse()) {
      try {
        d.protection.setDescription(d.text);
      } catch {
        // keep undoing; the original error is reported
      }
    }
    throw error;
  } finally {
    block.release();
  }
}

/**
 * The cells of `sheet` that show a name being changed: each literal cell whose text is one (a
 * formula, and the cells an array formula of ours fills, show it by themselves), with what the
 * sheet holds; null when there is none. Refused while an array formula of ours is still computing
 * (what its area shows is not known yet).
 */
function nameCells(
  sheet: SheetLike,
  mapping: ReadonlyMap<string, string>,
): { list: Change[]; values: CellValue[][]; formulas: string[][] } | null {
  const { values, formulas } = readAll(sheet);
  formulas.forEach((line, r) =>
    line.forEach((f, c) => {
      const v = values[r]?.[c];
      if (f && isComputing(v) && spillArea(f, r, c))
        fail('notReady', { sheet: sheet.getName(), cell: a1(r, c), found: v });
    }),
  );
  const cols = values[0]?.length ?? 0;
  const spilled = spillMask(values, formulas, values.length, cols);
  const list: Change[] = [];
  values.forEach((line, r) =>
    line.forEach((v, c) => {
      if (typeof v !== 'string' || (formulas[r]?.[c] ?? '') !== '' || spilled[r * cols + c]) return;
      const to = mapping.get(cleanName(v));
      if (to !== undefined) list.push({ row: r, col: c, from: v, to });
    }),
  );
  return list.length === 0 ? null : { list, values, formulas };
}

/**
 * The fingerprint a generated sheet keeps of its protected part, adjusted for the cells this
 * changes (outside the input ranges and the spills of our array formulas): an earlier committee
 * edit still shows, this action's own changes do not.
 */
function adjustFingerprint(
  blocked: BlockedSheet | undefined,
  values: CellValue[][],
  formulas: string[][],
  list: readonly Change[],
): { protection: ProtectionLike; text: string } | null {
  if (!blocked) return null;
  const protection = blocked.protections.find((p) => /^tournament:[^:\s]+ #[0-9a-z]+$/.test(p.description));
  if (!protection) return null;
  const fp = Fingerprint.parse(/#([0-9a-z]+)$/.exec(protection.description)?.[1] ?? '');
  if (!fp) return null;
  const rows = values.length;
  const cols = values[0]?.length ?? 0;
  const open = areaMask(rows, cols, blocked.typedAreas);
  const spilled = spillMask(values, formulas, rows, cols);
  for (const c of list) {
    const k = c.row * cols + c.col;
    if (open[k] || spilled[k]) continue;
    fp.remove(c.row, c.col, sheetContent(c.from, '')).add(c.row, c.col, sheetContent(c.to, ''));
  }
  return { protection: protection.protection, text: protection.description.replace(/#[0-9a-z]+$/, `#${fp.text}`) };
}
