/** Messages of the draw, the Berger fixtures and preference seating (src/rules/draw.ts, berger.ts, seating.ts), in the three languages (Russian governs). Placeholders are {name}. */
import type { Text } from './messages';

export const DRAW_MESSAGES = {
} satisfies Record<string, Text>;
