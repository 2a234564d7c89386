/** Types of bench/largest.mjs. */
export function pasteLargest(app: unknown): void;
export function registrations(): unknown;
export function paste(app: unknown, name: string, rows: unknown[][], row?: number, col?: number): void;
export const SHEET: Record<'futsal' | 'billiards' | 'backgammon' | 'preference', string>;
