/** Messages of the sheet generators and the server actions (src/sheets/), in the three languages (Russian governs). Placeholders are {name}. */
import type { Text } from './messages';

export const SHEETS_MESSAGES = {
} satisfies Record<string, Text>;
