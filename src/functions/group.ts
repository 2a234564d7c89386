/** GROUP_RANK and GROUP_TABLE: a round-robin group from its match rows. */
import * as z from 'zod/mini';
import { fail } from '../rules/errors';
import { rankGroup, tableOrder, type Game, type MatchRow, type PlayerLine, type TiebreakRow } from '../rules/group';
import { optionalArg, optionalCount, optionalName, parseList, parseRows, parseScalar, required, scoreCell, shapeLike, toGrid, type List } from './cells';
import { run, type Call } from './runtime';

const GAME_WORDS: Record<string, Game> = {
  futsal: 'futsal',
  'мини-футбол': 'futsal',
  'минифутбол': 'futsal',
  'футзал': 'futsal',
  billiards: 'billiards',
  billiard: 'billiards',
  'бильярд': 'billiards',
  backgammon: 'backgammon',
  'нарды': 'backgammon',
  'нарда': 'backgammon',
};

const gameCell = z.pipe(
  z.string({ error: 'unknownGame' }),
  z.transform((s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim().toLowerCase()),
).check(z.refine((s: string) => Object.prototype.hasOwnProperty.call(GAME_WORDS, s), { error: 'unknownGame' }));

const matchRow = z.tuple([optionalName, optionalName, scoreCell, scoreCell, optionalCount, optionalCount]);
const tiebreakRow = z.tuple([optionalName, optionalName]);

interface Group {
  players: List;
  lines: PlayerLine[];
}

function readGroup(call: Call, players: unknown, matches: unknown, game: unknown, tiebreaks: unknown): Group {
  const playerList = call.list('players', players);
  required(playerList.grid);
  const names = parseList(playerList, optionalName);

  const g = GAME_WORDS[parseScalar('game', game, gameCell)] as Game;

  const mGrid = required(toGrid('matches', matches));
  if (mGrid.cols !== 4 && mGrid.cols !== 6) fail('wrongColumns', { expected: '4 / 6', found: mGrid.cols }, { arg: 'matches' });
  if (mGrid.cols === 4) mGrid.cells = mGrid.cells.map((r) => [...r, '', '']);
  const rows: MatchRow[] = parseRows(mGrid, matchRow).map(([a, b, scoreA, scoreB, extraA, extraB]) => ({
    a,
    b,
    scoreA,
    scoreB,
    extraA,
    extraB,
  }));

  const tGrid = toGrid('tiebreaks', optionalArg(tiebreaks));
  let tb: TiebreakRow[] = [];
  if (!tGrid.omitted) {
    if (tGrid.cols !== 2) fail('wrongColumns', { expected: 2, found: tGrid.cols }, { arg: 'tiebreaks' });
    tb = parseRows(tGrid, tiebreakRow).map(([winner, loser]) => ({ winner, loser }));
  }
  return { players: playerList, lines: rankGroup(g, names, rows, tb) };
}

export function groupRank(players: unknown, matches: unknown, game: unknown, tiebreaks?: unknown): unknown {
  return run('GROUP_RANK', (call) => {
    const { players: list, lines } = readGroup(call, players, matches, game, tiebreaks);
    const places: (number | '')[] = list.cells.map(() => '');
    for (const line of lines) places[line.index] = line.place;
    return shapeLike(list, places);
  });
}

export function groupTable(players: unknown, matches: unknown, game: unknown, tiebreaks?: unknown): unknown {
  return run('GROUP_TABLE', (call) => {
    const { lines } = readGroup(call, players, matches, game, tiebreaks);
    return tableOrder(lines).map((l) => [l.place, l.player, l.played, l.won, l.drawn, l.lost, l.for, l.against, l.diff, l.points]);
  });
}
