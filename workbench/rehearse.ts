/**
 * The rehearsal: all four tournaments played end to end on the fake spreadsheet through the same
 * server API the sidebar calls (google.script.run → dist/Code.js, workbench/host.ts), with random
 * but plausible results typed by referees (workbench/play.ts); every stage finalized; the final
 * record written as DIR/tournament.xlsx (workbench/xlsx.ts); places 1–3 of each game printed.
 *
 *   npm run rehearse -- --out out/rehearsal [--seed 7] [--lang ru|kk|en]
 *
 * The same seed gives the same file, byte for byte: the registration, the draws, every result,
 * the server's clock and the file's dates all derive from it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FakeBook, FakeSpreadsheetApp } from '../fakes/book';
import { sheetName } from '../src/i18n/labels';
import type { Lang } from '../src/i18n/messages';
import { seedFrom } from '../src/rules/random';
import type { Table } from '../src/rules/seating';
import type { SeatedTable } from '../src/sheets/kinds/tourSheet';
import { DEFAULT_SETTINGS } from '../src/rules/settings';
import type { GameId } from '../src/rules/registration';
import { bracketLayout } from '../src/sheets/kinds/bracketSheet';
import type { ActionResult } from '../src/sheets/context';
import type { GroupGame, GroupSpec } from '../src/sheets/kinds/groupSheet';
import type { BracketFormat } from '../src/rules/brackets';
import { loadAddon, type AddonHost } from './host';
import {
  attendancePlayers,
  bracketPlaces,
  Dice,
  finalPlaces,
  playBracket,
  playFinal,
  playGroups,
  playTour,
  tickAbsence,
} from './play';
import { pasteSample, sampleRegistration } from './sample';
import { exportXlsx, SOFFICE, xlsxErrors, xlsxToPdf } from './xlsx';

export const GAMES: readonly GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'];
const LANGS: readonly Lang[] = ['ru', 'kk', 'en'];

export interface RehearsalOptions {
  /** the directory tournament.xlsx is written to (created if missing) */
  out: string;
  seed: number;
  lang: Lang;
  /**
   * the committee makes each game's day plan and plan by player (Art. 3 items 1–2) once the groups
   * (the attendance) are known, and again at the end for the record: the first day of each game typed
   * on the settings sheet (FIRST_DAYS). Default true, as a committee does (issue 24 item 7: the
   * record printed with its day plans); false (--no-day-plans) plays the games with no calendar.
   */
  dayPlans?: boolean;
  /** also print the record to DIR/tournament.pdf (LibreOffice headless, when installed) */
  pdf?: boolean;
  /** progress lines (default: none) */
  log?: (line: string) => void;
  /** wraps the add-on the committee drives (bench/cost.ts counts each click's calls) */
  wrap?: (host: AddonHost, book: FakeBook) => AddonHost;
}

export interface RehearsalResult {
  file: string;
  /** DIR/tournament.pdf and its pages (with `pdf`), or why it was not written */
  pdf?: { file: string; pages: number } | { skipped: string };
  bytes: Buffer;
  book: FakeBook;
  /** places 1–3 of each game, as its final sheet shows them */
  places: Record<GameId, [string, string, string]>;
  /** the stage sheets finalized, in order */
  finalized: string[];
  /** what happened worth telling: forfeits, tiebreaks, shoot-outs, absences */
  events: string[];
  ms: number;
}

/** A refused action (or a broken expectation), naming the action and the game. */
export class RehearsalError extends Error {}

/** The server's clock: 22 Nov 2026 09:00 UTC plus up to a day by the seed, one second per reading. */
export function clockFor(seed: number): { start: number; now: () => number } {
  const start = Date.UTC(2026, 10, 22, 9, 0, 0) + (seedFrom(seed) % 1440) * 60_000;
  let t = start;
  return { start, now: () => (t += 1000) };
}

/** The seed of a game's draw (or tour 1's), derived from the rehearsal's seed. */
export function drawSeed(seed: number, game: GameId): number {
  return seedFrom(`${seed}/${game}/draw`);
}

/**
 * The committee's calendar (Art. 3 item 1), typed on the settings sheet: futsal the day after the
 * clock's, then billiards (two days, Art. 11 item 1), backgammon and preference (two days, Art. 17
 * item 1), one after another.
 */
export const FIRST_DAYS: Record<GameId, number> = { futsal: 1, billiards: 2, backgammon: 4, preference: 5 };

function setFirstDays(book: FakeBook, lang: Lang, start: number): void {
  const sheet = sheetName('settings', lang);
  const keys = book.toMatrix(sheet).map((line) => line[0]);
  for (const game of GAMES) {
    const row = keys.indexOf(`${game}.firstDay`) + 1;
    if (row === 0) throw new RehearsalError(`${sheet}: no row ${game}.firstDay`);
    const day = new Date(start + FIRST_DAYS[game] * 86_400_000).toISOString().slice(0, 10);
    book.typeAs('committee', sheet, `C${row}`, day.split('-').reverse().join('.'));
  }
}

/** A committee member at the sidebar: every action through google.script.run, checked. */
export class Committee {
  constructor(
    private readonly host: AddonHost,
    private readonly log: (line: string) => void,
  ) {}

  /** google.script.run.<action>(...args); anything but ok stops the rehearsal. */
  act<T>(game: GameId, action: string, args: unknown[] = []): T {
    const r = this.host.run(action, args) as ActionResult<T>;
    if (!r || typeof r !== 'object' || r.ok !== true) {
      const problems = (r?.problems ?? []).map((p) => `  - ${p.cell ? `${p.cell}: ` : ''}${p.message}`).join('\n');
      throw new RehearsalError(
        `${game}: ${action}(${args.map((a) => JSON.stringify(a)).join(', ')}) was refused: ${r?.message ?? String(r)}${problems ? `\n${problems}` : ''}`,
      );
    }
    this.log(`${game}: ${action} — ${r.message}`);
    return r.data as T;
  }
}

function groupGame(
  o: RehearsalOptions,
  book: FakeBook,
  c: Committee,
  game: GroupGame,
  events: string[],
  finalized: string[],
): [string, string, string] {
  const { lang } = o;
  const dice = new Dice(o.seed, game);
  const check = c.act<{ errors: number }>(game, 'serverCheckRegistration', [game]);
  if (check.errors !== 0) throw new RehearsalError(`${game}: the registration check found ${check.errors} error(s)`);
  const drawn = c.act<{ groups: GroupSpec[] }>(game, 'serverDraw', [game, { seed: drawSeed(o.seed, game) }]);
  // The committee announces the times and places once the groups are known (Art. 3 items 1–2).
  if (o.dayPlans) c.act(game, 'serverDayPlan', [game]);
  const groupSheet = sheetName(`groups.${game}`, lang);
  const partiesToWin = DEFAULT_SETTINGS.billiards.partiesToWin;
  const groups = playGroups(book, {
    game,
    sheet: groupSheet,
    groups: drawn.groups,
    dice,
    partiesToWin,
    // Art. 11 item 18, Art. 14 item 12: he who does not appear leaves; futsal teams play on.
    ...(game === 'futsal' ? {} : { onNoShow: (player: string) => c.act(game, 'serverWithdraw', [game, player]) }),
  });
  events.push(
    ...groups.forfeits.map((f) => `${game} groups: ${f}`),
    ...groups.tiebreaks.map((t) => `${game} groups tiebreak: ${t}`),
  );
  if (game === 'futsal') events.push(`futsal groups: ${groups.draws} drawn match(es)`);
  finalized.push(...c.act<{ sheets: string[] }>(game, 'serverFinalizeStage', [game, 'groups']).sheets);

  const generated = c.act<{ format: BracketFormat }>(game, 'serverGenerateBracket', [game]);
  const bracketSheet = sheetName(`bracket.${game}`, lang);
  const layout = bracketLayout({
    game,
    lang,
    name: bracketSheet,
    format: generated.format,
    groupSheet,
    groups: drawn.groups,
    partiesToWin,
  });
  const po = playBracket(book, { game, sheet: bracketSheet, layout, dice, partiesToWin });
  events.push(
    ...po.noShows.map((x) => `${game} play-off no-show: ${x}`),
    ...po.shootouts.map((x) => `${game} play-off shoot-out: ${x}`),
    ...po.walkovers.map((x) => `${game} play-off walkover: ${x}`),
  );
  finalized.push(...c.act<{ sheets: string[] }>(game, 'serverFinalizeStage', [game, 'bracket']).sheets);
  return bracketPlaces(book, bracketSheet, layout);
}

/** The referee's reasons, in the tournament's language. */
const REASONS: Record<'late' | 'speaking' | 'award' | 'left', Record<Lang, string>> = {
  left: {
    ru: 'уехал по семейным обстоятельствам',
    kk: 'отбасылық жағдайға байланысты кетті',
    en: 'had to leave for family reasons',
  },
  late: { ru: 'опоздал более чем на 10 минут', kk: '10 минуттан артық кешікті', en: 'more than 10 minutes late' },
  speaking: { ru: 'высказался не в свою очередь', kk: 'өз кезегінен тыс сөйледі', en: 'spoke out of turn' },
  award: {
    ru: 'спор о сносе, решение судьи',
    kk: 'снос туралы дау, төрешінің шешімі',
    en: 'dispute over the discard, the referee decided',
  },
};

function preference(
  o: RehearsalOptions,
  book: FakeBook,
  c: Committee,
  events: string[],
  finalized: string[],
): [string, string, string] {
  const game = 'preference';
  const { lang } = o;
  const dice = new Dice(o.seed, game);
  const tours = DEFAULT_SETTINGS.preference.tours;
  const check = c.act<{ errors: number }>(game, 'serverCheckRegistration', [game]);
  if (check.errors !== 0) throw new RehearsalError(`${game}: the registration check found ${check.errors} error(s)`);
  c.act(game, 'serverPrepareAttendance', [{}]);
  if (o.dayPlans) c.act(game, 'serverDayPlan', [game]);
  const attendance = sheetName('pref.attendance', lang);
  const players = attendancePlayers(book, attendance);
  // Announced absences (Art. 16 item 4): one player skips a middle tour; another skips the last
  // one, which also keeps him out of the final (Art. 17 item 5).
  const [skipsMiddle, skipsLast, leaves] = dice.shuffle(players);
  const middle = dice.int(2, tours - 1);
  tickAbsence(book, attendance, skipsMiddle as string, middle);
  tickAbsence(book, attendance, skipsLast as string, tours);
  events.push(`preference: ${skipsMiddle} announced he skips tour ${middle}; ${skipsLast} skips tour ${tours}`);
  const leavesAfter = dice.int(2, tours - 2);
  for (let n = 1; n <= tours; n++) {
    const seated = c.act<{ tables: Table[]; absent: string[] }>(game, 'serverSeatTour', [
      n,
      n === 1 ? { seed: drawSeed(o.seed, game) } : {},
    ]);
    const sheet = sheetName('pref.tour', lang, { n });
    const tables: SeatedTable[] = seated.tables.map((t) => ({ ...t, players: t.players.slice() }));
    if (n === 2) {
      // The referee's rulings once the tour is seated: a player late past 10 minutes (Art. 16 item 4:
      // his table of 4 plays three-handed) and a penalty for speaking out of turn (Art. 18 item 11.1).
      const four = tables.find((t) => t.players.length === 4);
      if (four) {
        const late = dice.pick(four.players);
        c.act(game, 'serverPrefNotAdmitted', [n, late, REASONS.late[lang]]);
        four.players = four.players.filter((p) => p !== late);
        four.absent = [late];
        events.push(`preference tour ${n}: ${late} not admitted (late), table ${four.label} plays three-handed`);
      }
      const other = tables.find((t) => t !== four) ?? tables[0]!;
      const speaker = dice.pick(other.players);
      c.act(game, 'serverPrefPenalty', [
        { tour: n, player: speaker, kind: 'speaking', reason: REASONS.speaking[lang] },
      ]);
      events.push(`preference tour ${n}: penalty 11.1 (4 to the mountain) on ${speaker}`);
    }
    // Tour 1: the referee keeps one table deal by deal on the tour's protocol sheet (issue 14).
    let kept: { label: string; sheet: string; lang: Lang } | undefined;
    if (n === 1) {
      const t = tables[tables.length - 1]!;
      const k = c.act<{ sheet: string }>(game, 'serverPrefKeepTable', [{ tour: n, table: t.label, mode: 'deals' }]);
      kept = { label: t.label, sheet: k.sheet, lang };
      events.push(`preference tour ${n}: table ${t.label} kept deal by deal on "${k.sheet}"`);
    }
    const early = playTour(book, sheet, tables, dice, kept);
    if (n === 3) {
      // A dispute at table 1 once it has played: the referee awards the result (Art. 17 item 7).
      const t = tables[0]!;
      const whists = t.players.length === 4 ? [30, 10, -10, -30] : [20, 0, -20];
      c.act(game, 'serverPrefAward', [{ tour: n, table: t.label, whists, reason: REASONS.award[lang] }]);
      events.push(`preference tour ${n}: table ${t.label} awarded ${whists.join(', ')} by the referee`);
    }
    if (early.length > 0)
      events.push(`preference tour ${n}: table(s) ${early.join(', ')} closed by the time limit (compulsory close)`);
    if (seated.absent.length > 0) events.push(`preference tour ${n}: absent ${seated.absent.join(', ')}`);
    finalized.push(...c.act<{ sheets: string[] }>(game, 'serverFinalizeStage', [game, 'tour', n]).sheets);
    if (n === leavesAfter) {
      // A player leaves the tournament (Art. 16 item 4), with his reason: on the record and marked
      // on the standings; seated in no later tour.
      c.act(game, 'serverPrefLeave', [{ player: leaves, kind: 'left', from: n + 1, reason: REASONS.left[lang] }]);
      events.push(`preference: ${leaves} left after tour ${n}`);
    }
  }
  const fin = c.act<{ players: string[]; leftOut: string[] }>(game, 'serverSeatFinal', [{}]);
  if (fin.leftOut.length > 0)
    events.push(`preference final: left out for missing tour ${tours}: ${fin.leftOut.join(', ')}`);
  const finalSheet = sheetName('pref.final', lang);
  playFinal(book, finalSheet, fin.players, dice);
  finalized.push(...c.act<{ sheets: string[] }>(game, 'serverFinalizeStage', [game, 'final']).sheets);
  finalized.push(...c.act<{ sheets: string[] }>(game, 'serverFinalizeStage', [game, 'standings']).sheets);
  return finalPlaces(book, finalSheet, fin.players);
}

/** Plays everything and writes DIR/tournament.xlsx. Throws RehearsalError on any refusal. */
export async function rehearse(options: RehearsalOptions): Promise<RehearsalResult> {
  const o = { ...options, dayPlans: options.dayPlans ?? true };
  const t0 = performance.now();
  const log = o.log ?? (() => {});
  const clock = clockFor(o.seed);
  const book = new FakeBook({ locale: o.lang === 'en' ? 'en_US' : `${o.lang}_KZ`, now: clock.start });
  const loaded = loadAddon(book, { now: clock.now });
  const host = o.wrap ? o.wrap(loaded, book) : loaded;
  const c = new Committee(host, log);
  c.act('futsal', 'serverSetup', [o.lang]);
  pasteSample(new FakeSpreadsheetApp(book), o.lang, sampleRegistration(o.lang, seedFrom(`${o.seed}/registration`)));
  if (o.dayPlans) setFirstDays(book, o.lang, clock.start);
  const events: string[] = [];
  const finalized: string[] = [];
  const places = {} as Record<GameId, [string, string, string]>;
  for (const game of ['futsal', 'billiards', 'backgammon'] as const)
    places[game] = groupGame(o, book, c, game, events, finalized);
  places.preference = preference(o, book, c, events, finalized);
  // The day plans made again at the end, as the committee does for the record: every play-off
  // match with its players, every tour with its tables.
  if (o.dayPlans) for (const game of GAMES) c.act(game, 'serverDayPlan', [game]);
  // And the handouts a committee makes with them: each person's week and the board to publish.
  if (o.dayPlans) {
    c.act('preference', 'serverWeek', []);
    c.act('preference', 'serverBoard', []);
  }

  // The record must be whole: every stage locked as final, no error anywhere, places 1–3 filled.
  const open = finalized.filter((s) => !/:final$/.test(book.protection(s).description));
  if (open.length > 0) throw new RehearsalError(`not finalized: ${open.join(', ')}`);
  const errors = book.errorCells();
  if (errors.length > 0)
    throw new RehearsalError(
      `error cells in the spreadsheet: ${errors
        .slice(0, 12)
        .map((e) => `${e.sheet}!${e.a1} ${e.error}`)
        .join(', ')}`,
    );
  for (const game of GAMES) {
    const p = places[game];
    if (p.some((x) => x === '') || new Set(p).size !== 3)
      throw new RehearsalError(`${game}: places 1–3 are not three different names: ${JSON.stringify(p)}`);
  }

  const bytes = await exportXlsx(book, { date: new Date(clock.start), lang: o.lang });
  const bad = await xlsxErrors(bytes);
  if (bad.length > 0)
    throw new RehearsalError(
      `error values in the XLSX: ${bad
        .slice(0, 12)
        .map((e) => `${e.sheet}!${e.cell} ${e.error}`)
        .join(', ')}`,
    );
  mkdirSync(o.out, { recursive: true });
  const file = join(resolve(o.out), 'tournament.xlsx');
  writeFileSync(file, bytes);
  const pdf = !o.pdf
    ? undefined
    : SOFFICE
      ? xlsxToPdf(file, mkdtempSync(join(tmpdir(), 'rehearse-pdf-')))
      : { skipped: 'LibreOffice is not installed (sudo apt-get install -y libreoffice-calc-nogui)' };
  return { file, ...(pdf ? { pdf } : {}), bytes, book, places, finalized, events, ms: performance.now() - t0 };
}

// ---- the command line -------------------------------------------------------------------------------------

const USAGE = 'usage: npm run rehearse -- --out DIR [--seed N] [--lang ru|kk|en] [--no-day-plans] [--pdf] [--verbose]';

export function parseArgs(argv: readonly string[]): RehearsalOptions & { verbose: boolean } {
  let out: string | undefined;
  let seed = 1;
  let lang: Lang = 'ru';
  let verbose = false;
  let pdf = false;
  let dayPlans = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new RehearsalError(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--out') out = value();
    else if (flag === '--seed') {
      const v = value();
      if (!/^-?\d{1,15}$/.test(v)) throw new RehearsalError(`--seed must be a whole number, not "${v}"\n${USAGE}`);
      seed = Number(v);
    } else if (flag === '--lang') {
      const v = value();
      if (!LANGS.includes(v as Lang)) throw new RehearsalError(`--lang must be ru, kk or en, not "${v}"\n${USAGE}`);
      lang = v as Lang;
    } else if (flag === '--verbose') verbose = true;
    else if (flag === '--pdf') pdf = true;
    else if (flag === '--day-plans') dayPlans = true;
    else if (flag === '--no-day-plans') dayPlans = false;
    else throw new RehearsalError(`unknown argument "${arg}"\n${USAGE}`);
  }
  if (out === undefined) throw new RehearsalError(`--out DIR is required (where tournament.xlsx is written)\n${USAGE}`);
  return { out, seed, lang, verbose, pdf, dayPlans };
}

async function main(): Promise<void> {
  try {
    const args = parseArgs(process.argv.slice(2));
    const r = await rehearse({ ...args, ...(args.verbose ? { log: (l: string) => console.log(l) } : {}) });
    if (args.verbose) for (const e of r.events) console.log(`  ${e}`);
    console.log(`rehearsal, seed ${args.seed}, language ${args.lang}: ${r.finalized.length} stage sheets finalized`);
    for (const game of GAMES) {
      const [p1, p2, p3] = r.places[game];
      console.log(`${game.padEnd(10)} 1. ${p1}   2. ${p2}   3. ${p3}`);
    }
    console.log(`wrote ${r.file} (${r.bytes.length} bytes) in ${(r.ms / 1000).toFixed(1)} s`);
    if (r.pdf && 'skipped' in r.pdf) console.log(`no PDF: ${r.pdf.skipped}`);
    else if (r.pdf) console.log(`wrote ${r.pdf.file} (${r.pdf.pages} pages)`);
  } catch (error) {
    console.error(
      `rehearsal failed: ${error instanceof RehearsalError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
