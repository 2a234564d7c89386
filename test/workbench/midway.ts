/**
 * Mid-tournament books for the XLSX tests (xlsx.test.ts, two-engines.test.ts): sheets the add-on
 * generated, with results typed cell by cell as referees type them (workbench/play.ts), through the
 * same server API the sidebar calls (src/sheets/api.ts). And the helpers both tests read them with.
 */
import type { Lang } from '../../src/i18n/messages';
import { createFakeServices, type FakeBook } from '../../fakes';
import { sheetName } from '../../src/i18n/labels';
import type { GameId } from '../../src/rules/registration';
import * as api from '../../src/sheets/api';
import { bracketLayout, type BracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupBlock, type GroupGame, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { a1, rectA1 } from '../../src/sheets/plan';
import type { SeatedTable } from '../../src/sheets/kinds/tourSheet';
import {
  attendancePlayers,
  Dice,
  playBracket,
  playFinal,
  playGroups,
  playTour,
  tickAbsence,
  type BracketReport,
  type GroupReport,
} from '../../workbench/play';
import { pasteSample, sampleRegistration } from '../../workbench/sample';

export const NOW = Date.UTC(2026, 10, 22, 9, 30);

export function ok<T>(r: api.ActionResult<T>): T {
  if (!r.ok) throw new Error(`${r.message}\n${r.problems.map((p) => p.message).join('\n')}`);
  return r.data as T;
}

/** Every formula of the book: sheet, cell, text. */
export function formulas(book: FakeBook): { sheet: string; cell: string; formula: string }[] {
  const snap = book.snapshot() as { name: string; formulas: Record<string, string> }[];
  return snap.flatMap((s) => Object.entries(s.formulas).map(([cell, formula]) => ({ sheet: s.name, cell, formula })));
}

/** A committee member types a value into the settings sheet's value column. */
export function setSetting(book: FakeBook, key: string, value: number): void {
  const name = sheetName('settings', 'en');
  const row = book.toMatrix(name).findIndex((r) => r[0] === key);
  if (row < 1) throw new Error(`no setting ${key}`);
  book.typeAs('committee', name, a1(row, 2), value);
}

/** Sheets of each game (the English names start with the game's name). */
export function gameOf(sheet: string): GameId | null {
  const m = /^(Futsal|Billiards|Backgammon|Preference)\b/.exec(sheet);
  return m ? ((m[1] as string).toLowerCase() as GameId) : null;
}

export interface GameMidway {
  /** what the referees typed, for the report */
  events: string[];
}

export interface AllGamesMidway {
  book: FakeBook;
  games: Record<GameId, GameMidway>;
}

interface GroupStep {
  game: GroupGame;
  seed: number;
  played?: (block: GroupBlock, m: { round: number }) => boolean;
  /** play-off matches typed */
  upTo: number;
}

function groupStage(
  services: Services,
  book: FakeBook,
  s: GroupStep,
): { groups: GroupSpec[]; report: GroupReport; po: BracketReport; layout: BracketLayout; events: string[] } {
  const { game } = s;
  const groups = ok(api.draw(services, game, { seed: s.seed })).groups;
  const groupSheet = sheetName(`groups.${game}`, 'en');
  const dice = new Dice(s.seed, game);
  const report = playGroups(book, {
    game,
    sheet: groupSheet,
    groups,
    dice,
    partiesToWin: 2,
    ...(s.played ? { played: s.played } : {}),
  });
  const { format } = ok(api.generateBracket(services, game));
  const bracketSheet = sheetName(`bracket.${game}`, 'en');
  const layout = bracketLayout({ game, lang: 'en', name: bracketSheet, format, groupSheet, groups, partiesToWin: 2 });
  const po = playBracket(book, { game, sheet: bracketSheet, layout, dice, partiesToWin: 2, upTo: s.upTo });
  const typed = layout.matches.filter((m) =>
    m.inputs.some((r) => [book.read(bracketSheet, rectA1(r))].flat(2).some((v) => v !== '')),
  );
  const events = [
    `groups: ${report.matches} matches typed${game === 'futsal' ? `, ${report.draws} drawn` : ''}`,
    ...report.forfeits.map((f) => `groups forfeit: ${f}`),
    ...report.tiebreaks.map((f) => `groups tiebreak: ${f}`),
    `${format}: ${po.matches} matches typed (${typed.map((m) => `${m.id}${m.net ? ` ${m.net}` : ''}`).join(', ')})`,
    ...po.noShows.map((x) => `play-off no-show: ${x}`),
    ...po.shootouts.map((x) => `play-off shoot-out: ${x}`),
    ...po.walkovers.map((x) => `play-off walkover: ${x}`),
  ];
  return { groups, report, po, layout, events };
}

/**
 * One book, every game in the middle of play (the sample registration, SPEC §4 defaults except
 * the preference tours):
 *  - futsal: 8 teams in 2 groups, every group match typed (draws, a 3:0 forfeit), the semi-finals
 *    typed (one drawn and decided by penalties), the final and the match for 3rd place not;
 *  - billiards: 32 players in 8 groups of 4, groups A–G played (a forfeit, tiebreak parties where
 *    needed), group H only its first round; stage 2 and the top / bottom nets generated and their
 *    playable matches typed (a no-show among them);
 *  - backgammon: 24 players in 4 groups of 6, groups A–C played (decided matches, a no-show),
 *    group D up to round 3 and one more match half played (one party row); the quarter-finals
 *    generated, the two that can be played typed by party rows (a no-show among them);
 *  - preference: 23 players, 3 tours (tables of four and of three), an announced absence, a late
 *    player not admitted, a penalty, a player who leaves, an awarded result; tours 1–2 played,
 *    tour 3 with its last table still playing (the final: `preferenceFinal`).
 */
export function allGamesMidway(): AllGamesMidway {
  const { services, book } = createFakeServices({ locale: 'en_US', now: NOW });
  ok(api.setup(services, { lang: 'en' }));
  const sample = sampleRegistration('en', 11);
  sample.rows.billiards = sample.rows.billiards.slice(0, 32);
  sample.rows.preference = sample.rows.preference.slice(0, 23);
  pasteSample(services.app, 'en', sample);

  const futsal = groupStage(services, book, { game: 'futsal', seed: 3, upTo: 2 });
  const billiards = groupStage(services, book, {
    game: 'billiards',
    seed: 5,
    played: (b, m) => b.letter !== 'H' || m.round <= 1,
    upTo: 14,
  });
  const backgammon = groupStage(services, book, {
    game: 'backgammon',
    seed: 4,
    played: (b, m) => b.letter !== 'D' || m.round <= 3,
    upTo: 2,
  });
  // Group D: a match of round 4 half played (one party each way: 1:1 on points).
  const bg = groupLayout('backgammon', backgammon.groups);
  const d = bg.blocks.find((b) => b.letter === 'D');
  const half = d?.matches.find((m) => m.round === 4);
  if (!half) throw new Error('backgammon: no round 4 in group D');
  book.typeAs('referee', sheetName('groups.backgammon', 'en'), a1(half.row, bg.columns.partyA as number), 1);
  book.typeAs('referee', sheetName('groups.backgammon', 'en'), a1(half.row, bg.columns.partyB as number), 0);
  book.typeAs('referee', sheetName('groups.backgammon', 'en'), a1(half.row + 1, bg.columns.partyA as number), 0);
  book.typeAs('referee', sheetName('groups.backgammon', 'en'), a1(half.row + 1, bg.columns.partyB as number), 1);
  backgammon.events.push(`groups: D ${half.a} – ${half.b} half played (1:1 after two parties)`);

  return {
    book,
    games: {
      futsal: { events: futsal.events },
      billiards: { events: billiards.events },
      backgammon: { events: backgammon.events },
      preference: { events: preferenceTours(services, book, 3, { unplayed: 1 }) },
    },
  };
}

type Services = ReturnType<typeof createFakeServices>['services'];

/**
 * Preference through the tours: the attendance sheet with an announced absence (tour 2), tour 1
 * drawn, then each tour seated from the standings and played (workbench/play.ts playTable) — in
 * tour 2 a late player not admitted (his table plays three-handed) and a penalty for speaking, a
 * player who leaves after tour 1, in tour `tours` an awarded result on table 1. `lastTour.unplayed`
 * tables of the last tour are left to play (a tour in progress).
 */
function preferenceTours(services: Services, book: FakeBook, tours: number, lastTour: { unplayed: number }): string[] {
  const events: string[] = [];
  const dice = new Dice(6, 'preference');
  setSetting(book, 'preference.tours', tours);
  ok(api.prepareAttendance(services, { acceptWarnings: true }));
  const attendance = sheetName('pref.attendance', 'en');
  const players = attendancePlayers(book, attendance);
  if (tours >= 2) {
    const skips = players[5] as string;
    tickAbsence(book, attendance, skips, 2);
    events.push(`${skips} announced he skips tour 2`);
  }
  for (let n = 1; n <= tours; n++) {
    const seated = ok(api.seatTour(services, n, { acceptWarnings: true, ...(n === 1 ? { seed: 6 } : {}) }));
    const sheet = sheetName('pref.tour', 'en', { n });
    const tables: SeatedTable[] = seated.tables.map((t) => ({ ...t, players: t.players.slice() }));
    events.push(
      `tour ${n}: tables of ${tables.map((t) => t.players.length).join(', ')}${seated.absent.length > 0 ? `; absent ${seated.absent.join(', ')}` : ''}`,
    );
    if (n === 2) {
      const four = tables.find((t) => t.players.length === 4);
      if (!four) throw new Error('no table of four in tour 2');
      const late = four.players[1] as string;
      ok(api.notAdmitted(services, n, late, 'more than 10 minutes late'));
      four.players = four.players.filter((p) => p !== late);
      four.absent = [late];
      const other = tables.find((t) => t !== four) ?? (tables[0] as SeatedTable);
      const speaker = other.players[0] as string;
      ok(api.penalty(services, { tour: n, player: speaker, kind: 'speaking', reason: 'spoke out of turn' }));
      events.push(`tour 2: ${late} not admitted (table ${four.label} plays three-handed); penalty 11.1 on ${speaker}`);
    }
    const unplayed = n === tours ? lastTour.unplayed : 0;
    const playing = tables.slice(0, tables.length - unplayed);
    // Tour 1 keeps its last table deal by deal (issue 14): the tour block reads the pulka on another sheet.
    let kept: { label: string; sheet: string; lang: Lang } | undefined;
    if (n === 1) {
      const t = tables[tables.length - 1] as SeatedTable;
      kept = {
        label: t.label,
        sheet: ok(api.keepTable(services, { tour: n, table: t.label, mode: 'deals' })).sheet,
        lang: 'en',
      };
      events.push(`tour 1: table ${t.label} kept deal by deal`);
    }
    const early = playTour(book, sheet, playing, dice, kept);
    if (early.length > 0) events.push(`tour ${n}: table(s) ${early.join(', ')} closed by the time limit`);
    if (unplayed > 0)
      events.push(
        `tour ${n}: table(s) ${tables
          .slice(playing.length)
          .map((t) => t.label)
          .join(', ')} still playing`,
      );
    if (n === tours) {
      const t = tables[0] as SeatedTable;
      const whists = t.players.length === 4 ? [30, 10, -10, -30] : [20, 0, -20];
      ok(api.awardResult(services, { tour: n, table: t.label, whists, reason: 'dispute over the discard' }));
      events.push(`tour ${n}: table ${t.label} awarded ${whists.join(', ')}`);
    }
    if (n === 1 && tours >= 2) {
      const leaves = players[9] as string;
      ok(api.leave(services, { player: leaves, kind: 'left', from: 2, reason: 'had to leave' }));
      events.push(`${leaves} left after tour 1`);
    }
  }
  return events;
}

/**
 * Preference at its final, in a book of its own (a spreadsheet holds one preference tournament):
 * 23 players, one tour (tables of four and a table of three, an awarded result), the final
 * seated from the standings and played to the final pool.
 */
export function preferenceFinal(): { book: FakeBook; events: string[] } {
  const { services, book } = createFakeServices({ locale: 'en_US', now: NOW });
  ok(api.setup(services, { lang: 'en' }));
  const sample = sampleRegistration('en', 12);
  sample.rows.preference = sample.rows.preference.slice(0, 23);
  pasteSample(services.app, 'en', sample, ['preference']);
  const events = preferenceTours(services, book, 1, { unplayed: 0 });
  const fin = ok(api.seatFinal(services, { acceptWarnings: true }));
  playFinal(book, sheetName('pref.final', 'en'), fin.players, new Dice(7, 'preference'));
  events.push(`final: ${fin.players.join(', ')} (played)`);
  return { book, events };
}
