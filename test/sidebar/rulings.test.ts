/**
 * sidebar/src/rulings.ts: the preference rulings box (which rulings for which tour, the fields each
 * needs, what is missing before any call, the server call) and the tie at the last final seat.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_TEXT } from '../../src/i18n/messages-ui';
import type { PreferenceProgress } from '../../src/sheets/api';
import { serverCall } from '../../sidebar/src/actions';
import {
  awardWhists,
  defaultTour,
  penaltyPreview,
  RULING_HINT_KEYS,
  RULING_KIND_KEYS,
  RULING_KINDS,
  rulingCall,
  rulingCheck,
  rulingFields,
  rulingGames,
  rulingsOpen,
  rulingTours,
  tieOf,
  whistsSum,
  wholeOf,
  type RulingForm,
} from '../../sidebar/src/rulings';

const SERVER = readFileSync(join(__dirname, '..', '..', 'src', 'server.ts'), 'utf8');

function progress(
  seated: number,
  o: { finalized?: number[]; final?: boolean; finalFinalized?: boolean; standings?: boolean; tours?: number } = {},
): PreferenceProgress {
  const tours = o.tours ?? 7;
  return {
    tours,
    attendance: true,
    rounds: Array.from({ length: tours }, (_, i) => ({
      n: i + 1,
      seated: i < seated,
      complete: i < seated - 1,
      finalized: (o.finalized ?? []).includes(i + 1),
      tables: 16,
      completeTables: 0,
    })),
    final: { seated: o.final === true, complete: false, finalized: o.finalFinalized === true },
    standingsFinalized: o.standings === true,
    next: { step: 'wait', tour: seated },
  };
}

function form(o: Partial<RulingForm>): RulingForm {
  return {
    kind: 'late',
    tour: '1',
    player: '',
    game: '',
    amount: '',
    table: '',
    whists: ['', '', '', ''],
    reason: '',
    ...o,
  };
}

describe('the rulings box: when, which tours', () => {
  it('shows once a tour is seated, until the standings are finalized', () => {
    expect(rulingsOpen(null)).toBe(false);
    expect(rulingsOpen(progress(0))).toBe(false);
    expect(rulingsOpen({ ...progress(1), attendance: false })).toBe(false);
    expect(rulingsOpen(progress(1))).toBe(true);
    expect(rulingsOpen(progress(7, { final: true, standings: true }))).toBe(false);
  });

  it('a table ruling names a seated tour (the final too once seated, never for "not admitted"); leaving any tour or the final', () => {
    const p = progress(3);
    expect(rulingTours('late', p)).toEqual(['1', '2', '3']);
    expect(rulingTours('exposed', p)).toEqual(['1', '2', '3']);
    expect(rulingTours('award', p)).toEqual(['1', '2', '3']);
    expect(rulingTours('left', p)).toEqual(['1', '2', '3', '4', '5', '6', '7', 'final']);
    const f = progress(7, { final: true });
    expect(rulingTours('late', f)).not.toContain('final');
    expect(rulingTours('speaking', f)).toContain('final');
    expect(rulingTours('award', f)).toContain('final');
    expect(rulingTours('disqualified', f)).toContain('final');
    // how a table is kept: a seated tour, and the final once seated
    expect(rulingTours('keepDeals', p)).toEqual(['1', '2', '3']);
    // the final is kept deal by deal too, once seated
    expect(rulingTours('keepTotals', f)).toContain('final');
    expect(defaultTour('keepDeals', f)).toBe('final');
  });

  it('the tour chosen by default: the latest seated one not finalized (the final once seated); leaving: the first not seated', () => {
    expect(defaultTour('late', progress(3))).toBe('3');
    expect(defaultTour('late', progress(3, { finalized: [3] }))).toBe('2');
    expect(defaultTour('late', progress(2, { finalized: [1, 2] }))).toBe('2');
    expect(defaultTour('exposed', progress(7, { final: true }))).toBe('final');
    expect(defaultTour('late', progress(7, { final: true }))).toBe('7');
    expect(defaultTour('exposed', progress(7, { final: true, finalFinalized: true }))).toBe('7');
    expect(defaultTour('left', progress(3))).toBe('4');
    expect(defaultTour('disqualified', progress(7))).toBe('final');
  });

  it('each ruling asks for its own fields: a game for 11.2 and 11.3, an amount for 11.4, a table and whists for an award', () => {
    expect(rulingFields('late', '1')).toEqual(['player', 'reason']);
    expect(rulingFields('speaking', '1')).toEqual(['player', 'reason']);
    expect(rulingFields('exposed', '1')).toEqual(['player', 'game', 'reason']);
    expect(rulingFields('revoke', 'final')).toEqual(['player', 'game', 'reason']);
    expect(rulingFields('discretion', '1')).toEqual(['player', 'amount', 'reason']);
    expect(rulingFields('award', '2')).toEqual(['table', 'whists', 'reason']);
    expect(rulingFields('award', 'final')).toEqual(['whists', 'reason']); // the final has one table
    expect(rulingFields('left', '4')).toEqual(['player', 'reason']);
    // keeping a table one way or the other names the table only (nobody is ruled on: no reason)
    expect(rulingFields('keepDeals', '2')).toEqual(['table']);
    expect(rulingFields('keepTotals', '2')).toEqual(['table']);
    expect(rulingFields('keepDeals', 'final')).toEqual([]);
    // 11.2: the last declared game (never an all-pass); 11.3: the game being played, all-pass too
    expect(rulingGames('exposed')).toEqual(['6', '7', '8', '9', '10', 'misere']);
    expect(rulingGames('revoke')).toEqual(['6', '7', '8', '9', '10', 'misere', 'allpass']);
    expect(rulingGames('late')).toEqual([]);
  });

  it('every ruling has its words and its hint in the dictionary', () => {
    for (const k of RULING_KINDS) {
      expect(SIDEBAR_TEXT).toHaveProperty(RULING_KIND_KEYS[k]);
      expect(SIDEBAR_TEXT).toHaveProperty(RULING_HINT_KEYS[k]);
    }
  });
});

describe('the rulings box: what is missing is said before any call', () => {
  it('names the first empty or wrong field, in the box order', () => {
    expect(rulingCheck(form({}))).toEqual({ field: 'player', key: 'rulingPlayerMissing' });
    expect(rulingCheck(form({ player: '  ' }))?.field).toBe('player');
    expect(rulingCheck(form({ player: 'Иванов Иван' }))).toEqual({ field: 'reason', key: 'rulingReasonMissing' });
    expect(rulingCheck(form({ player: 'Иванов Иван', reason: ' \t ' }))?.field).toBe('reason');
    expect(rulingCheck(form({ player: 'Иванов Иван', reason: 'опоздал' }))).toBeNull();
    expect(rulingCheck(form({ kind: 'exposed', player: 'И', reason: 'р' }))).toEqual({
      field: 'game',
      key: 'rulingGameMissing',
    });
    expect(rulingCheck(form({ kind: 'exposed', player: 'И', reason: 'р', game: 'allpass' }))?.field).toBe('game');
    expect(rulingCheck(form({ kind: 'revoke', player: 'И', reason: 'р', game: 'allpass' }))).toBeNull();
    for (const amount of ['', '0', '10001', '2.5', 'много', '-3'])
      expect(rulingCheck(form({ kind: 'discretion', player: 'И', reason: 'р', amount }))).toEqual({
        field: 'amount',
        key: 'rulingAmountBad',
      });
    expect(rulingCheck(form({ kind: 'discretion', player: 'И', reason: 'р', amount: ' 12 ' }))).toBeNull();
    expect(rulingCheck(form({ kind: 'award', reason: 'р', whists: ['1', '-1', '0', ''] }))).toEqual({
      field: 'table',
      key: 'rulingTableMissing',
    });
    expect(rulingCheck(form({ kind: 'award', tour: 'final', reason: 'р', whists: ['1', '-1', '0', ''] }))).toBeNull();
    expect(rulingCheck(form({ kind: 'keepDeals', table: ' ' }))).toEqual({ field: 'table', key: 'rulingTableMissing' });
    expect(rulingCheck(form({ kind: 'keepTotals', table: '3' }))).toBeNull();
  });

  it('awarded whists: whole, seats 1–3 or 1–4 without a gap, summing to 0', () => {
    const check = (whists: string[]) => rulingCheck(form({ kind: 'award', table: '2', reason: 'р', whists }));
    expect(check(['30', '-10', '−15', '-5'])).toBeNull();
    expect(check(['+10', '-10', '0', ''])).toBeNull();
    expect(check(['30', '-10', '-15', ''])).toEqual({ field: 'whists', key: 'rulingWhistsBad' }); // sum 5
    expect(check(['10', '', '-10', ''])?.field).toBe('whists'); // seat 2 skipped
    expect(check(['10', '-10', '', ''])?.field).toBe('whists'); // two seats
    expect(check(['10', '-10', '0.5', '-0.5'])?.field).toBe('whists');
    expect(awardWhists(['30', ' -10 ', '−15', '-5'])).toEqual([30, -10, -15, -5]);
    expect(awardWhists(['1', '-1', '0', ''])).toEqual([1, -1, 0]);
    expect(whistsSum(['30', '-10', '', ''])).toBe(20);
    expect(whistsSum(['30', 'x', '', ''])).toBeNull();
    expect(wholeOf('−8')).toBe(-8);
    expect(wholeOf('1e3')).toBeNull();
  });

  it('the penalty shown before it is recorded (Art. 18 items 1, 2, 9, 11)', () => {
    expect(penaltyPreview({ kind: 'speaking', game: '', amount: '' })).toBe(4);
    expect(penaltyPreview({ kind: 'exposed', game: '7', amount: '' })).toBe(16);
    expect(penaltyPreview({ kind: 'exposed', game: 'misere', amount: '' })).toBe(40);
    expect(penaltyPreview({ kind: 'exposed', game: '', amount: '' })).toBeNull();
    expect(penaltyPreview({ kind: 'revoke', game: '8', amount: '' })).toBe(72);
    expect(penaltyPreview({ kind: 'revoke', game: 'allpass', amount: '' })).toBe(12);
    expect(penaltyPreview({ kind: 'discretion', game: '', amount: '25' })).toBe(25);
    expect(penaltyPreview({ kind: 'discretion', game: '', amount: '0' })).toBeNull();
    expect(penaltyPreview({ kind: 'late', game: '', amount: '' })).toBeNull();
  });
});

describe('the rulings box → google.script.run', () => {
  const cases: [RulingForm, string, unknown[]][] = [
    [
      form({ kind: 'late', tour: '3', player: ' Иванов Иван ', reason: ' опоздал на 15 минут ' }),
      'serverPrefNotAdmitted',
      [3, 'Иванов Иван', 'опоздал на 15 минут'],
    ],
    [
      form({ kind: 'speaking', tour: '2', player: 'И', reason: 'р' }),
      'serverPrefPenalty',
      [{ tour: 2, player: 'И', kind: 'speaking', reason: 'р' }],
    ],
    [
      form({ kind: 'exposed', tour: '1', player: 'И', game: '7', reason: 'р' }),
      'serverPrefPenalty',
      [{ tour: 1, player: 'И', kind: 'exposed', game: 7, reason: 'р' }],
    ],
    [
      form({ kind: 'revoke', tour: 'final', player: 'И', game: 'misere', reason: 'р' }),
      'serverPrefPenalty',
      [{ tour: 'final', player: 'И', kind: 'revoke', game: 'misere', reason: 'р' }],
    ],
    [
      form({ kind: 'discretion', tour: '4', player: 'И', amount: ' 25 ', reason: 'р' }),
      'serverPrefPenalty',
      [{ tour: 4, player: 'И', kind: 'discretion', amount: 25, reason: 'р' }],
    ],
    [
      form({ kind: 'award', tour: '1', table: ' 4 ', whists: ['30', '-10', '−15', '-5'], reason: 'р' }),
      'serverPrefAward',
      [{ tour: 1, table: '4', whists: [30, -10, -15, -5], reason: 'р' }],
    ],
    [
      form({ kind: 'award', tour: 'final', table: '9', whists: ['3', '-3', '0', '0'], reason: 'р' }),
      'serverPrefAward',
      [{ tour: 'final', table: '1', whists: [3, -3, 0, 0], reason: 'р' }],
    ],
    [
      form({ kind: 'left', tour: '5', player: 'И', reason: 'р' }),
      'serverPrefLeave',
      [{ player: 'И', kind: 'left', from: 5, reason: 'р' }],
    ],
    [
      form({ kind: 'disqualified', tour: 'final', player: 'И', reason: 'р' }),
      'serverPrefLeave',
      [{ player: 'И', kind: 'disqualified', from: 'final', reason: 'р' }],
    ],
    [
      form({ kind: 'keepDeals', tour: '2', table: ' 5 ' }),
      'serverPrefKeepTable',
      [{ tour: 2, table: '5', mode: 'deals' }],
    ],
    [
      form({ kind: 'keepTotals', tour: '1', table: '5', player: 'ignored', reason: 'ignored' }),
      'serverPrefKeepTable',
      [{ tour: 1, table: '5', mode: 'totals' }],
    ],
    [
      form({ kind: 'keepDeals', tour: 'final', table: '' }),
      'serverPrefKeepTable',
      [{ tour: 'final', table: '1', mode: 'deals' }],
    ],
  ];

  it.each(cases)('%o → %s', (f, fn, args) => {
    expect(rulingCall(f)).toEqual({ fn, args });
    expect(serverCall({ action: 'ruling', game: 'preference', ruling: f })).toEqual({ fn, args });
    expect(SERVER).toMatch(new RegExp(`export function ${fn}\\(`)); // a real server function
  });

  it("the final with the committee's pick: serverSeatFinal({ pick, pickReason }), kept by a confirmation", () => {
    expect(serverCall({ action: 'seat-final', game: 'preference', pick: ['А', 'Б'], pickReason: ' жребий ' })).toEqual({
      fn: 'serverSeatFinal',
      args: [{ pick: ['А', 'Б'], pickReason: 'жребий' }],
    });
    expect(
      serverCall({ action: 'seat-final', game: 'preference', pick: ['А'], pickReason: 'ж', acceptWarnings: true }).args,
    ).toEqual([{ acceptWarnings: true, pick: ['А'], pickReason: 'ж' }]);
  });

  it('reads the tie of a refusal (data.tie), and nothing else', () => {
    const tie = { tied: ['А', 'Б', 'В'], seats: 2, certain: ['Г', 'Д'], rating: 4, whists: 50 };
    expect(tieOf({ players: [], leftOut: [], order: [], tie })).toEqual(tie);
    expect(tieOf({ players: [], leftOut: [], order: [] })).toBeNull();
    expect(tieOf(undefined)).toBeNull();
    expect(tieOf({ tie: { tied: 'А' } })).toBeNull();
  });
});
