/** GROUP_RANK and GROUP_TABLE: a round-robin group from its match rows. */
import { fail, TournamentError } from '../rules/errors';
import { MAX_PARTIES, scoreMatch, type PartyRow } from '../rules/backgammon';
import {
  rankGroup,
  tableOrder,
  type Game,
  type GroupReading,
  type MatchRow,
  type PlayerLine,
  type TiebreakRow,
} from '../rules/group';
import {
  CellKind,
  flag,
  RowKind,
  optionalArg,
  optionalCount,
  optionalName,
  parseGrid,
  partyCell,
  parseList,
  parseRows,
  parseScalar,
  required,
  scoreCell,
  shapeLike,
  toGrid,
  type Grid,
  type List,
} from '../rules/cells';
import { explainedTable, type GroupInput } from './groupWhy';
import { run, type Call } from './runtime';

const GAME_WORDS: Record<string, Game> = {
  futsal: 'futsal',
  'мини-футбол': 'futsal',
  минифутбол: 'futsal',
  футзал: 'futsal',
  billiards: 'billiards',
  billiard: 'billiards',
  бильярд: 'billiards',
  backgammon: 'backgammon',
  нарды: 'backgammon',
  нарда: 'backgammon',
};

const gameCell = new CellKind<string>((v) => {
  const word =
    typeof v === 'string'
      ? v
          .replace(/[\s\u00a0]+/g, ' ')
          .trim()
          .toLowerCase()
      : null;
  return word !== null && Object.prototype.hasOwnProperty.call(GAME_WORDS, word) ? word : { refused: 'unknownGame' };
});

const matchRow = new RowKind([optionalName, optionalName, scoreCell, scoreCell, optionalCount, optionalCount]);
const tiebreakRow = new RowKind([optionalName, optionalName]);

interface Group {
  players: List;
  lines: PlayerLine[];
}

/**
 * Backgammon with its party rows beside the match rows (the same rows; a match's parties are its own
 * row and the rows below it up to the next match, at most 4): every match without a forfeit mark is
 * scored from its parties exactly as BG_MATCH_POINTS scores them (Art. 13 item 7, Art. 14 item 2) —
 * decided: its points; not yet: not played — and a party row that breaks the rules is an error naming
 * its cell. One call per group instead of one BG_MATCH_POINTS per match: in Google Sheets each
 * custom-function cell is an execution of its own, and a chain of them runs one after another.
 * Read with `unfinished`, party rows that do not make a match by the rules (a party without a
 * winner yet, a gap, a win for both, a party after the decision) leave that match out, as not
 * played yet, instead of an error; a value other than 0, 1, 2 stays an error.
 */
function withParties(game: Game, rows: MatchRow[], grid: Grid, expected: number, reading: GroupReading): void {
  if (grid.omitted) return;
  if (game !== 'backgammon') fail('bgPartiesGame', {}, { arg: 'parties' });
  if (grid.cols !== 2) fail('wrongColumns', { expected: 2, found: grid.cols }, { arg: 'parties' });
  if (grid.rows !== expected)
    fail('bgPartiesRows', { expected, other: 'matches', found: grid.rows }, { arg: 'parties' });
  const cells = parseGrid(grid, partyCell) as unknown as PartyRow[];
  const starts = rows.flatMap((r, i) => (r.a !== null || r.b !== null ? [i] : []));
  starts.forEach((start, k) => {
    const end = Math.min(starts[k + 1] ?? rows.length, start + MAX_PARTIES);
    // Typed below the 4th party of a match, before the next: not a party of any match.
    for (let i = end; i < (starts[k + 1] ?? rows.length); i++) {
      const extra = cells[i] as PartyRow;
      if (extra[0] !== null || extra[1] !== null)
        fail('bgTooManyRows', { found: i - start + 1 }, { arg: 'parties', row: i, col: 0 });
    }
    const row = rows[start] as MatchRow;
    if (row.scoreA === '+' || row.scoreA === '-' || row.scoreB === '+' || row.scoreB === '-') return;
    let result;
    try {
      result = scoreMatch(cells.slice(start, end));
    } catch (e) {
      if (reading.unfinished === true && e instanceof TournamentError && e.code !== 'bgBadValue') {
        row.scoreA = null;
        row.scoreB = null;
        return;
      }
      if (e instanceof TournamentError && e.where?.row !== undefined)
        throw new TournamentError(e.code, e.params, {
          ...e.where,
          arg: 'parties',
          row: start + e.where.row,
          col: e.where.col ?? 0,
        });
      throw e;
    }
    row.scoreA = result.winner === null ? null : result.points[0];
    row.scoreB = result.winner === null ? null : result.points[1];
  });
}

/** The arguments of GROUP_RANK and GROUP_TABLE as Sheets passed them (SPEC §3). */
export interface GroupArgs {
  players: unknown;
  matches: unknown;
  game: unknown;
  tiebreaks?: unknown;
  parties?: unknown;
  /** TRUE: a match typed in part is left out, not an error (GroupReading) */
  unfinished?: unknown;
  /** GROUP_TABLE only: a language adds the column of why each place is what it is (./groupWhy.ts) */
  why?: unknown;
}

function readGroup(call: Call, args: GroupArgs): Group {
  const g = readGroupInput(call, args);
  return { players: g.players, lines: rankGroup(g.game, g.names, g.rows, g.tiebreaks, g.reading) };
}

export function readGroupInput(
  call: Call,
  { players, matches, game, tiebreaks, parties, unfinished }: GroupArgs,
): GroupInput {
  const playerList = call.list('players', players);
  required(playerList.grid);
  const names = parseList(playerList, optionalName);

  const g = GAME_WORDS[parseScalar('game', game, gameCell)] as Game;

  const mGrid = required(toGrid('matches', matches));
  if (mGrid.cols !== 4 && mGrid.cols !== 6)
    fail('wrongColumns', { expected: '4 / 6', found: mGrid.cols }, { arg: 'matches' });
  if (mGrid.cols === 4) mGrid.cells = mGrid.cells.map((r) => [...r, '', '']);
  const rows: MatchRow[] = parseRows(mGrid, matchRow).map(([a, b, scoreA, scoreB, extraA, extraB]) => ({
    a,
    b,
    scoreA,
    scoreB,
    extraA,
    extraB,
  }));

  const reading: GroupReading = {
    unfinished: optionalArg(unfinished) !== undefined && (parseScalar('unfinished', unfinished, flag) as boolean),
  };
  if (parties !== undefined) withParties(g, rows, toGrid('parties', optionalArg(parties)), mGrid.rows, reading);

  const tGrid = toGrid('tiebreaks', optionalArg(tiebreaks));
  let tb: TiebreakRow[] = [];
  if (!tGrid.omitted) {
    if (tGrid.cols !== 2) fail('wrongColumns', { expected: 2, found: tGrid.cols }, { arg: 'tiebreaks' });
    tb = parseRows(tGrid, tiebreakRow).map(([winner, loser]) => ({ winner, loser }));
  }
  return { players: playerList, names, game: g, rows, tiebreaks: tb, reading };
}

export function groupRank(args: GroupArgs): unknown {
  return run('GROUP_RANK', (call) => {
    const { players: list, lines } = readGroup(call, args);
    const places: (number | '')[] = list.cells.map(() => '');
    for (const line of lines) places[line.index] = line.place;
    return shapeLike(list, places);
  });
}

/** One row of the standings table (SPEC §3): place, player, played, won, drawn, lost, for, against, difference, points. */
function tableRow(l: PlayerLine): (number | string)[] {
  return [l.place, l.player, l.played, l.won, l.drawn, l.lost, l.for, l.against, l.diff, l.points];
}

export function groupTable(args: GroupArgs): unknown {
  return run('GROUP_TABLE', (call) => {
    // With a language: each row also says why the place is what it is (./groupWhy.ts), in the same execution.
    if (optionalArg(args.why) !== undefined)
      return explainedTable(readGroupInput(call, args), args.why).map((r) => [...tableRow(r.line), r.why]);
    const { lines } = readGroup(call, args);
    return tableOrder(lines).map(tableRow);
  });
}
