/**
 * The server API: one function per committee action (docs/server-api.md). Each takes the
 * services and plain arguments and returns plain data (`ActionResult`) the sidebar can show;
 * nothing throws to the caller. Every action that writes holds the document lock and is
 * all-or-nothing (plans are checked, then written by the one applier).
 */
import { formatMessage } from '../i18n/format';
import { cite, label, type SheetKey } from '../i18n/labels';
import { GAME_NAMES, type Lang } from '../i18n/messages';
import { drawGroups, type Entrant } from '../rules/draw';
import { newSeed, seedFrom } from '../rules/random';
import { MAX_PARTIES } from '../rules/backgammon';
import { checkRegistration as checkList, displayNames, REGISTRATION_FIELDS, type GameId, type Registrant } from '../rules/registration';
import { FORMAT_GROUPS, type Problem, type Settings } from '../rules/settings';
import type { BracketFormat } from '../rules/brackets';
import { bracketLayout, bracketSheetPlan, shownId } from './bracket';
import * as pref from './preference';
import { applyPlans, isFinalized, lockDown, PROTECTION_PREFIX, protectionDescription, restorable } from './apply';
import { cellText, findSheet, nameFor, problem, readAll, refused, say, withLock, type ActionResult, type Ctx, type ProblemView } from './context';
import { drawLogPlan, readDrawGroups } from './drawSheet';
import type { CellValue, Services } from './gas';
import { fail as raise } from '../rules/errors';
import { BG_FORFEITS, groupLayout, groupSheetPlan, tiebreakLabel, WITHDRAWN_COL, WITHDRAWN_RECT, WITHDRAWN_ROWS, type GroupGame, type GroupSpec } from './groups';
import { a1, columnLetters, type SheetPlan } from './plan';
import { loadRegistration, registrationKey, registrationSheetPlan } from './registrationSheet';
import { openCtx, settingsSheetPlan } from './settingsSheet';
import { langFromLocale } from '../i18n/format';

export type { ActionResult, ProblemView } from './context';

export const GROUP_GAMES: readonly GroupGame[] = ['futsal', 'billiards', 'backgammon'];
export const ALL_GAMES: readonly GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'];

type SettingsCtx = ReturnType<typeof openCtx>;

function ok<T>(message: string, sheets: string[], data?: T, problems: ProblemView[] = []): ActionResult<T> {
  return data === undefined ? { ok: true, message, problems, sheets } : { ok: true, message, problems, sheets, data };
}

function refuse<T>(message: string, problems: ProblemView[], data?: T): ActionResult<T> {
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
  const p = problem(ctx, 'error', 'unknownGameAction', { found: String(game) });
  return refuse(p.message, [p]);
}

// ---- setup ----------------------------------------------------------------------------------

/**
 * Creates what is missing of the settings sheet and the four registration sheets (never touches
 * the contents of a sheet that exists). The language: the settings sheet's if it exists, else
 * `lang` if given, else the spreadsheet's locale. Run again after adding committee e-mails to the
 * settings: every protection of the add-on's sheets then lists them as editors.
 */
export function setup(services: Services, options: { lang?: Lang | null } | null = {}): ActionResult {
  const ctx = openCtx(services);
  if (options === null || options.lang === null) options = {};
  if (options.lang !== undefined && !(['ru', 'kk', 'en'] as unknown[]).includes(options.lang)) {
    const p = problem(ctx, 'error', 'badLang', { found: String(options.lang) });
    return refuse(p.message, [p]);
  }
  return withLock(ctx, () => {
    const lang: Lang = findSheet(ctx.book, 'settings') ? ctx.lang : (options.lang ?? langFromLocale(ctx.book.getSpreadsheetLocale()));
    const plans: SheetPlan[] = [];
    if (!findSheet(ctx.book, 'settings')) plans.push(settingsSheetPlan(lang));
    for (const game of ALL_GAMES) if (!findSheet(ctx.book, registrationKey(game))) plans.push(registrationSheetPlan(game, lang));
    const result = applyPlans(services.app, plans, { editors: ctx.settings.committee });
    // Editors of every existing protection of ours brought up to date with the settings.
    for (const sheet of ctx.book.getSheets()) {
      if (result.created.includes(sheet.getName())) continue;
      for (const p of sheet.getProtections(services.app.ProtectionType.SHEET)) {
        if (p.getDescription().startsWith(PROTECTION_PREFIX)) lockDown(p, ctx.settings.committee);
      }
    }
    return ok(formatMessage('setupDone', { count: result.created.length }, lang), result.created);
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
  // The settings of this game and the general ones; another game's settings do not block it.
  const mine = ctx.settingsProblems.filter((p) => !p.field || !p.field.includes('.') || p.field.startsWith(`${game}.`));
  const problems: ProblemView[] = problemViews(ctx, game, reg.sheet, mine);
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

/** A seed given by the committee: a whole number or a text; nothing given = a new one. */
function seedOption(seed: unknown): number | undefined {
  if (seed === undefined || seed === null || (typeof seed === 'string' && seed.trim() === '')) return undefined;
  if (typeof seed !== 'number' && typeof seed !== 'string') raise('drawBadSeed', { found: seed }, { arg: 'seed' }); // described in the tournament language (TRUE → ИСТИНА)
  return seedFrom(seed);
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
export function draw(services: Services, game: unknown, options: DrawOptions | null = {}): ActionResult<DrawData> {
  options = options ?? {};
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const c = check(ctx, game);
    if (c.errors > 0) return refuse(formatMessage('checkBlocks', { errors: c.errors }, ctx.lang), c.problems);
    const seed = seedOption(options.seed) ?? newSeed(services.now());
    const { entrants: list, names } = entrants(game, c);
    const s = groupSettings(ctx.settings, game);
    const result = drawGroups({ entrants: list, groups: s.groups, minSize: s.minGroupSize, maxSize: s.maxGroupSize, seed });
    const groups: GroupSpec[] = result.groups.map((ids, i) => ({ letter: String.fromCharCode(65 + i), players: ids.map((id) => names.get(id) ?? id) }));
    if (c.warnings > 0 && !options.acceptWarnings) {
      return { ...refuse(formatMessage('confirmWarnings', { warnings: c.warnings }, ctx.lang), c.problems, { seed: result.seed, groups, needsConfirmation: true }), needsConfirmation: true };
    }
    const logName = nameFor(ctx, `draw.${game}`);
    const groupName = nameFor(ctx, `groups.${game}`);
    const plans = [
      drawLogPlan({ key: `draw.${game}`, name: logName, lang: ctx.lang, gameName: gameName(game, ctx.lang), result, names, time: services.now() }),
      groupSheetPlan(groupOptions(ctx, game, groups, groupName)),
    ];
    const refusal = rebuildBracket(ctx, game, groups, groupName, plans);
    if (refusal) return refusal;
    const written = applyPlans(services.app, plans, { editors: ctx.settings.committee });
    return ok(formatMessage('drawDone', { seed: result.seed, groups: groups.length }, ctx.lang), [...written.created, ...written.rewritten], { seed: result.seed, groups }, c.problems);
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
  const bad = settingsRefusal(ctx, game);
  if (bad) return bad;
  return withLock(ctx, () => {
    const groups = drawnGroups(ctx, game);
    if (!groups) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return refuse(p.message, [p]);
    }
    const groupName = nameFor(ctx, `groups.${game}`);
    const existing = findSheet(ctx.book, `groups.${game}`);
    const withdrawn = existing ? readWithdrawn(readAll(existing).values) : [];
    const plans = [groupSheetPlan({ ...groupOptions(ctx, game, groups, groupName), withdrawn })];
    const refusal = rebuildBracket(ctx, game, groups, groupName, plans);
    if (refusal) return refusal;
    const written = applyPlans(services.app, plans, { editors: ctx.settings.committee });
    return ok(formatMessage('sheetsWritten', { sheets: [...written.created, ...written.rewritten].join(', ') }, ctx.lang), [...written.created, ...written.rewritten], { groups });
  });
}

/** A refusal when the settings of this game (or the general ones) cannot be read. */
function settingsRefusal(ctx: SettingsCtx, game: GroupGame): ActionResult<never> | null {
  const mine = ctx.settingsProblems.filter((p) => p.severity === 'error' && (!p.field || !p.field.includes('.') || p.field.startsWith(`${game}.`)));
  if (mine.length === 0) return null;
  const views = problemViews(ctx, game, '', mine);
  return refuse(views[0]?.message ?? '', views);
}

/** A refusal when the play-off format of the settings needs another number of groups. */
function formatMismatch(ctx: SettingsCtx, game: GroupGame, groups: readonly GroupSpec[]): ActionResult<never> | null {
  const format = bracketFormat(ctx.settings, game);
  if (groups.length === FORMAT_GROUPS[format]) return null;
  const p = problem(ctx, 'error', 'formatGroups', { format, need: FORMAT_GROUPS[format], found: groups.length });
  return refuse(p.message, [p]);
}

/**
 * A play-off sheet made for earlier groups points at the old group blocks: when one exists, its
 * rebuild joins `plans` (written together, refused if anything is typed in it), or a refusal when
 * the format no longer fits the groups.
 */
function rebuildBracket(ctx: SettingsCtx, game: GroupGame, groups: GroupSpec[], groupSheet: string, plans: SheetPlan[]): ActionResult<never> | null {
  const old = findSheet(ctx.book, `bracket.${game}`);
  if (!old) return null;
  const refusal = formatMismatch(ctx, game, groups);
  if (refusal) return refusal;
  plans.push(bracketPlan(ctx, game, groups, groupSheet, old.getName()));
  return null;
}

/** The cells of a group sheet's withdrawn list, in order ("" where empty). */
function withdrawnColumn(values: readonly (readonly unknown[])[]): string[] {
  return Array.from({ length: WITHDRAWN_RECT.rows }, (_, i) => cellText(values[WITHDRAWN_RECT.row + i]?.[WITHDRAWN_COL] as never));
}

/** The names on a group sheet's withdrawn list. */
function readWithdrawn(values: readonly (readonly unknown[])[]): string[] {
  return withdrawnColumn(values).filter((name) => name !== '');
}

function bracketPlan(ctx: SettingsCtx, game: GroupGame, groups: GroupSpec[], groupSheet: string, name: string): SheetPlan {
  return bracketSheetPlan({
    game,
    lang: ctx.lang,
    name,
    format: bracketFormat(ctx.settings, game),
    groupSheet,
    groups,
    partiesToWin: ctx.settings.billiards.partiesToWin,
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
  const bad = settingsRefusal(ctx, game);
  if (bad) return bad;
  return withLock(ctx, () => {
    const groups = drawnGroups(ctx, game);
    const groupSheet = findSheet(ctx.book, `groups.${game}`);
    if (!groups || !groupSheet) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return refuse(p.message, [p]);
    }
    const format = bracketFormat(ctx.settings, game);
    const refusal = formatMismatch(ctx, game, groups);
    if (refusal) return refusal;
    const plan = bracketPlan(ctx, game, groups, groupSheet.getName(), nameFor(ctx, `bracket.${game}`));
    const written = applyPlans(services.app, [plan], { editors: ctx.settings.committee });
    const sheets = [...written.created, ...written.rewritten];
    return ok(formatMessage('sheetsWritten', { sheets: sheets.join(', ') }, ctx.lang), sheets, { format });
  });
}

// ---- withdrawals ------------------------------------------------------------------------------------

export interface WithdrawData {
  player: string;
  /** cells that received a forfeit */
  cells: string[];
}

/** How names are compared for a suggestion: case, "ё", punctuation and extra spaces left out. */
function looseName(s: string): string {
  return s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Edit distance (insertions, deletions, substitutions) of two short texts. */
function editDistance(x: string, y: string): number {
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) cur.push(Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[y.length] as number;
}

/** Suggestions offered for a name not found; at most this many. */
const MAX_NEAR_NAMES = 5;

/**
 * The listed names that look like `who`, in sheet order, the closest kind found: the same but for
 * case, "ё", punctuation or spacing; else every typed word among the name's words ("иван иванов"
 * → "Иванов Иван") or the same first word (the surname, a team's first word); else one or two
 * letters off the whole name, or one off its first word (a typo).
 */
export function nearNames<T extends { name: string }>(who: string, listed: readonly T[]): T[] {
  const typed = looseName(who);
  if (typed === '') return [];
  const words = typed.split(' ');
  const head = words[0] as string;
  const names = listed.map((x) => ({ x, name: looseName(x.name) })).filter((n) => n.name !== '');
  const tiers: ((name: string, own: string[]) => boolean)[] = [
    (name) => name === typed,
    (_, own) => words.every((w) => own.includes(w)) || own[0] === head,
    (name, own) => (typed.length >= 4 && editDistance(name, typed) <= 2) || (head.length >= 4 && editDistance(own[0] as string, head) <= 1),
  ];
  for (const fits of tiers) {
    const found = names.filter((n) => fits(n.name, n.name.split(' ')));
    if (found.length > 0) return found.slice(0, MAX_NEAR_NAMES).map((n) => n.x);
  }
  return [];
}

/**
 * `unknownPlayer`: the name is not on `sheet`, where names are looked up (the group sheet, or the
 * preference attendance sheet); names that look alike are offered, each pointing at its cell.
 */
function unknownPlayer(ctx: Ctx, who: string, sheet: string, listed: readonly { name: string; cell: string }[]): ActionResult<never> {
  const near = nearNames(who, listed);
  const hint = near.length > 0 ? `; ${say(ctx, 'playerNearHint', { names: near.map((x) => quoted(x.name, ctx.lang)).join(', ') })}` : '';
  const p = problem(ctx, 'error', 'unknownPlayer', { name: who, sheet, hint });
  return refuse(p.message, [p, ...near.map((x) => problem(ctx, 'error', 'playerNear', { name: x.name }, x.cell))]);
}

/** A name quoted as the language quotes it. */
function quoted(s: string, lang: Lang): string {
  return lang === 'en' ? `"${s}"` : `«${s}»`;
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
    const who = cellText(typeof player === 'string' || typeof player === 'number' ? String(player) : '');
    const groups = drawnGroups(ctx, game);
    const sheet = findSheet(ctx.book, `groups.${game}`);
    if (!groups || !sheet) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return refuse(p.message, [p]);
    }
    // A finalized group stage keeps its results; only the withdrawn list (which the play-off
    // reads) is written.
    const frozen = isFinalized(services.app, sheet);
    const key = who.toLowerCase();
    const name = groups.flatMap((g) => g.players).find((p) => p.toLowerCase() === key);
    const layout = groupLayout(game, groups);
    if (!name || who === '') {
      // Names are looked up on the group sheet: say so, and offer the names that look alike.
      const listed = layout.blocks.flatMap((b) => b.players.map((p, i) => ({ name: p, cell: `${sheet.getName()}!${a1(b.playersRect.row + i, b.playersRect.col)}` })));
      return unknownPlayer(ctx, who, sheet.getName(), listed);
    }
    const { values } = readAll(sheet);
    const cols = layout.columns;
    const writes: { row: number; col: number; value: string }[] = [];
    const listed = withdrawnColumn(values);
    if (!listed.some((n) => n.toLowerCase() === key)) {
      const free = listed.findIndex((n) => n === '');
      if (free < 0) raise('withdrawnFull', { sheet: sheet.getName(), max: WITHDRAWN_ROWS });
      writes.push({ row: WITHDRAWN_RECT.row + free, col: WITHDRAWN_COL, value: name });
    }
    for (const block of frozen ? [] : layout.blocks) {
      for (const m of block.matches) {
        const side = m.a.toLowerCase() === key ? 'a' : m.b.toLowerCase() === key ? 'b' : null;
        if (!side) continue;
        const row = values[m.row] ?? [];
        if (game === 'backgammon') {
          // Only a match with nothing typed: no parties, no no-show (a typed one stands).
          const fo = cols.forfeit as number;
          const typed = cellText(row[fo]) !== '' || [0, 1, 2, 3].some((k) => cellText(values[m.row + k]?.[cols.partyA as number]) !== '' || cellText(values[m.row + k]?.[cols.partyB as number]) !== '');
          if (!typed) writes.push({ row: m.row, col: fo, value: side === 'a' ? BG_FORFEITS[0] : BG_FORFEITS[1] });
          continue;
        }
        if (cellText(row[cols.scoreA]) !== '' || cellText(row[cols.scoreB]) !== '') continue;
        writes.push({ row: m.row, col: cols.scoreA, value: side === 'a' ? '-' : '+' });
        writes.push({ row: m.row, col: cols.scoreB, value: side === 'a' ? '+' : '-' });
      }
    }
    // A handful of cells of one player, all of them empty before: one call each, undone together
    // if any fails (all or nothing).
    const done: typeof writes = [];
    try {
      for (const w of writes) {
        sheet.getRange(w.row + 1, w.col + 1, 1, 1).setValues([[`'${w.value}`]]);
        done.push(w);
      }
    } catch (error) {
      for (const w of done.reverse()) {
        try {
          sheet.getRange(w.row + 1, w.col + 1, 1, 1).setValues([['']]);
        } catch {
          // keep undoing; the original error is reported
        }
      }
      throw error;
    }
    const cells = writes.filter((w) => w.col !== WITHDRAWN_COL).map((w) => `${sheet.getName()}!${columnLetters(w.col)}${w.row + 1}`);
    return ok(formatMessage('withdrawDone', { name, count: cells.length / (game === 'backgammon' ? 1 : 2) }, ctx.lang), writes.length ? [sheet.getName()] : [], { player: name, cells });
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
      return refuse(p.message, [p]);
    }
    const { values } = readAll(sheet);
    const row = values.findIndex((line, r) => r >= pref.ATTENDANCE.first && cellText(line[pref.ATTENDANCE.player]).toLowerCase() === who.toLowerCase());
    if (row < 0 || who === '') {
      const listed = values
        .map((line, r) => ({ name: cellText(line[pref.ATTENDANCE.player]), cell: `${sheet.getName()}!${a1(r, pref.ATTENDANCE.player)}`, r }))
        .filter((x) => x.r >= pref.ATTENDANCE.first && x.name !== '');
      return unknownPlayer(ctx, who, sheet.getName(), listed);
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
    const name = cellText(values[row]?.[pref.ATTENDANCE.player]);
    return ok(formatMessage('prefWithdrawDone', { name, count: cells.length }, ctx.lang), cells.length ? [sheet.getName()] : [], { player: name, cells });
  });
}

// ---- preference ----------------------------------------------------------------------------------

export interface PreferenceOptions {
  /** tour 1: a seed to reproduce a recorded draw */
  seed?: number | string;
  /** the committee has seen the registration warnings and goes on */
  acceptWarnings?: boolean;
}

/** The preference players (registration order, display names) once the check passes. */
function preferencePlayers(ctx: SettingsCtx, options: PreferenceOptions | null): { players: string[] } | { refusal: ActionResult<never> } {
  const c = check(ctx, 'preference');
  options = options ?? {};
  if (c.errors > 0) return { refusal: refuse(formatMessage('checkBlocks', { errors: c.errors }, ctx.lang), c.problems) };
  if (c.warnings > 0 && !options.acceptWarnings) {
    const refusal: ActionResult<never> = { ok: false, message: formatMessage('confirmWarnings', { warnings: c.warnings }, ctx.lang), problems: c.problems, sheets: [], needsConfirmation: true };
    return { refusal };
  }
  return { players: c.names };
}

/** The attendance sheet: one checkbox per player and tour for an announced absence (Art. 16 item 4). */
export function prepareAttendance(services: Services, options: PreferenceOptions | null = {}): ActionResult<pref.AttendanceData> {
  const ctx = openCtx(services);
  const p = preferencePlayers(ctx, options);
  if ('refusal' in p) return p.refusal;
  return pref.prepareAttendance(ctx, p.players, ctx.settings.preference.tours);
}

/**
 * Seats tour `n`: tour 1 by a recorded random draw, later tours by the standings after the tour
 * before, which must be complete (Art. 17 items 3–4); the announced absentees are not seated.
 */
export function seatTour(services: Services, n: unknown, options: PreferenceOptions | null = {}): ActionResult<pref.SeatTourData> {
  const ctx = openCtx(services);
  const p = preferencePlayers(ctx, options);
  if ('refusal' in p) return p.refusal;
  const s = ctx.settings.preference;
  let seed: number | undefined;
  try {
    seed = seedOption(options?.seed);
  } catch (error) {
    return refused(ctx, error);
  }
  return pref.seatTour(ctx, typeof n === 'number' ? n : Number(n), p.players, {
    tours: s.tours,
    pool: s.pool,
    minutes: s.tourMinutes,
    ...(seed === undefined ? {} : { seed }),
  });
}

/** The final table: the top of the standings after the last tour, without anyone who missed it (Art. 17 item 5). */
export function seatFinal(services: Services, options: PreferenceOptions | null = {}): ActionResult<pref.SeatFinalData> {
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
 * Whether a stage is decided, judged from the values of its sheets as finalize read them (one
 * getValues per sheet, by sheet name): null when it is, else the refusal (`stageIncomplete`)
 * saying in the committee's terms what is missing, with the cells to point at.
 */
export type StageCheck = (values: ReadonlyMap<string, CellValue[][]>) => ActionResult<never> | null;

/**
 * Freezes a finished stage: each sheet's formulas become their values (so a downloaded XLSX
 * reads the same without the add-on) and the sheet is locked entirely. Refused while any cell
 * shows an error, or while `decided` finds the stage unfinished.
 */
export function finalizeSheets(services: Services, sheetNames: readonly string[], decided?: StageCheck): ActionResult<{ sheets: string[] }> {
  const ctx = openCtx(services);
  return withLock(ctx, () => {
    const sheets = sheetNames.map((n) => ctx.book.getSheetByName(n));
    const missing = sheetNames.filter((_, i) => !sheets[i]);
    if (missing.length > 0) {
      const p = problem(ctx, 'error', 'noSuchSheet', { sheet: missing.join(', ') });
      return refuse(p.message, [p]);
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
      return refuse(p.message, [p, ...bad.slice(0, 12).map((cell) => ({ severity: 'error' as const, code: 'finalizeErrors', message: cell, cell }))]);
    }
    // The stage must be decided: what is missing is said in the committee's terms.
    const open = decided?.(new Map(read.map((r) => [r.sheet.getName(), r.values])));
    if (open) return open;
    // All or nothing: what each sheet was (formulas, protection) is kept to put back on a failure.
    const before = read.map((r) => {
      const protections = r.sheet.getProtections(services.app.ProtectionType.SHEET);
      return {
        formulas: r.range.getFormulas(),
        description: protections.map((p) => p.getDescription()).join(' '),
        open: protections.flatMap((p) => p.getUnprotectedRanges()),
      };
    });
    let touched = 0;
    try {
      for (const r of read) {
        touched++;
        r.range.setValues(r.values.map((row) => row.map((v) => (typeof v === 'string' && v !== '' ? `'${v}` : v))));
        const old = r.sheet.getProtections(services.app.ProtectionType.SHEET);
        const key = /^tournament:([^:\s]+)/.exec(old.map((p) => p.getDescription()).join(' '))?.[1] ?? r.sheet.getName().replace(/[^\p{L}\p{N}.-]+/gu, '_');
        for (const p of old) p.remove();
        // Locked for everyone but the owner, the runner and the committee; marked final, so no
        // action ever rewrites it (apply.ts refuses).
        const locked = r.sheet.protect().setDescription(protectionDescription(key, 'final'));
        lockDown(locked, ctx.settings.committee);
      }
    } catch (error) {
      read.slice(0, touched).forEach((r, i) => {
        const b = before[i];
        if (!b) return;
        try {
          // Emptied first, so nothing blocks the array formulas' spills when they come back.
          r.range.setValues(r.values.map((row) => row.map(() => '')));
          r.range.setValues(restorable(r.values, b.formulas));
          for (const p of r.sheet.getProtections(services.app.ProtectionType.SHEET)) p.remove();
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
    const names = read.map((r) => r.sheet.getName());
    return ok(formatMessage('finalizeDone', { sheets: names.join(', ') }, ctx.lang), names, { sheets: names });
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
    const values = read.get(name) ?? [];
    const layout = groupLayout(game, groups);
    const cols = layout.columns;
    const v = (row: number, col: number) => textAt(values, row, col);
    const at = (row: number, col: number) => `${name}!${a1(row, col)}`;
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
        items.push(problem(ctx, 'error', 'openGroupMatches', { group: b.letter, count: open.length, total: b.matches.length }, open[0]));
        continue;
      }
      // Every match has a result: the places GROUP_TABLE shows tell who is level for 1st or 2nd.
      const lines = b.players.map((_, i) => ({ place: values[b.data + i]?.[cols.table], player: v(b.data + i, cols.table + 1) }));
      const placed = lines.filter((l): l is { place: number; player: string } => typeof l.place === 'number' && l.player !== '');
      const shared = [1, 2].find((p) => placed.filter((l) => l.place === p).length > 1);
      const tied = shared === undefined ? b.players : placed.filter((l) => l.place === shared).map((l) => l.player);
      const tb = b.tiebreakRect;
      let row = tb.row;
      while (row < tb.row + tb.rows - 1 && v(row, tb.col) !== '') row++;
      const { code, article } = GROUP_TIEBREAK[game];
      items.push(problem(ctx, 'error', code, { group: b.letter, names: tied.join(', '), rows: label(tiebreakLabel(game), ctx.lang), cite: cite(article, 6)[ctx.lang] }, at(row, tb.col)));
    }
    if (items.length === 0) return null;
    return undecided(ctx, say(ctx, 'openGroups', { items: items.map((p) => p.message).join('; ') }), items);
  };
}

/**
 * The play-off: while places 1–3 are not all filled, every match without a winner yet is named
 * by its label, pointing at its first score input (backgammon: the first party row).
 */
function bracketStageCheck(ctx: Ctx, game: GroupGame, layout: ReturnType<typeof bracketLayout>, name: string): StageCheck {
  return (read) => {
    const values = read.get(name) ?? [];
    const v = (r: { row: number; col: number }) => textAt(values, r.row, r.col);
    const at = (r: { row: number; col: number }) => `${name}!${a1(r.row, r.col)}`;
    const places = ([1, 2, 3] as const).map((p) => layout.places[p]);
    if (places.every((p) => v(p) !== '')) return null;
    const open = layout.matches.filter((m) => v(m.winner) === '');
    if (open.length === 0) {
      const empty = places.filter((p) => v(p) === '').map(at);
      return undecided(ctx, say(ctx, 'openPlaces', { cells: empty.join(', ') }), empty.map((cell) => ({ severity: 'error' as const, code: 'openPlaces', message: cell, cell })));
    }
    const items = open.map((m) => {
      const a = v(m.a);
      const b = v(m.b);
      const input = game === 'backgammon' && m.parties ? m.parties : m.scoreA;
      return problem(ctx, 'error', 'openBracketMatch', { match: shownId(m.id, ctx.lang), players: a !== '' && b !== '' ? ` (${a} – ${b})` : '' }, at(input));
    });
    return undecided(ctx, say(ctx, 'openBracket', { count: open.length, matches: open.map((m) => shownId(m.id, ctx.lang)).join(', ') }), items);
  };
}

/** The pool and mountain cells of a table left empty, in seat order ("Sheet!J7"). */
function emptyEntries(name: string, t: pref.TableRecord): string[] {
  const r = pref.blockRects(t.block);
  const out: string[] = [];
  t.players.forEach((_, k) => {
    if (t.pools[k] === null) out.push(`${name}!${a1(r.first + k, r.pools.col)}`);
    if (t.mountains[k] === null) out.push(`${name}!${a1(r.first + k, r.mountains.col)}`);
  });
  return out;
}

/** A preference tour: "nothing entered yet", or the tables still missing a pool or a mountain. */
function tourOpen(ctx: Ctx, rec: pref.TourRecord): { detail: string; items: ProblemView[] } | null {
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

function tourStageCheck(ctx: Ctx, name: string, n: number): StageCheck {
  return (read) => {
    const open = tourOpen(ctx, pref.tourFromValues(read.get(name) ?? [], name, n));
    return open && undecided(ctx, open.detail, open.items);
  };
}

function finalStageCheck(ctx: Ctx, name: string): StageCheck {
  return (read) => {
    const rec = pref.finalFromValues(read.get(name) ?? [], name);
    const t = rec.table;
    if (t.complete) return null;
    const empty = emptyEntries(name, t);
    const p = t.typed
      ? problem(ctx, 'error', 'openFinalPart', { names: t.players.filter((_, k) => t.pools[k] === null || t.mountains[k] === null).join(', ') }, empty[0])
      : problem(ctx, 'error', 'openFinalEmpty', { sheet: name }, empty[0]);
    return undecided(ctx, p.message, [p]);
  };
}

/** The standings: after the last tour only — names the tours not seated and those not complete. */
function standingsStageCheck(ctx: Ctx, tours: number): StageCheck {
  return () => {
    const unseated: number[] = [];
    const incomplete: pref.TourRecord[] = [];
    for (let k = 1; k <= tours; k++) {
      const sheet = findSheet(ctx.book, 'pref.tour', { n: k });
      if (!sheet) unseated.push(k);
      else {
        const rec = pref.readTour(sheet, k);
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
        items.push(problem(ctx, 'error', 'openTourTables', { tour: rec.n, tables: open.map((t) => t.label).join(', ') }, first ? emptyEntries(rec.sheet, first)[0] : undefined));
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
export function finalizeStage(services: Services, game: unknown, stage: unknown, n?: unknown): ActionResult<{ sheets: string[] }> {
  const ctx = openCtx(services);
  let key: SheetKey;
  let params: Record<string, number> = {};
  if (game === 'preference') {
    if (stage === 'tour') {
      key = 'pref.tour';
      const tours = ctx.settings.preference.tours;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > tours) {
        const p = problem(ctx, 'error', 'badTourNumber', { found: String(n), tours });
        return refuse(p.message, [p]);
      }
      params = { n };
    } else if (stage === 'final' || stage === 'standings') key = `pref.${stage}`;
    else {
      const p = problem(ctx, 'error', 'unknownStage', { found: String(stage) });
      return refuse(p.message, [p]);
    }
  } else {
    if (!isGroupGame(game)) return unknownGame(ctx, game);
    if (stage !== 'groups' && stage !== 'bracket') {
      const p = problem(ctx, 'error', 'unknownStage', { found: String(stage) });
      return refuse(p.message, [p]);
    }
    key = `${stage}.${game}`;
  }
  const sheet = findSheet(ctx.book, key, params);
  if (!sheet) {
    const p = problem(ctx, 'error', 'noSuchSheet', { sheet: nameFor(ctx, key, params) });
    return refuse(p.message, [p]);
  }
  const name = sheet.getName();
  let decided: StageCheck | undefined;
  if (isGroupGame(game)) {
    const groups = drawnGroups(ctx, game);
    if (groups && stage === 'groups') decided = groupStageCheck(ctx, game, groups, name);
    else if (groups && stage === 'bracket') {
      const groupSheet = findSheet(ctx.book, `groups.${game}`);
      const layout = bracketLayout({ game, lang: ctx.lang, name, format: bracketFormat(ctx.settings, game), groupSheet: groupSheet?.getName() ?? '', groups, partiesToWin: ctx.settings.billiards.partiesToWin });
      decided = bracketStageCheck(ctx, game, layout, name);
    }
  } else if (stage === 'tour') decided = tourStageCheck(ctx, name, params.n as number);
  else if (stage === 'final') decided = finalStageCheck(ctx, name);
  else decided = standingsStageCheck(ctx, ctx.settings.preference.tours);
  return finalizeSheets(services, [name], decided);
}

// ---- status ----------------------------------------------------------------------------------------------

export interface GameStatus {
  game: GameId;
  registered: boolean;
  drawn: boolean;
  groups: boolean;
  bracket: boolean;
  /** people on the registration sheet (0 without the sheet) */
  registrants: number;
  /** futsal: teams on the registration's team list; 0 for the other games */
  teams: number;
  /** the group sheet is finalized (always false for preference) */
  groupsFinalized: boolean;
  /** the play-off sheet is finalized (always false for preference) */
  bracketFinalized: boolean;
}

/** A preference tour for the sidebar: `preferenceStatus`'s, plus whether it is finalized. */
export interface TourProgress {
  n: number;
  seated: boolean;
  complete: boolean;
  finalized: boolean;
  tables: number;
  completeTables: number;
}

export interface PreferenceProgress {
  /** `preference.tours` of the settings */
  tours: number;
  attendance: boolean;
  rounds: TourProgress[];
  final: { seated: boolean; complete: boolean; finalized: boolean };
  standingsFinalized: boolean;
  next: pref.PreferenceStatusData['next'];
}

export interface Status {
  lang: Lang;
  settings: boolean;
  settingsProblems: ProblemView[];
  games: GameStatus[];
  sheets: string[];
  /** where preference stands (`preferenceStatus`); null when its sheets cannot be read */
  preference: PreferenceProgress | null;
  /** why `preference` is null (`preferenceStatus`'s refusal), else [] */
  preferenceProblems: ProblemView[];
}

function finalized(ctx: Ctx, key: SheetKey, params: Record<string, number> = {}): boolean {
  const sheet = findSheet(ctx.book, key, params);
  return sheet !== null && isFinalized(ctx.services.app, sheet);
}

/** A registration as far as it can be read (null if reading it fails: the status still answers). */
function readRegistrationOrNull(ctx: Ctx, game: GameId): ReturnType<typeof loadRegistration> | null {
  try {
    return loadRegistration(ctx.book, game);
  } catch {
    return null;
  }
}

/** What exists so far, for the sidebar to show what is done and what is next. Reads only. */
export function status(services: Services): ActionResult<Status> {
  const ctx = openCtx(services);
  const regs = new Map(ALL_GAMES.map((game) => [game, readRegistrationOrNull(ctx, game)] as const));
  const games: GameStatus[] = ALL_GAMES.map((game) => {
    const reg = regs.get(game);
    return {
      game,
      registered: findSheet(ctx.book, registrationKey(game)) !== null,
      drawn: game !== 'preference' && findSheet(ctx.book, `draw.${game}`) !== null,
      groups: game !== 'preference' && findSheet(ctx.book, `groups.${game}`) !== null,
      bracket: game !== 'preference' && findSheet(ctx.book, `bracket.${game}`) !== null,
      registrants: reg?.registrants.length ?? 0,
      teams: reg?.teams.length ?? 0,
      groupsFinalized: game !== 'preference' && finalized(ctx, `groups.${game}`),
      bracketFinalized: game !== 'preference' && finalized(ctx, `bracket.${game}`),
    };
  });
  const tours = ctx.settings.preference.tours;
  const st = pref.preferenceStatus(ctx, displayNames(regs.get('preference')?.registrants ?? []), tours);
  const preference: PreferenceProgress | null = st.data
    ? {
        tours: st.data.tours,
        attendance: st.data.attendance,
        rounds: st.data.rounds.map((r) => ({
          n: r.n,
          seated: r.seated,
          complete: r.complete,
          finalized: r.seated && finalized(ctx, 'pref.tour', { n: r.n }),
          tables: r.tables,
          completeTables: r.completeTables,
        })),
        final: { seated: st.data.final.seated, complete: st.data.final.complete, finalized: finalized(ctx, 'pref.final') },
        standingsFinalized: finalized(ctx, 'pref.standings'),
        next: st.data.next,
      }
    : null;
  const data: Status = {
    lang: ctx.lang,
    settings: findSheet(ctx.book, 'settings') !== null,
    settingsProblems: problemViews(ctx, 'billiards', '', ctx.settingsProblems),
    games,
    sheets: ctx.book.getSheets().map((s) => s.getName()),
    preference,
    preferenceProblems: st.ok ? [] : st.problems,
  };
  const message = formatMessage('statusSummary', { sheets: data.sheets.length }, ctx.lang);
  return ok(message, [], data);
}
