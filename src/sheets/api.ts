/**
 * The server API: one function per committee action (docs/server-api.md). Each takes the
 * services and plain arguments and returns plain data (`ActionResult`) the sidebar can show;
 * nothing throws to the caller. Every action that writes holds the document lock and is
 * all-or-nothing (plans are checked, then written by the one applier).
 */
import { formatMessage } from '../i18n/format';
import { label, type SheetKey } from '../i18n/labels';
import { GAME_NAMES, type Lang } from '../i18n/messages';
import { drawGroups, type Entrant } from '../rules/draw';
import { newSeed, seedFrom } from '../rules/random';
import { checkRegistration as checkList, displayNames, REGISTRATION_FIELDS, type GameId, type Registrant } from '../rules/registration';
import { FORMAT_GROUPS, type Problem, type Settings } from '../rules/settings';
import type { BracketFormat } from '../rules/brackets';
import { bracketLayout, bracketSheetPlan } from './bracket';
import * as pref from './preference';
import { applyPlans, lockDown } from './apply';
import { cellText, findSheet, nameFor, problem, readAll, withLock, type ActionResult, type Ctx, type ProblemView } from './context';
import { drawLogPlan, readDrawGroups } from './drawSheet';
import type { Services, SheetLike } from './gas';
import { BG_FORFEITS, groupLayout, groupSheetPlan, type GroupGame, type GroupSpec } from './groups';
import { a1, columnLetters, type Rect, type SheetPlan } from './plan';
import { loadRegistration, registrationKey, registrationSheetPlan, TEAM_ROWS } from './registrationSheet';
import { openCtx, settingsSheetPlan } from './settingsSheet';
import { langFromLocale } from '../i18n/format';

export type { ActionResult, ProblemView } from './context';

export const GROUP_GAMES: readonly GroupGame[] = ['futsal', 'billiards', 'backgammon'];
export const ALL_GAMES: readonly GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'];

type SettingsCtx = ReturnType<typeof openCtx>;

function ok<T>(_ctx: Ctx, message: string, sheets: string[], data?: T, problems: ProblemView[] = []): ActionResult<T> {
  return data === undefined ? { ok: true, message, problems, sheets } : { ok: true, message, problems, sheets, data };
}

function fail<T>(message: string, problems: ProblemView[], data?: T): ActionResult<T> {
  return data === undefined ? { ok: false, message, problems, sheets: [] } : { ok: false, message, problems, sheets: [], data };
}

function isGroupGame(game: unknown): game is GroupGame {
  return typeof game === 'string' && (GROUP_GAMES as readonly string[]).includes(game);
}

function isGame(game: unknown): game is GameId {
  return typeof game === 'string' && (ALL_GAMES as readonly string[]).includes(game);
}

function gameName(game: GameId, lang: Lang): string {
  if (game === 'preference') return { en: 'preference', ru: 'преферанс', kk: 'преферанс' }[lang];
  return GAME_NAMES[game][lang];
}

function unknownGame(ctx: Ctx, game: unknown): ActionResult<never> {
  const p = problem(ctx, 'error', 'unknownGame', { found: String(game) });
  return fail(p.message, [p]);
}

// ---- setup ----------------------------------------------------------------------------------

/**
 * Creates what is missing of the settings sheet and the four registration sheets (never touches
 * a sheet that exists). The language: `lang` if given, else the settings sheet's, else the
 * spreadsheet's locale.
 */
export function setup(services: Services, options: { lang?: Lang } = {}): ActionResult {
  const ctx = openCtx(services);
  return withLock(ctx, () => {
    const lang: Lang = findSheet(ctx.book, 'settings') ? ctx.lang : (options.lang ?? langFromLocale(ctx.book.getSpreadsheetLocale()));
    const plans: SheetPlan[] = [];
    if (!findSheet(ctx.book, 'settings')) plans.push(settingsSheetPlan(lang));
    for (const game of ALL_GAMES) if (!findSheet(ctx.book, registrationKey(game))) plans.push(registrationSheetPlan(game, lang));
    const result = applyPlans(services.app, plans, { editors: ctx.settings.committee });
    const c = { ...ctx, lang };
    return ok(c, formatMessage('setupDone', { count: result.created.length }, lang), result.created);
  });
}

// ---- registration check -------------------------------------------------------------------------

function problemViews(ctx: SettingsCtx, game: GameId, sheet: string, problems: readonly Problem[]): ProblemView[] {
  const fields = REGISTRATION_FIELDS[game];
  return problems.map((p) => {
    let cell: string | undefined;
    if (p.row !== undefined) {
      let col = -1;
      if (p.field?.startsWith('teams.')) col = fields.length + 1 + (p.field === 'teams.strength' ? 1 : 0);
      else if (p.field) col = fields.findIndex((f) => f.key === p.field);
      cell = col >= 0 ? `${sheet}!${a1(p.row + 1, col)}` : `${sheet}!${p.row + 2}:${p.row + 2}`;
    } else if (p.field && !p.field.startsWith('teams.') && !fields.some((f) => f.key === p.field)) {
      cell = `${nameFor(ctx, 'settings')}: ${p.field}`;
    }
    return problem(ctx, p.severity, p.code, p.params, cell);
  });
}

interface Checked {
  ctx: SettingsCtx;
  registrants: Registrant[];
  names: string[];
  problems: ProblemView[];
  errors: number;
  warnings: number;
  teams: { team: string; strength: number | null }[];
}

function check(ctx: SettingsCtx, game: GameId): Checked {
  const reg = loadRegistration(ctx.book, game);
  const problems: ProblemView[] = problemViews(ctx, game, reg.sheet, ctx.settingsProblems);
  if (!reg.found) {
    problems.push(problem(ctx, 'error', 'noRegistrationSheet', { sheet: nameFor(ctx, registrationKey(game)) }));
  } else {
    problems.push(...problemViews(ctx, game, reg.sheet, [...reg.problems, ...checkList(game, reg.registrants, ctx.settings, reg.teams)]));
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  return {
    ctx,
    registrants: reg.registrants,
    names: displayNames(reg.registrants),
    problems,
    errors,
    warnings: problems.length - errors,
    teams: reg.teams,
  };
}

export interface CheckData {
  game: GameId;
  registered: number;
  errors: number;
  warnings: number;
}

/** Lists every problem of a game's registration (and of the settings) before anything is generated. */
export function checkRegistration(services: Services, game: unknown): ActionResult<CheckData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  const c = check(ctx, game);
  const data: CheckData = { game, registered: c.registrants.length, errors: c.errors, warnings: c.warnings };
  const message = formatMessage('checkSummary', { count: c.registrants.length, errors: c.errors, warnings: c.warnings }, ctx.lang);
  return { ok: c.errors === 0, message, problems: c.problems, sheets: [], data };
}

// ---- draw and groups --------------------------------------------------------------------------------

export interface DrawOptions {
  /** a seed to reproduce a recorded draw; omitted = a new one from the clock */
  seed?: number | string;
  /** the committee has seen the warnings of the check and goes on */
  acceptWarnings?: boolean;
}

export interface DrawData {
  seed: number;
  groups: GroupSpec[];
  needsConfirmation?: boolean;
}

function groupSettings(settings: Settings, game: GroupGame): { groups: number; minGroupSize: number; maxGroupSize: number } {
  return settings[game];
}

function entrants(game: GroupGame, c: Checked): { entrants: Entrant[]; names: Map<string, string> } {
  const names = new Map<string, string>();
  if (game === 'futsal') {
    const teams = c.teams.filter((t) => t.team !== '');
    const list = teams.map((t) => ({ id: t.team, pot: t.strength }));
    for (const t of teams) names.set(t.team, t.team);
    return { entrants: list, names };
  }
  const seedLevel = game === 'billiards' ? c.ctx.settings.billiards.seedLevel : Infinity;
  const list: Entrant[] = c.registrants.map((r, i) => {
    const id = c.names[i] as string;
    names.set(id, id);
    // Seeded: committee picks first (pot 1), then the highest declared levels (pot 2).
    const pot = r.pick ? 1 : r.level !== null && r.level >= seedLevel ? 2 : null;
    return { id, pot };
  });
  return { entrants: list, names };
}

function groupOptions(ctx: SettingsCtx, game: GroupGame, groups: GroupSpec[], name: string) {
  return {
    game,
    lang: ctx.lang,
    name,
    groups,
    partiesToWin: ctx.settings.billiards.partiesToWin,
    abridged: ctx.settings.billiards.abridged,
  };
}

/**
 * The group draw: checks the registration (errors refuse; warnings need `acceptWarnings`), draws
 * with a recorded seed, writes the draw log and the group sheet together. Refused when the group
 * sheet already holds scores (nothing typed is ever lost).
 */
export function draw(services: Services, game: unknown, options: DrawOptions = {}): ActionResult<DrawData> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const c = check(ctx, game);
    if (c.errors > 0) return fail(formatMessage('checkBlocks', { errors: c.errors }, ctx.lang), c.problems);
    const seed = options.seed === undefined || options.seed === '' ? newSeed(services.now()) : seedFrom(options.seed);
    const { entrants: list, names } = entrants(game, c);
    const s = groupSettings(ctx.settings, game);
    const result = drawGroups({ entrants: list, groups: s.groups, minSize: s.minGroupSize, maxSize: s.maxGroupSize, seed });
    const groups: GroupSpec[] = result.groups.map((ids, i) => ({ letter: String.fromCharCode(65 + i), players: ids.map((id) => names.get(id) ?? id) }));
    if (c.warnings > 0 && !options.acceptWarnings) {
      return fail(formatMessage('confirmWarnings', { warnings: c.warnings }, ctx.lang), c.problems, { seed: result.seed, groups, needsConfirmation: true });
    }
    const logName = nameFor(ctx, `draw.${game}`);
    const groupName = nameFor(ctx, `groups.${game}`);
    const plans = [
      drawLogPlan({ key: `draw.${game}`, name: logName, lang: ctx.lang, gameName: gameName(game, ctx.lang), result, names, time: services.now() }),
      groupSheetPlan(groupOptions(ctx, game, groups, groupName)),
    ];
    const written = applyPlans(services.app, plans, { editors: ctx.settings.committee });
    return ok(ctx, formatMessage('drawDone', { seed: result.seed, groups: groups.length }, ctx.lang), [...written.created, ...written.rewritten], { seed: result.seed, groups }, c.problems);
  });
}

/** The groups as drawn (read from the draw log sheet), or null when there is no draw yet. */
export function drawnGroups(ctx: Ctx, game: GroupGame): GroupSpec[] | null {
  const sheet = findSheet(ctx.book, `draw.${game}`);
  if (!sheet) return null;
  const groups = readDrawGroups(readAll(sheet).values);
  return groups.length > 0 ? groups : null;
}

/** Rebuilds the group sheet from the recorded draw (e.g. after a settings change); refused once scores exist. */
export function generateGroups(services: Services, game: unknown): ActionResult<{ groups: GroupSpec[] }> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const groups = drawnGroups(ctx, game);
    if (!groups) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return fail(p.message, [p]);
    }
    const written = applyPlans(services.app, [groupSheetPlan(groupOptions(ctx, game, groups, nameFor(ctx, `groups.${game}`)))], { editors: ctx.settings.committee });
    return ok(ctx, formatMessage('sheetsWritten', { sheets: [...written.created, ...written.rewritten].join(', ') }, ctx.lang), [...written.created, ...written.rewritten], { groups });
  });
}

// ---- play-off ------------------------------------------------------------------------------------

export function bracketFormat(settings: Settings, game: GroupGame): BracketFormat {
  return game === 'futsal' ? settings.futsal.format : game === 'billiards' ? settings.billiards.format : settings.backgammon.format;
}

/**
 * The play-off sheet: futsal semi-finals (Art. 8 item 7), backgammon quarter-finals on
 * (Art. 14 items 8–11), billiards stage 2 and the top / bottom nets (Art. 11 items 7–16), or the
 * smaller format chosen on the settings sheet. Players flow in from the group sheet's
 * qualifier cells by formulas, so it can be generated as soon as the groups exist.
 */
export function generateBracket(services: Services, game: unknown): ActionResult<{ format: BracketFormat }> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const groups = drawnGroups(ctx, game);
    const groupSheet = findSheet(ctx.book, `groups.${game}`);
    if (!groups || !groupSheet) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return fail(p.message, [p]);
    }
    const format = bracketFormat(ctx.settings, game);
    const need = FORMAT_GROUPS[format];
    if (groups.length !== need) {
      const p = problem(ctx, 'error', 'formatGroups', { format, need, found: groups.length });
      return fail(p.message, [p]);
    }
    const plan = bracketSheetPlan({
      game,
      lang: ctx.lang,
      name: nameFor(ctx, `bracket.${game}`),
      format,
      groupSheet: groupSheet.getName(),
      groups,
      partiesToWin: ctx.settings.billiards.partiesToWin,
    });
    const written = applyPlans(services.app, [plan], { editors: ctx.settings.committee });
    const sheets = [...written.created, ...written.rewritten];
    return ok(ctx, formatMessage('sheetsWritten', { sheets: sheets.join(', ') }, ctx.lang), sheets, { format });
  });
}

// ---- withdrawals ------------------------------------------------------------------------------------

export interface WithdrawData {
  player: string;
  /** cells that received a forfeit */
  cells: string[];
}

/**
 * A player (team) leaves the tournament: every later match of his that has no score yet becomes
 * a forfeit (Art. 11 item 18, Art. 14 item 12, Art. 16 item 4): "-" for him, "+" for the
 * opponent (backgammon: the no-show column). Filled score cells are never touched.
 */
export function withdraw(services: Services, game: unknown, player: unknown): ActionResult<WithdrawData> {
  const ctx = openCtx(services);
  if (game === 'preference') return withdrawPreference(ctx, player);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const who = cellText(typeof player === 'string' ? player : '');
    const groups = drawnGroups(ctx, game);
    const sheet = findSheet(ctx.book, `groups.${game}`);
    const key = who.toLowerCase();
    if (!groups || !sheet || !groups.some((g) => g.players.some((p) => p.toLowerCase() === key))) {
      const p = problem(ctx, 'error', 'unknownPlayer', { name: who });
      return fail(p.message, [p]);
    }
    const layout = groupLayout(game, groups);
    const { values } = readAll(sheet);
    const cols = layout.columns;
    const writes: { row: number; col: number; value: string }[] = [];
    for (const block of layout.blocks) {
      for (const m of block.matches) {
        const side = m.a.toLowerCase() === key ? 'a' : m.b.toLowerCase() === key ? 'b' : null;
        if (!side) continue;
        const row = values[m.row] ?? [];
        if (game === 'backgammon') {
          const fo = cols.forfeit as number;
          const parties = [0, 1, 2, 3].some((k) => cellText(values[m.row + k]?.[cols.partyA as number]) !== '' || cellText(values[m.row + k]?.[cols.partyB as number]) !== '');
          const current = cellText(row[fo]);
          if (parties) continue;
          if (current === '') writes.push({ row: m.row, col: fo, value: side === 'a' ? BG_FORFEITS[0] : BG_FORFEITS[1] });
          else if ((side === 'a' && current === BG_FORFEITS[1]) || (side === 'b' && current === BG_FORFEITS[0])) writes.push({ row: m.row, col: fo, value: BG_FORFEITS[2] });
          continue;
        }
        const sa = cellText(row[cols.scoreA]);
        const sb = cellText(row[cols.scoreB]);
        if (sa !== '' || sb !== '') continue;
        writes.push({ row: m.row, col: cols.scoreA, value: side === 'a' ? '-' : '+' });
        writes.push({ row: m.row, col: cols.scoreB, value: side === 'a' ? '+' : '-' });
      }
    }
    // A handful of cells of one player: one call each, text kept as text.
    for (const w of writes) sheet.getRange(w.row + 1, w.col + 1, 1, 1).setValues([[`'${w.value}`]]);
    const cells = writes.map((w) => `${sheet.getName()}!${columnLetters(w.col)}${w.row + 1}`);
    const touched = cells.length ? [sheet.getName()] : [];
    const net = findSheet(ctx.book, `bracket.${game}`);
    if (net) {
      const more = withdrawInBracket(ctx, game, groups, sheet.getName(), net, key);
      cells.push(...more);
      if (more.length) touched.push(net.getName());
    }
    return ok(ctx, formatMessage('withdrawDone', { name: who, count: cells.length }, ctx.lang), touched, { player: who, cells });
  });
}

/**
 * Preference (Art. 16 item 4: a player may refuse further participation): every tour not seated
 * yet is marked as announced skipped on the attendance sheet, so he is not seated (−8 each) and
 * not in the final (he missed the last tour). A tour already seated is left to the committee.
 */
function withdrawPreference(ctx: SettingsCtx, player: unknown): ActionResult<WithdrawData> {
  return withLock(ctx, () => {
    const who = cellText(typeof player === 'string' ? player : '');
    const sheet = findSheet(ctx.book, 'pref.attendance');
    if (!sheet) {
      const p = problem(ctx, 'error', 'prefNoAttendance', { sheet: nameFor(ctx, 'pref.attendance') });
      return fail(p.message, [p]);
    }
    const { values } = readAll(sheet);
    const row = values.findIndex((line, r) => r >= pref.ATTENDANCE.first && cellText(line[pref.ATTENDANCE.player]).toLowerCase() === who.toLowerCase());
    if (row < 0 || who === '') {
      const p = problem(ctx, 'error', 'unknownPlayer', { name: who });
      return fail(p.message, [p]);
    }
    const tours = ctx.settings.preference.tours;
    let seated = 0;
    for (let n = 1; n <= tours; n++) if (findSheet(ctx.book, 'pref.tour', { n })) seated = n;
    const cells: string[] = [];
    if (seated < tours) {
      const line = values[row] ?? [];
      const marks = Array.from({ length: tours - seated }, (_, k) => {
        const col = pref.ATTENDANCE.tours + seated + k;
        if (line[col] !== true) cells.push(`${sheet.getName()}!${a1(row, col)}`);
        return true;
      });
      sheet.getRange(row + 1, pref.ATTENDANCE.tours + seated + 1, 1, marks.length).setValues([marks]);
    }
    return ok(ctx, formatMessage('withdrawDone', { name: who, count: cells.length }, ctx.lang), cells.length ? [sheet.getName()] : [], { player: who, cells });
  });
}

/**
 * The play-off part of a withdrawal: wherever the player now stands in a match without a score
 * (his name is computed by the sheet's formulas), a forfeit is written; that may move him on
 * (billiards: a top-net loss drops him to the bottom net), so the sheet is read again until he
 * stands in no open match. An opponent not known yet simply receives the win when he arrives.
 */
function withdrawInBracket(ctx: SettingsCtx, game: GroupGame, groups: GroupSpec[], groupSheet: string, net: SheetLike, key: string): string[] {
  const layout = bracketLayout({
    game,
    lang: ctx.lang,
    name: net.getName(),
    format: bracketFormat(ctx.settings, game),
    groupSheet,
    groups,
    partiesToWin: ctx.settings.billiards.partiesToWin,
  });
  const cells: string[] = [];
  const done = new Set<string>();
  for (let pass = 0; pass < layout.matches.length; pass++) {
    ctx.services.app.flush();
    const values = readAll(net).values;
    const at = (r: Rect, dr = 0, dc = 0) => cellText(values[r.row + dr]?.[r.col + dc]);
    const open = layout.matches.find((m) => {
      if (done.has(m.id)) return false;
      const side = at(m.a).toLowerCase() === key || at(m.b).toLowerCase() === key;
      if (!side) return false;
      if (m.forfeit && m.parties) {
        const typed = at(m.forfeit) !== '' || [0, 1, 2, 3].some((k) => at(m.parties as Rect, k, 0) !== '' || at(m.parties as Rect, k, 1) !== '');
        return !typed;
      }
      return at(m.scoreA) === '' && at(m.scoreB) === '';
    });
    if (!open) break;
    done.add(open.id);
    const isA = at(open.a).toLowerCase() === key;
    const writes: [Rect, string][] = open.forfeit
      ? [[open.forfeit, isA ? BG_FORFEITS[0] : BG_FORFEITS[1]]]
      : [
          [open.scoreA, isA ? '-' : '+'],
          [open.scoreB, isA ? '+' : '-'],
        ];
    for (const [r, v] of writes) {
      net.getRange(r.row + 1, r.col + 1, 1, 1).setValues([[`'${v}`]]);
      cells.push(`${net.getName()}!${a1(r.row, r.col)}`);
    }
  }
  return cells;
}

// ---- preference ----------------------------------------------------------------------------------

export interface PreferenceOptions {
  /** tour 1: a seed to reproduce a recorded draw */
  seed?: number | string;
  /** the committee has seen the registration warnings and goes on */
  acceptWarnings?: boolean;
}

/** The preference players (registration order, display names) once the check passes. */
function preferencePlayers(ctx: SettingsCtx, options: PreferenceOptions): { players: string[] } | { refusal: ActionResult<never> } {
  const c = check(ctx, 'preference');
  if (c.errors > 0) return { refusal: fail(formatMessage('checkBlocks', { errors: c.errors }, ctx.lang), c.problems) };
  if (c.warnings > 0 && !options.acceptWarnings) return { refusal: fail(formatMessage('confirmWarnings', { warnings: c.warnings }, ctx.lang), c.problems, { needsConfirmation: true } as never) };
  return { players: c.names };
}

/** The attendance sheet: one checkbox per player and tour for an announced absence (Art. 16 item 4). */
export function prepareAttendance(services: Services, options: PreferenceOptions = {}): ActionResult<pref.AttendanceData> {
  const ctx = openCtx(services);
  const p = preferencePlayers(ctx, options);
  if ('refusal' in p) return p.refusal;
  return pref.prepareAttendance(ctx, p.players, ctx.settings.preference.tours);
}

/**
 * Seats tour `n`: tour 1 by a recorded random draw, later tours by the standings after the tour
 * before, which must be complete (Art. 17 items 3–4); the announced absentees are not seated.
 */
export function seatTour(services: Services, n: unknown, options: PreferenceOptions = {}): ActionResult<pref.SeatTourData> {
  const ctx = openCtx(services);
  const p = preferencePlayers(ctx, options);
  if ('refusal' in p) return p.refusal;
  const s = ctx.settings.preference;
  const seed = options.seed === undefined || options.seed === '' ? undefined : seedFrom(options.seed);
  return pref.seatTour(ctx, typeof n === 'number' ? n : Number(n), p.players, {
    tours: s.tours,
    pool: s.pool,
    minutes: s.tourMinutes,
    ...(seed === undefined ? {} : { seed }),
  });
}

/** The final table: the top of the standings after the last tour, without anyone who missed it (Art. 17 item 5). */
export function seatFinal(services: Services, options: PreferenceOptions = {}): ActionResult<pref.SeatFinalData> {
  const ctx = openCtx(services);
  const p = preferencePlayers(ctx, options);
  if ('refusal' in p) return p.refusal;
  const s = ctx.settings.preference;
  return pref.seatFinal(ctx, p.players, { tours: s.tours, pool: s.finalPool, size: s.finalTable });
}

/** Which tours are seated and complete, the standings so far and the final (read only). */
export function preferenceStatus(services: Services): ActionResult<pref.PreferenceStatusData> {
  const ctx = openCtx(services);
  const reg = loadRegistration(ctx.book, 'preference');
  return pref.preferenceStatus(ctx, displayNames(reg.registrants), ctx.settings.preference.tours);
}

// ---- finalize -------------------------------------------------------------------------------------------

const ERROR_VALUE = /^#(ERROR!|N\/A|REF!|NAME\?|VALUE!|DIV\/0!|NUM!|NULL!|SPILL!|CYCLE!)/;

/**
 * Freezes a finished stage: each sheet's formulas become their values (so a downloaded XLSX
 * reads the same without the add-on) and the sheet is locked entirely. Refused while any cell
 * shows an error.
 */
export function finalizeSheets(services: Services, sheetNames: readonly string[]): ActionResult<{ sheets: string[] }> {
  const ctx = openCtx(services);
  return withLock(ctx, () => {
    const sheets = sheetNames.map((n) => ctx.book.getSheetByName(n));
    const missing = sheetNames.filter((_, i) => !sheets[i]);
    if (missing.length > 0) {
      const p = problem(ctx, 'error', 'noSuchSheet', { sheet: missing.join(', ') });
      return fail(p.message, [p]);
    }
    const read = sheets.map((s) => {
      const range = (s as NonNullable<typeof s>).getDataRange();
      return { sheet: s as NonNullable<typeof s>, range, values: range.getValues() };
    });
    const bad: string[] = [];
    for (const r of read) {
      r.values.forEach((row, i) =>
        row.forEach((v, j) => {
          if (typeof v === 'string' && ERROR_VALUE.test(v)) bad.push(`${r.sheet.getName()}!${a1(i, j)}`);
        }),
      );
    }
    if (bad.length > 0) {
      const p = problem(ctx, 'error', 'finalizeErrors', { cells: bad.slice(0, 12).join(', '), count: bad.length });
      return fail(p.message, [p]);
    }
    for (const r of read) {
      r.range.setValues(r.values.map((row) => row.map((v) => (typeof v === 'string' && v !== '' ? `'${v}` : v))));
      for (const p of r.sheet.getProtections(services.app.ProtectionType.SHEET)) p.remove();
      const locked = r.sheet.protect().setDescription(label('finalized', ctx.lang));
      lockDown(locked, ctx.settings.committee);
    }
    const names = read.map((r) => r.sheet.getName());
    return ok(ctx, formatMessage('finalizeDone', { sheets: names.join(', ') }, ctx.lang), names, { sheets: names });
  });
}

/**
 * Finalizes a stage: "groups" or "bracket" of futsal, billiards, backgammon; for preference
 * "tour" (with its number), "final" or "standings".
 */
export function finalizeStage(services: Services, game: unknown, stage: unknown, n?: unknown): ActionResult<{ sheets: string[] }> {
  const ctx = openCtx(services);
  let key: SheetKey;
  let params: Record<string, number> = {};
  if (game === 'preference') {
    if (stage === 'tour') {
      key = 'pref.tour';
      params = { n: Number(n) };
    } else if (stage === 'final' || stage === 'standings') key = `pref.${stage}`;
    else {
      const p = problem(ctx, 'error', 'unknownStage', { found: String(stage) });
      return fail(p.message, [p]);
    }
  } else {
    if (!isGroupGame(game)) return unknownGame(ctx, game);
    if (stage !== 'groups' && stage !== 'bracket') {
      const p = problem(ctx, 'error', 'unknownStage', { found: String(stage) });
      return fail(p.message, [p]);
    }
    key = `${stage}.${game}`;
  }
  const sheet = findSheet(ctx.book, key, params);
  if (!sheet) {
    const p = problem(ctx, 'error', 'noSuchSheet', { sheet: nameFor(ctx, key, params) });
    return fail(p.message, [p]);
  }
  return finalizeSheets(services, [sheet.getName()]);
}

// ---- status ----------------------------------------------------------------------------------------------

export interface GameStatus {
  game: GameId;
  registered: boolean;
  drawn: boolean;
  groups: boolean;
  bracket: boolean;
}

export interface Status {
  lang: Lang;
  settings: boolean;
  settingsProblems: ProblemView[];
  games: GameStatus[];
  sheets: string[];
}

/** What exists so far, for the sidebar to show what is done and what is next. */
export function status(services: Services): ActionResult<Status> {
  const ctx = openCtx(services);
  const games: GameStatus[] = ALL_GAMES.map((game) => ({
    game,
    registered: findSheet(ctx.book, registrationKey(game)) !== null,
    drawn: game !== 'preference' && findSheet(ctx.book, `draw.${game}`) !== null,
    groups: game !== 'preference' && findSheet(ctx.book, `groups.${game}`) !== null,
    bracket: game !== 'preference' && findSheet(ctx.book, `bracket.${game}`) !== null,
  }));
  const data: Status = {
    lang: ctx.lang,
    settings: findSheet(ctx.book, 'settings') !== null,
    settingsProblems: problemViews(ctx, 'billiards', '', ctx.settingsProblems),
    games,
    sheets: ctx.book.getSheets().map((s) => s.getName()),
  };
  return ok(ctx, '', [], data);
}

export { TEAM_ROWS };
