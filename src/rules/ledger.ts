/**
 * What one table has written so far (Code 4.2.1: "hill … pulka … whists"): each seat's pool (пуля)
 * and mountain (гора), and whists[i][j], the whists seat i wrote on seat j. Every amount is in the
 * one KASE unit (SPEC §3 "Units and the settlement", I-1).
 */
import type { Where } from './errors';
import type { Mark } from './notation';

export interface Ledger {
  n: number;
  pools: number[];
  mountains: number[];
  whists: number[][];
}

/** Where a seat's cell of the row being read is, for a message (seat 0-based). */
export type SeatCell = (seat: number) => Where;

/** Pool entries of one row, one per seat, added after its mountain and whist entries (SPEC "Pools and help"). */
export type PoolEntries = number[];

/** A row of the pulka as read: who dealt, each seat's cell read (null = empty) and as typed (for the messages). */
export interface DealCells {
  dealer: number;
  marks: readonly (Mark | null)[];
  raw: readonly unknown[];
}
