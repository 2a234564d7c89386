/**
 * Preference rulings at the table and the committee's pick for a tie at the last final seat (pure:
 * no DOM, no google.script.run). Which rulings the box offers for which tour, the fields each needs,
 * what a filled form still lacks (checked before any call, as an empty withdrawal name is), and the
 * server call it makes:
 *
 * - not admitted (late past 10 minutes, missing; Art. 16 items 3, 4, 12) → `serverPrefNotAdmitted`
 * - penalties of Art. 18 item 11.1–11.4 → `serverPrefPenalty`
 * - a result awarded to a table (Art. 17 item 7) → `serverPrefAward`
 * - left the tournament (Art. 16 item 4), disqualified (Art. 17 item 7) → `serverPrefLeave`
 * - a table of a tour kept deal by deal on the tour's protocol sheet, or by typed totals again
 *   (issue 14: one truth per table) → `serverPrefKeepTable`
 */
import { MAX_DISCRETION, penaltyPoints, type PenaltyGame, type PenaltyKind } from '../../src/rules/penalties';
import type { FinalTie } from '../../src/rules/seating';
import type { SidebarKey } from '../../src/i18n/messages-ui';
import type { PreferenceProgress } from '../../src/sheets/api';
import type { ServerFunction } from './rpc';

export type RulingKind =
  | 'late'
  | 'speaking'
  | 'exposed'
  | 'revoke'
  | 'discretion'
  | 'award'
  | 'left'
  | 'disqualified'
  | 'keepDeals'
  | 'keepTotals';

/** How a table is kept (not a ruling on a player: no reason, the table only; tours, not the final). */
export const isKeep = (kind: RulingKind): kind is 'keepDeals' | 'keepTotals' =>
  kind === 'keepDeals' || kind === 'keepTotals';

/** What each ruling says under the select: what happened and what it does, with its article. */
export const RULING_HINT_KEYS: Record<RulingKind, SidebarKey> = {
  late: 'rulingLateHint',
  speaking: 'rulingSpeakingHint',
  exposed: 'rulingExposedHint',
  revoke: 'rulingRevokeHint',
  discretion: 'rulingDiscretionHint',
  award: 'rulingAwardHint',
  left: 'rulingLeaveHint',
  disqualified: 'rulingLeaveHint',
  keepDeals: 'rulingKeepDealsHint',
  keepTotals: 'rulingKeepTotalsHint',
};

/** The words of each ruling (the select's options and the result's title). */
export const RULING_KIND_KEYS: Record<RulingKind, SidebarKey> = {
  late: 'rulingLate',
  speaking: 'rulingSpeaking',
  exposed: 'rulingExposed',
  revoke: 'rulingRevoke',
  discretion: 'rulingDiscretion',
  award: 'rulingAward',
  left: 'rulingLeft',
  disqualified: 'rulingDisqualified',
  keepDeals: 'rulingKeepDeals',
  keepTotals: 'rulingKeepTotals',
};

/** Every ruling, in the order the select offers them (the order of RULING_KIND_KEYS). */
export const RULING_KINDS = Object.keys(RULING_KIND_KEYS) as readonly RulingKind[];

/** The box as filled: every value as typed or chosen (text), tour `'1'`…`'T'` or `'final'`. */
export interface RulingForm {
  kind: RulingKind;
  tour: string;
  player: string;
  /** 11.2, 11.3: '' (not chosen), '6'…'10', 'misere', 'allpass' */
  game: string;
  /** 11.4 */
  amount: string;
  /** awarded result: the table's number (not for the final: it has one table) */
  table: string;
  /** awarded result: whists by seat 1–4 ('' = no such seat) */
  whists: string[];
  reason: string;
}

export type RulingField = 'player' | 'game' | 'amount' | 'table' | 'whists' | 'reason';

/** A field left empty or wrong: where, and the words under it. */
export interface RulingCheck {
  field: RulingField;
  key: SidebarKey;
}

export const SEATS = 4;

const PENALTY: Partial<Record<RulingKind, PenaltyKind>> = {
  speaking: 'speaking',
  exposed: 'exposed',
  revoke: 'revoke',
  discretion: 'discretion',
};

/** The box shows once a tour is seated, until the standings are finalized. */
export function rulingsOpen(p: PreferenceProgress | null): boolean {
  return !!p && p.attendance && p.rounds.some((r) => r.seated) && !p.standingsFinalized;
}

/** The fields a ruling asks for besides the tour and the reason (in the box's order). */
export function rulingFields(kind: RulingKind, tour: string): RulingField[] {
  switch (kind) {
    case 'exposed':
    case 'revoke':
      return ['player', 'game', 'reason'];
    case 'discretion':
      return ['player', 'amount', 'reason'];
    case 'award':
      return tour === 'final' ? ['whists', 'reason'] : ['table', 'whists', 'reason'];
    case 'keepDeals':
    case 'keepTotals':
      // the final has one table
      return tour === 'final' ? [] : ['table'];
    default:
      return ['player', 'reason'];
  }
}

/** The games a game-priced penalty offers: 11.2 the last declared game (6–10, misère), 11.3 also all-pass. */
export function rulingGames(kind: RulingKind): string[] {
  if (kind === 'exposed') return ['6', '7', '8', '9', '10', 'misere'];
  if (kind === 'revoke') return ['6', '7', '8', '9', '10', 'misere', 'allpass'];
  return [];
}

/**
 * The tours a ruling may name (`'1'`… and `'final'`), latest last. A table ruling names a seated
 * tour (not admitted: never the final; a penalty or an award: the final too once it is seated);
 * leaving or a disqualification names the first tour he is not seated in, any tour or the final.
 */
export function rulingTours(kind: RulingKind, p: PreferenceProgress): string[] {
  if (kind === 'left' || kind === 'disqualified') return [...p.rounds.map((r) => String(r.n)), 'final'];
  const seated = p.rounds.filter((r) => r.seated).map((r) => String(r.n));
  return kind !== 'late' && p.final.seated ? [...seated, 'final'] : seated;
}

/**
 * The tour chosen until the committee picks one: for a table ruling the latest seated tour (the
 * final once seated) not finalized yet, else the latest; for leaving the first tour not seated yet
 * (a player seated in the latest tour leaves from the next one), else the final.
 */
export function defaultTour(kind: RulingKind, p: PreferenceProgress): string {
  if (kind === 'left' || kind === 'disqualified') {
    const open = p.rounds.find((r) => !r.seated);
    return open ? String(open.n) : 'final';
  }
  const offered = rulingTours(kind, p);
  const finalized = (v: string) =>
    v === 'final' ? p.final.finalized : p.rounds.find((r) => String(r.n) === v)?.finalized === true;
  const open = offered.filter((v) => !finalized(v));
  return open[open.length - 1] ?? offered[offered.length - 1] ?? '1';
}

/** A whole number as typed ("12", "-8", "−8", "+4"), or null. */
export function wholeOf(text: string): number | null {
  const s = text.trim().replace(/\u2212/g, '-');
  return /^[+-]?\d{1,9}$/.test(s) ? Number(s) : null;
}

/** The awarded whists as typed: the seats filled (1–3 or 1–4), or null when one is not whole, a seat is skipped or fewer than three. */
export function awardWhists(whists: readonly string[]): number[] | null {
  const cells = whists.slice(0, SEATS).map((w) => w.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  if (cells.length < 3) return null;
  const values = cells.map(wholeOf);
  return values.every((v): v is number => v !== null) ? values : null;
}

/** The sum of the whists typed so far (the box shows it as they are typed); null while one is not a number. */
export function whistsSum(whists: readonly string[]): number | null {
  let sum = 0;
  for (const w of whists) {
    if (w.trim() === '') continue;
    const v = wholeOf(w);
    if (v === null) return null;
    sum += v;
  }
  return sum;
}

function gameOf(game: string): PenaltyGame | null {
  if (game === 'misere' || game === 'allpass') return game;
  const n = Number(game);
  return n === 6 || n === 7 || n === 8 || n === 9 || n === 10 ? n : null;
}

/** The points a penalty puts into the mountain, once its game (or amount) is known; else null. */
export function penaltyPreview(f: Pick<RulingForm, 'kind' | 'game' | 'amount'>): number | null {
  const kind = PENALTY[f.kind];
  if (!kind) return null;
  const game = kind === 'exposed' || kind === 'revoke' ? gameOf(f.game) : null;
  const amount = kind === 'discretion' ? wholeOf(f.amount) : null;
  try {
    return penaltyPoints(kind, game, amount);
  } catch {
    return null;
  }
}

/** The first field the ruling still needs (in the box's order), or null: then it may be sent. */
export function rulingCheck(f: RulingForm): RulingCheck | null {
  for (const field of rulingFields(f.kind, f.tour)) {
    switch (field) {
      case 'player':
        if (f.player.trim() === '') return { field, key: 'rulingPlayerMissing' };
        break;
      case 'game':
        if (gameOf(f.game) === null || !rulingGames(f.kind).includes(f.game))
          return { field, key: 'rulingGameMissing' };
        break;
      case 'amount': {
        const a = wholeOf(f.amount);
        if (a === null || a < 1 || a > MAX_DISCRETION) return { field, key: 'rulingAmountBad' };
        break;
      }
      case 'table':
        if (f.table.trim() === '') return { field, key: 'rulingTableMissing' };
        break;
      case 'whists': {
        const w = awardWhists(f.whists);
        if (!w || w.reduce((s, x) => s + x, 0) !== 0) return { field, key: 'rulingWhistsBad' };
        break;
      }
      case 'reason':
        if (f.reason.trim() === '') return { field, key: 'rulingReasonMissing' };
        break;
    }
  }
  return null;
}

function tourValue(tour: string): number | 'final' {
  return tour === 'final' ? 'final' : Number(tour);
}

/** The server call of a filled ruling (checked first with {@link rulingCheck}). */
export function rulingCall(f: RulingForm): { fn: ServerFunction; args: unknown[] } {
  const tour = tourValue(f.tour);
  const player = f.player.trim();
  const reason = f.reason.trim();
  switch (f.kind) {
    case 'late':
      return { fn: 'serverPrefNotAdmitted', args: [tour, player, reason] };
    case 'award':
      return {
        fn: 'serverPrefAward',
        args: [{ tour, table: tour === 'final' ? '1' : f.table.trim(), whists: awardWhists(f.whists) ?? [], reason }],
      };
    case 'left':
    case 'disqualified':
      return { fn: 'serverPrefLeave', args: [{ player, kind: f.kind, from: tour, reason }] };
    case 'keepDeals':
    case 'keepTotals':
      return {
        fn: 'serverPrefKeepTable',
        args: [
          { tour, table: tour === 'final' ? '1' : f.table.trim(), mode: f.kind === 'keepDeals' ? 'deals' : 'totals' },
        ],
      };
    default: {
      const kind = PENALTY[f.kind] as PenaltyKind;
      const request: Record<string, unknown> = { tour, player, kind, reason };
      if (kind === 'exposed' || kind === 'revoke') request.game = gameOf(f.game);
      if (kind === 'discretion') request.amount = wholeOf(f.amount);
      return { fn: 'serverPrefPenalty', args: [request] };
    }
  }
}

/** The tie at the last final seat that `serverSeatFinal` refused with (`data.tie`): the server's own type. */
export type { FinalTie };

/** The tie in a refusal's data, or null. */
export function tieOf(data: unknown): FinalTie | null {
  if (!data || typeof data !== 'object' || !('tie' in data)) return null;
  const tie = (data as { tie: unknown }).tie as Partial<FinalTie> | null;
  if (!tie || !Array.isArray(tie.tied) || typeof tie.seats !== 'number') return null;
  return {
    tied: tie.tied.map(String),
    seats: tie.seats,
    certain: Array.isArray(tie.certain) ? tie.certain.map(String) : [],
    rating: typeof tie.rating === 'number' ? tie.rating : 0,
    whists: typeof tie.whists === 'number' ? tie.whists : 0,
  };
}
