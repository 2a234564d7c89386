/**
 * A whole tournament with every switch of the fake on (issue 22 item 4): Sheets behaving the other
 * way for every assumption at once — edits past two dropped, pastes as one event, marks not copied
 * or moved, a lasting "Жүктелуде…" no one taught the add-on, another committee member, slow calls,
 * lax protections, a lock custom functions can take, another time zone, ticks read as words. The
 * committee runs the self-check right after the setup, then plays the four games the way
 * the rehearsal does (workbench/play.ts), clicking again when the sidebar says to wait or that
 * another action runs, confirming each play-off result the add-on asks about. The places must be
 * those of the same tournament on the plain fake; every cell a person typed must still read what he
 * typed. Access through a Google Group (the one switch that blocks every write) has its own test.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { RUNNER, type FakeBook } from '../../fakes/book';
import { EVERY_SWITCH, type Switches } from '../../fakes/switches';
import { sheetName } from '../../src/i18n/labels';
import { DEFAULT_SETTINGS } from '../../src/rules/settings';
import type { Table } from '../../src/rules/seating';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import type { Services } from '../../src/sheets/gas';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import type { GroupGame, GroupSpec } from '../../src/sheets/kinds/groupSheet';
import type { SeatedTable } from '../../src/sheets/kinds/tourSheet';
import type { BracketFormat } from '../../src/rules/brackets';
import { seedFrom } from '../../src/rules/random';
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
} from '../../workbench/play';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { drawSeed } from '../../workbench/rehearse';
import { runSelfCheck } from '../sheets/selfCheckRun';

const SEED = 7;
const LANG = 'ru' as const;
/** What the committee is told to wait for, or to click again after. */
const AGAIN = new Set(['lockBusy', 'notReady', 'finalizeErrors', 'finalizeStillChanging']);

interface Run {
  book: FakeBook;
  places: Record<string, [string, string, string]>;
  /** refusals the committee met and acted on, by code */
  met: Record<string, number>;
}

class Committee {
  readonly met: Record<string, number> = {};
  constructor(
    private readonly services: Services,
    private readonly book: FakeBook,
  ) {}

  /** An action, clicked again (time passing) while the add-on says to wait; anything else must succeed. */
  act<T>(label: string, action: () => ActionResult<T>): T {
    for (let i = 0; ; i++) {
      const r = action();
      if (r.ok) return r.data as T;
      const code = r.problems[0]?.code ?? '';
      this.met[code] = (this.met[code] ?? 0) + 1;
      if (code === 'stageIncomplete' && this.confirmUnrecorded(r)) continue;
      if (!AGAIN.has(code) || i > 12)
        throw new Error(
          `${label}: ${r.message} ${r.problems
            .slice(1, 4)
            .map((p) => `${p.cell ?? ''} ${p.message}`)
            .join('; ')}`,
        );
      this.book.now += 5000;
    }
  }

  /** The play-off results nobody recorded: the committee checks the paper and confirms each. */
  private confirmUnrecorded(r: ActionResult<unknown>): boolean {
    const asked = r.problems.filter((p) => p.code === 'playoffUnrecorded');
    if (asked.length === 0) return false;
    for (const game of ['futsal', 'billiards', 'backgammon'] as const) {
      for (const f of (this.act('status', () => api.status(this.services)).playoffFlags ?? []).filter(
        (x) => x.game === game && x.kind === 'pairing',
      ))
        this.act(`confirm ${f.match}`, () => api.resolvePlayoff(this.services, game, f.match, 'confirm'));
    }
    this.met.playoffUnrecorded = (this.met.playoffUnrecorded ?? 0) + asked.length - 1;
    return true;
  }
}

/** The referees (workbench/play.ts) know the results from the paper: what the cells compute to. */
function refereesSeeValues(book: FakeBook): void {
  book.read = book.computed.bind(book);
}

function groupGame(o: { services: Services; book: FakeBook; c: Committee }, game: GroupGame): [string, string, string] {
  const { services, book, c } = o;
  const dice = new Dice(SEED, game);
  c.act(`check ${game}`, () => api.checkRegistration(services, game));
  const drawn = c.act<{ groups: GroupSpec[] }>('draw', () =>
    api.draw(services, game, { seed: drawSeed(SEED, game), acceptWarnings: true }),
  );
  const groupSheet = sheetName(`groups.${game}`, LANG);
  const partiesToWin = DEFAULT_SETTINGS.billiards.partiesToWin;
  playGroups(book, {
    game,
    sheet: groupSheet,
    groups: drawn.groups,
    dice,
    partiesToWin,
    ...(game === 'futsal'
      ? {}
      : { onNoShow: (p: string) => void c.act('withdraw', () => api.withdraw(services, game, p)) }),
  });
  c.act('finalize groups', () => api.finalizeStage(services, game, 'groups'));
  const generated = c.act<{ format: BracketFormat }>('bracket', () => api.generateBracket(services, game));
  const sheet = sheetName(`bracket.${game}`, LANG);
  if (game === 'futsal') {
    // A committee member inserts a row at the top of the play-off, and takes it out again when the
    // add-on refuses (row marks that do not move with their rows: it cannot tell where matches are).
    book.insertRows(sheet, 1, 1);
    const r = api.finalizeStage(services, game, 'bracket');
    expect(r.ok).toBe(false);
    book.deleteRows(sheet, 1, 1);
  }
  const layout = bracketLayout({
    game,
    lang: LANG,
    name: sheet,
    format: generated.format,
    groupSheet,
    groups: drawn.groups,
    partiesToWin,
  });
  playBracket(book, { game, sheet, layout, dice, partiesToWin });
  c.act('finalize bracket', () => api.finalizeStage(services, game, 'bracket'));
  return bracketPlaces(book, sheet, layout);
}

function preference(o: { services: Services; book: FakeBook; c: Committee }): [string, string, string] {
  const { services, book, c } = o;
  const dice = new Dice(SEED, 'preference');
  c.act('check', () => api.checkRegistration(services, 'preference'));
  c.act('attendance', () => api.prepareAttendance(services, { acceptWarnings: true }));
  const attendance = sheetName('pref.attendance', LANG);
  const [skips] = dice.shuffle(attendancePlayers(book, attendance));
  tickAbsence(book, attendance, skips as string, 2);
  for (let n = 1; n <= DEFAULT_SETTINGS.preference.tours; n++) {
    const seated = c.act<{ tables: Table[] }>(`tour ${n}`, () =>
      api.seatTour(
        services,
        n,
        n === 1 ? { seed: drawSeed(SEED, 'preference'), acceptWarnings: true } : { acceptWarnings: true },
      ),
    );
    const tables: SeatedTable[] = seated.tables.map((t) => ({ ...t, players: t.players.slice() }));
    playTour(book, sheetName('pref.tour', LANG, { n }), tables, dice);
    c.act(`finalize tour ${n}`, () => api.finalizeStage(services, 'preference', 'tour', n));
  }
  const fin = c.act<{ players: string[] }>('final', () => api.seatFinal(services, { acceptWarnings: true }));
  playFinal(book, sheetName('pref.final', LANG), fin.players, dice);
  c.act('finalize final', () => api.finalizeStage(services, 'preference', 'final'));
  c.act('finalize standings', () => api.finalizeStage(services, 'preference', 'standings'));
  return finalPlaces(book, sheetName('pref.final', LANG), fin.players);
}

function tournament(switches: Switches, selfCheck: boolean): Run {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 20, 5), switches });
  refereesSeeValues(book);
  const c = new Committee(services, book);
  // The first member sets up the sheets; with secondMember the second one does everything after
  // (the self-check included: it finds he may not edit the first one's protected sheets).
  c.act('setup', () => api.setup(services, { lang: LANG }));
  if (selfCheck) runSelfCheck(services, book, LANG);
  // The first member pastes the registration (his sheets; the second member may not edit them).
  const runner = book.runnerEmail;
  book.runnerEmail = RUNNER;
  pasteSample(services.app, LANG, sampleRegistration(LANG, seedFrom(`${SEED}/registration`)));
  book.runnerEmail = runner;
  const o = { services, book, c };
  const places: Run['places'] = {};
  for (const game of ['futsal', 'billiards', 'backgammon'] as const) places[game] = groupGame(o, game);
  places.preference = preference(o);
  return { book, places, met: c.met };
}

/** What a cell reads against what was typed into it (a tick may read as its word). */
function reads(v: unknown, typed: unknown): boolean {
  if (typed === true) return v === true || /^(true|истина)$/i.test(String(v));
  return String(v) === String(typed);
}

describe('a whole tournament with every switch of the fake on', () => {
  it('ends with the places of the plain fake; the committee met only clear refusals; nothing typed is lost', () => {
    const plain = tournament({}, false);
    const { groupAccess: _blocksEverything, ...rest } = EVERY_SWITCH;
    const switched = tournament(rest, true);
    expect(switched.places).toEqual(plain.places);
    for (const game of Object.keys(plain.places)) expect(new Set(switched.places[game]).size, game).toBe(3);
    // What the switches made the committee meet: waits, another member's action, results to confirm.
    expect(switched.book.droppedEdits.length).toBeGreaterThan(0);
    expect(switched.met.lockBusy).toBeGreaterThan(0);
    expect(switched.met.playoffUnrecorded).toBeGreaterThan(0);
    expect((switched.met.notReady ?? 0) + (switched.met.finalizeErrors ?? 0)).toBeGreaterThan(0);
    expect(Object.keys(switched.met).filter((k) => !AGAIN.has(k))).toEqual(['stageIncomplete', 'playoffUnrecorded']);
    // Every cell typed (but on the self-check's scratch sheet, removed by design) reads what was typed last.
    const last = new Map<string, unknown>();
    for (const e of switched.book.edits) last.set(`${e.sheet}\u0000${e.a1}`, e.value);
    const sheets = new Set(switched.book.sheetNames());
    const lost = [...last]
      .map(([k, typed]) => ({ sheet: k.split('\u0000')[0] as string, a1: k.split('\u0000')[1] as string, typed }))
      .filter((c) => sheets.has(c.sheet) && !reads(switched.book.read(c.sheet, c.a1), c.typed));
    expect(lost).toEqual([]);
    expect(switched.book.errorCells()).toEqual([]);
  });

  it('access through a Google Group: the self-check says so first, and the setup refuses in words, changing nothing', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', switches: { groupAccess: true } });
    const run = runSelfCheck(services, book, LANG);
    expect(run.verdict('protect.group')).toBe('failed');
    const before = book.snapshot();
    const r = api.setup(services, { lang: LANG });
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('protectViaGroup');
    expect(r.message).toMatch(/группу Google/);
    expect(book.snapshot()).toEqual(before);
  });
});
