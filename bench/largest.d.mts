/** Types of bench/largest.mjs. */
export function pasteLargest(app: unknown): void;
export function registrations(): unknown;
export const SHEET: Record<'futsal' | 'billiards' | 'backgammon' | 'preference', string>;
