/**
 * Only for args.ts, until it moves to src/sheets/common/args.ts with its rewrite in zod (arguments
 * checked by a schema, done on another branch): what this file exported now lives in
 * src/sheets/common/ — results.ts, games.ts, registrationCheck.ts, seed.ts, gameSheets.ts,
 * preferencePlayers.ts. Nothing else may import this file (test/layers.test.ts); delete it once
 * args.ts has moved.
 */
export { ok, refuse, refuseWith, type SettingsCtx } from '../common/results';
export { ALL_GAMES, bracketFormat, gameName, GROUP_GAMES, isGame, isGroupGame, unknownGame } from '../common/games';
export {
  admissionToken,
  check,
  gameSettingsProblems,
  problemViews,
  settingsRefusal,
  type Checked,
} from '../common/registrationCheck';
export { seedOption } from '../common/seed';
export {
  bracketPlan,
  formatMismatch,
  groupOptions,
  rebuildBracket,
  treePlan,
  withdrawalsSheetFor,
} from '../common/gameSheets';
export { checkPlayers, checkTours } from '../common/preferencePlayers';
