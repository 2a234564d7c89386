/** Messages of the settings sheet and the registration check (src/rules/settings.ts, registration.ts), in the three languages (Russian governs). Placeholders are {name}. */
import type { Text } from './messages';

export const REGISTRATION_MESSAGES = {
} satisfies Record<string, Text>;
