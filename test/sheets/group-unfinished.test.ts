/**
 * A match typed in part on the group sheet (issue 24 item 3), with a real formula engine: every
 * referee passes through "one score typed, the other not yet", and backgammon party rows pass through
 * "not decided yet" and can break the rules. The standings stand on the finished matches, the match
 * typed in part is not counted and the note beside it says why in words, and the status counts what
 * the standings count. Input that is wrong whatever comes next (a name not in the group) is still an
 * error of the standings. Futsal Art. 8 items 4–5, billiards Art. 11 items 2, 4, backgammon Art. 14
 * item 2.
 */
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../src/i18n/labels';
import { groupLayout, type GroupBlock, type GroupLayout } from '../../src/sheets/kinds/groupSheet';
import { a1 } from '../../src/sheets/plan';
import type { FakeBook } from '../../fakes/book';
import { noErrorCells } from '../e2e/helpers';
import { tournament } from '../e2e/people';

type Game = 'futsal' | 'billiards' | 'backgammon';

function open(game: Game) {
  const t = tournament(game, game === 'billiards' ? { count: 32 } : {});
  const layout = groupLayout(game, t.drawn.groups);
  const sheet = sheetName(`groups.${game}`, 'en');
  return { ...t, layout, sheet };
}

/** The standings of a block: player → [played, won, lost]. */
function standings(book: FakeBook, sheet: string, block: GroupBlock): Map<string, number[]> {
  const t = block.tableRect;
  const rows = book.read(sheet, `${a1(t.row, t.col)}:${a1(t.row + t.rows - 1, t.col + t.cols - 1)}`) as unknown[][];
  return new Map(rows.map((r) => [String(r[1]), [r[2], r[3], r[5]] as number[]]));
}

const note = (book: FakeBook, sheet: string, layout: GroupLayout, row: number) =>
  book.read(sheet, a1(row, layout.columns.note));
const status = (book: FakeBook, sheet: string, block: GroupBlock) =>
  book.read(sheet, a1(block.statusCell.row, block.statusCell.col));

describe.each(['futsal', 'billiards'] as const)('%s: one score of a match typed', (game) => {
  it('the standings stand on the finished matches; the match typed in part is marked in words', () => {
    const { book, layout, sheet } = open(game);
    const cols = layout.columns;
    const block = layout.blocks[0] as GroupBlock;
    const [m1, m2] = block.matches;
    if (!m1 || !m2) throw new Error('no matches');
    book.typeAs('referee', sheet, a1(m1.row, cols.scoreA), 2);
    book.typeAs('referee', sheet, a1(m1.row, cols.scoreB), 1);
    // Between two cells: the referee has typed the first score of match 2, not yet the second.
    book.typeAs('referee', sheet, a1(m2.row, cols.scoreA), 2);
    noErrorCells(book);
    const table = standings(book, sheet, block);
    expect(table.get(m1.a)).toEqual([1, 1, 0]);
    expect(table.get(m1.b)).toEqual([1, 0, 1]);
    expect(table.get(m2.a)).toEqual([0, 0, 0]);
    expect(table.get(m2.b)).toEqual([0, 0, 0]);
    expect(note(book, sheet, layout, m1.row)).toBe('');
    expect(note(book, sheet, layout, m2.row)).toBe('not counted: type the other score');
    expect(status(book, sheet, block)).toBe('matches played: 1 / 6; not counted (see Note): 1');
    // The other cell first is the same state.
    book.typeAs('referee', sheet, a1(m2.row, cols.scoreA), '');
    book.typeAs('referee', sheet, a1(m2.row, cols.scoreB), 2);
    noErrorCells(book);
    expect(note(book, sheet, layout, m2.row)).toBe('not counted: type the other score');
    // The second score typed: counted, the note gone.
    book.typeAs('referee', sheet, a1(m2.row, cols.scoreA), 0);
    noErrorCells(book);
    expect(standings(book, sheet, block).get(m2.b)).toEqual([1, 1, 0]);
    expect(note(book, sheet, layout, m2.row)).toBe('');
    expect(status(book, sheet, block)).toBe('matches played: 2 / 6');
    // A forfeit typed in part ("+" for the one who came) is the same.
    book.typeAs('referee', sheet, a1(m2.row, cols.scoreB), '+');
    book.typeAs('referee', sheet, a1(m2.row, cols.scoreA), '');
    noErrorCells(book);
    expect(note(book, sheet, layout, m2.row)).toBe('not counted: type the other score');
  });

  it('a name not in the group is still an error of the standings', () => {
    const { book, layout, sheet } = open(game);
    const block = layout.blocks[0] as GroupBlock;
    const m = block.matches[0];
    if (!m) throw new Error('no match');
    book.typeAs('committee', sheet, a1(m.row, layout.columns.a), 'Nobody');
    book.typeAs('referee', sheet, a1(m.row, layout.columns.scoreA), 2);
    expect(book.errorMessage(sheet, a1(block.data, layout.columns.table))).toMatch(/"Nobody" is not in the list/);
  });
});

describe('backgammon: party rows that do not make a match yet', () => {
  it('the standings stand; the match is not counted and the note says why (Art. 14 item 2)', () => {
    const { book, layout, sheet } = open('backgammon');
    const cols = layout.columns;
    const block = layout.blocks[0] as GroupBlock;
    const [m1, m2] = block.matches;
    if (!m1 || !m2) throw new Error('no matches');
    const type = (row: number, rows: (number | '')[][]) => {
      for (let k = 0; k < 4; k++) {
        const [x, y] = rows[k] ?? ['', ''];
        book.typeAs('referee', sheet, a1(row + k, cols.partyA as number), x as number | '');
        book.typeAs('referee', sheet, a1(row + k, cols.partyB as number), y as number | '');
      }
    };
    type(m1.row, [
      [2, 0],
      [1, 0],
    ]); // 3:0 after two parties: decided
    const cases: [(number | '')[][], string][] = [
      [[[1, 0]], 'not counted yet: the match is not decided (Art. 14 item 2)'],
      [[[0, '']], 'not counted yet: the match is not decided (Art. 14 item 2)'], // the loser's 0 typed first
      [
        [
          [1, 0],
          [1, 1],
        ],
        'not counted: party 2 shows a win for both players',
      ],
      [
        [
          ['', ''],
          [1, 0],
        ],
        'not counted: party 1 is empty but a later party is filled in',
      ],
      [
        [
          [1, 0],
          [2, 0],
          [0, 1],
        ],
        'not counted: the match was decided after party 2, party 3 is not played',
      ],
      [
        [
          [1, 0],
          [0, 1],
          [1, 0],
          [0, 1],
        ],
        'not counted: the match was decided after party 3, party 4 is not played',
      ],
      [
        [
          [2, 0],
          [1, 0],
          [0, ''],
        ],
        'not counted: a party row has no winner (1 or 2)',
      ],
    ];
    for (const [rows, words] of cases) {
      type(m2.row, rows);
      noErrorCells(book);
      const table = standings(book, sheet, block);
      expect(table.get(m1.a), words).toEqual([1, 1, 0]);
      expect(table.get(m2.a), words).toEqual([0, 0, 0]);
      expect(table.get(m2.b), words).toEqual([0, 0, 0]);
      expect(note(book, sheet, layout, m2.row)).toBe(words);
      expect(note(book, sheet, layout, m1.row)).toBe('');
      expect(status(book, sheet, block)).toBe('matches played: 1 / 6; not counted (see Note): 1');
    }
    type(m2.row, [
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    noErrorCells(book);
    expect(standings(book, sheet, block).get(m2.b)).toEqual([1, 1, 0]);
    expect(note(book, sheet, layout, m2.row)).toBe('');
    expect(status(book, sheet, block)).toBe('matches played: 2 / 6');
    // A no-show decides the match whatever its party rows show.
    type(m2.row, [[1, 0]]);
    book.typeAs('referee', sheet, a1(m2.row, cols.forfeit as number), '+:-');
    noErrorCells(book);
    expect(note(book, sheet, layout, m2.row)).toBe('');
    expect(standings(book, sheet, block).get(m2.a)).toEqual([1, 1, 0]);
  });
});
