/**
 * Correcting a name (SPEC §5 "identity survives editing", "a person's name is one name"): a typo in
 * a surname, a Latin letter that should have been Cyrillic, a team's name. The person (team) is
 * renamed on every sheet the add-on wrote of his game — the registration, the draw log, the group
 * sheet, the play-off and its drawing, the "played by" cells, the withdrawals list, the attendance,
 * every tour and its pulkas, the final, the standings, the rulings, the day plans, the plans by
 * player, his rows of the notices and his week card — in the tiebreak rows referees filled in with his name, in the
 * referee cells of every game's day plan (a referee may play in another game, as shown or in full:
 * ../common/referees.ts), and in the finalized record too: there only the name cells change, and the sheets stay final. So every
 * result stays his: standings and seating read tours by name, and a corrected name never loses one.
 *
 * The correction is a decision of the committee (Art. 2 items 3–4): recorded with its reason, who
 * decided (the e-mail Apps Script gives, else the name typed in the sidebar) and when, on the
 * committee's decisions sheet (kinds/decisionsSheet.ts), and listed on the record's cover page,
 * rewritten when it exists.
 *
 * Changing a name by hand on the registration after the draw or the first tour is detected and
 * refused by the actions that read it; this is the action that does it properly.
 *
 * All or nothing, under the lock, the sheets closed to typing while they change; the fingerprint of
 * each generated sheet is adjusted for the cells this wrote, so a committee member's own overtype
 * still stops a later rebuild.
 */
import { formatMessage } from '../../i18n/format';
import { GAME_NAMES, type MessageCode } from '../../i18n/messages';
import { formatDate, formatTime } from '../../rules/dates';
import { fail } from '../../rules/errors';
import { cleanName, nameKey, nameProblem } from '../../rules/names';
import { wallClock } from '../../rules/noShows';
import {
  checkRegistration,
  displayNames,
  REGISTRATION_FIELDS,
  TEAM_LIST_FIELDS,
  type GameId,
  type Registrant,
} from '../../rules/registration';
import { fillText } from '../../i18n/labels';
import { applyPlans, isFinalized, lockDown, type PlanSource } from '../apply';
import { onUndo } from '../actionScope';
import { blockTyping } from '../blockTyping';
import {
  cellText,
  findSheet,
  nameFor,
  problem,
  withLock,
  writeCells,
  type ActionResult,
  type CellWrite,
} from '../context';
import type { CellValue, ProtectionLike, Services, SheetLike } from '../gas';
import { loadRegistration, registrationKey, teamListCol, type Registration } from '../kinds/registrationSheet';
import { openCtx } from '../kinds/settingsSheet';
import { decisionsPlan, STILL_FINAL, type Decision } from '../kinds/decisionsSheet';
import { argSchemas, parseArg, textArg } from '../common/args';
import { isGame, unknownGame } from '../common/games';
import { ok, refuse, type SettingsCtx } from '../common/results';
import { problemViews } from '../common/registrationCheck';
import { unknownPlayer } from '../common/nearNames';
import { adjustFingerprint, nameCells, type Change } from '../common/renameCells';
import { refereeRenames } from '../common/referees';
import { decisionsSoFar, summarySheetPlan } from '../common/summary';

/** The new name: a person's parts (billiards, backgammon, preference) or a team's (futsal). */
export interface CorrectNameTo {
  surname?: unknown;
  name?: unknown;
  patronymic?: unknown;
  team?: unknown;
}

/** The committee's decision: why (required), and who decides when Apps Script does not say who runs it. */
export interface CorrectNameDecision {
  reason?: unknown;
  by?: unknown;
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
  /** the finalized sheets corrected (they stay final) */
  finalized: string[];
  /** the decision as recorded */
  decision: { reason: string; by: string; at: string };
}

/**
 * Whether a sheet of ours (by id) belongs to a game's record: where the add-on writes its people's
 * names. The notices are shared by the games (only the game's rows are looked at); the cover page
 * is made again; the decisions sheet is history and never renamed.
 */
function ofGame(game: GameId, id: string): boolean {
  const own = [`dayplan.${game}`, `dayplan.people.${game}`];
  if (game === 'preference') return id.startsWith('pref.') || own.includes(id);
  return [`draw.${game}`, `groups.${game}`, `bracket.${game}`, `tree.${game}`, `withdrawals.${game}`, ...own].includes(
    id,
  );
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

/**
 * Renames a person (or a futsal team) everywhere. `from` is the name as the sheets show it (or as
 * registered: "Surname Name Patronymic"); `to` the corrected parts; `decision` why and, when Apps
 * Script does not give the e-mail of the person running, who decides.
 */
export function correctName(
  services: Services,
  game: unknown,
  from: unknown,
  to: unknown,
  decision?: unknown,
): ActionResult<CorrectNameData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  const who = textArg(ctx, from, 'argPlayer');
  if ('refusal' in who) return who.refusal;
  const target = readTo(ctx, game, to);
  if ('refusal' in target) return target.refusal;
  const decided = readDecision(ctx, decision);
  if ('refusal' in decided) return decided.refusal;
  return withLock(ctx, () => {
    const reg = loadRegistration(ctx, game);
    if (!reg.found) fail('noRegistrationSheet', { sheet: registrationKey(game) });
    const plan =
      game === 'futsal'
        ? renameTeam(ctx, reg, who.text, target.parts.team as string)
        : renamePerson(ctx, game, reg, who.text, target.parts);
    if ('refusal' in plan) return plan.refusal;
    return apply(ctx, game, reg, plan, { ...decided, at: decidedAt(ctx) });
  });
}

/**
 * When the decision was made, on the spreadsheet's wall clock ("DD.MM.YYYY HH:MM", as the no-show
 * marks say it): the committee reads its archive in its own time zone.
 */
function decidedAt(ctx: SettingsCtx): string {
  const m = wallClock(ctx.services.now(), ctx.book.getSpreadsheetTimeZone());
  return `${formatDate(m.date)} ${formatTime(m.minutes)}`;
}

/** The decision's reason (required) and who decides: the e-mail Apps Script gives, else the name typed. */
function readDecision(
  ctx: SettingsCtx,
  decision: unknown,
): { reason: string; by: string } | { refusal: ActionResult<never> } {
  const no = (code: MessageCode) => {
    const p = problem(ctx, 'error', code);
    return { refusal: refuse<never>(p.message, [p]) };
  };
  const given = parseArg(ctx, argSchemas().correction, decision);
  if ('refusal' in given) return given;
  const { reason, by } = given.data ?? {};
  if (reason === undefined || reason === null || (typeof reason === 'string' && reason.trim() === ''))
    return no('correctNameReason');
  const why = textArg(ctx, reason, 'argDecisionReason');
  if ('refusal' in why) return why;
  let email = '';
  try {
    email = cleanName(ctx.services.userEmail?.() ?? '');
  } catch {
    email = '';
  }
  const none = by === undefined || by === null || (typeof by === 'string' && by.trim() === '');
  if (none) return email !== '' ? { reason: why.text, by: email } : no('correctNameWho');
  const typed = textArg(ctx, by, 'argDecidedBy');
  if ('refusal' in typed) return typed;
  // The e-mail Apps Script vouches for, beside the name typed when there is one.
  return { reason: why.text, by: email === '' ? typed.text : `${typed.text} <${email}>` };
}

interface RenamePlan {
  from: string;
  to: string;
  /** shown name → new shown name, exactly as written on the sheets */
  mapping: Map<string, string>;
  /** every name the sheets of the game may show, before the correction */
  known: string[];
  /** registration cells: data row, plan column, new text */
  registration: { row: number; col: number; text: string }[];
  /** the name as registered, in full, and its new form: a referee may be typed so in any day plan */
  also?: Map<string, string>;
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
  const full = (x: Registrant) => [x.surname, x.name, x.patronymic ?? ''].join(' ').trim();
  const also = new Map([[full(r), full(corrected)]]);
  return { from: shown[i] as string, to: shownAfter[i] as string, mapping, known: shown, registration, also };
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
  const known = [...reg.teams.map((t) => t.team), ...reg.registrants.map((r) => r.team ?? '')];
  return { from: entry.team, to: team, mapping, known, registration };
}

/**
 * The sheets of every game a name shows on: the notices (the game's rows only) and each person's
 * week cards (a card holds every game's matches; a name corrected shows corrected on them all).
 */
const SHARED = new Set(['notices', 'week']);

/** The notices' rows of one game (its name in the first column, in any of the three languages). */
function rowsOfGame(game: GameId): (line: readonly CellValue[]) => boolean {
  const words = new Set(Object.values(GAME_NAMES[game]).map((w) => w.toLowerCase()));
  return (line) => words.has(cellText(line[0]).toLowerCase());
}

/** The sheets of the game the correction may change (ids, sheets), the notices' rows of the game. */
function sheetsOf(ctx: SettingsCtx, game: GameId): { id: string; sheet: SheetLike }[] {
  return ctx.sheets
    .entries()
    .map(([id]) => id)
    .filter((id) => ofGame(game, id) || SHARED.has(id) || /^dayplan\.[a-z]+$/.test(id))
    .sort()
    .map((id) => ({ id, sheet: ctx.sheets.get(id) as SheetLike }));
}

/** What one correction writes: the cells by sheet, the fingerprints adjusted, the finalized sheets among them. */
interface Found {
  changes: Map<SheetLike, Change[]>;
  descriptions: { protection: ProtectionLike; text: string }[];
  finalized: string[];
}

function findChanges(
  ctx: SettingsCtx,
  game: GameId,
  reg: Registration,
  plan: RenamePlan,
  block: ReturnType<typeof blockTyping>,
): Found {
  const regSheet = ctx.sheets.get(registrationKey(game)) as SheetLike;
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
  const descriptions: Found['descriptions'] = [];
  const finalized: string[] = [];
  // Every other sheet: each literal cell that shows a name being changed, the finalized record too.
  for (const { id, sheet } of sheetsOf(ctx, game)) {
    const own = ofGame(game, id) || SHARED.has(id);
    const names = own ? nameCells(sheet, plan, id === 'notices' ? rowsOfGame(game) : undefined) : null;
    // The referee cells of every day plan: a referee may play in another game (Art. 17 item 7).
    const found = refereeRenames(sheet, id, plan, names);
    if (!found) continue;
    if (isFinalized(ctx.services.app, sheet)) finalized.push(sheet.getName());
    changes.set(sheet, found.list);
    const blocked = block.sheets.find((b) => b.sheet === sheet);
    const adjusted = adjustFingerprint(blocked, found.values, found.formulas, found.list);
    if (adjusted) descriptions.push(adjusted);
  }
  return { changes, descriptions, finalized };
}

/**
 * The decision on the record (the decisions sheet, made when it is the first), and the cover page,
 * when there is one, with the new name and the decision; the decisions sheet's name and the sheets
 * written.
 */
function recordDecision(
  ctx: SettingsCtx,
  o: {
    game: GameId;
    plan: RenamePlan;
    decision: { reason: string; by: string; at: string };
    touched: string[];
    finalized: string[];
  },
): { sheet: string; written: string[] } {
  const record: Decision = {
    game: o.game,
    kind: 'nameCorrected',
    was: o.plan.from,
    now: o.plan.to,
    ...o.decision,
    sheets: o.touched
      .map((name) =>
        o.finalized.includes(name) ? fillText(STILL_FINAL[ctx.lang], { sheet: `«${name}»` }) : `«${name}»`,
      )
      .join(', '),
  };
  const decisions = [...decisionsSoFar(ctx), record];
  const sheet = nameFor(ctx, 'decisions');
  const sources: PlanSource[] = [decisionsPlan({ lang: ctx.lang, name: sheet, decisions })];
  if (findSheet(ctx, 'summary')) sources.push(summarySheetPlan(ctx, decisions));
  const done = applyPlans(ctx.services.app, sources, {
    editors: ctx.settings.committee,
    index: ctx.sheets,
    lang: ctx.lang,
  });
  return { sheet, written: [...done.created, ...done.rewritten] };
}

function apply(
  ctx: SettingsCtx,
  game: GameId,
  reg: Registration,
  plan: RenamePlan,
  decision: { reason: string; by: string; at: string },
): ActionResult<CorrectNameData> {
  const app = ctx.services.app;
  const regSheet = ctx.sheets.get(registrationKey(game)) as SheetLike;
  const sheets = [regSheet, ...sheetsOf(ctx, game).map((s) => s.sheet)];
  const block = blockTyping(app, sheets, (p) => lockDown(p, ctx.settings.committee));
  try {
    const { changes, descriptions, finalized } = findChanges(ctx, game, reg, plan, block);
    // The fingerprints first, then the cells. A failure of the action puts back each description
    // changed and each cell written (writeCells leaves its undo; ../actionScope.ts undoes them).
    for (const d of descriptions) {
      const was = d.protection.getDescription();
      d.protection.setDescription(d.text);
      onUndo(() => d.protection.setDescription(was));
    }
    const writes: CellWrite[] = [...changes].flatMap(([sheet, list]) =>
      list.map((c) => ({ sheet, row: c.row, col: c.col, values: [c.to], before: [c.from] })),
    );
    writeCells(writes);
    const touched = [...changes].filter(([, list]) => list.length > 0).map(([s]) => s.getName());
    const recorded = recordDecision(ctx, { game, plan, decision, touched, finalized });
    const cells = writes.length;
    const message = [
      formatMessage('correctNameDone', { from: plan.from, to: plan.to, cells, sheets: touched.length }, ctx.lang),
      ...(finalized.length > 0
        ? [
            formatMessage(
              'correctNameFinalRecord',
              { sheets: finalized.map((n) => `«${n}»`).join(', '), decisions: recorded.sheet },
              ctx.lang,
            ),
          ]
        : []),
    ].join('; ');
    return ok(message, [...touched, ...recorded.written], {
      from: plan.from,
      to: plan.to,
      renamed: [...plan.mapping].map(([from, to]) => ({ from, to })),
      cells,
      finalized,
      decision,
    });
  } finally {
    block.release();
  }
}
