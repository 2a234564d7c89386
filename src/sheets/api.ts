/**
 * The server API: one function per committee action (docs/server-api.md). Each takes the
 * services and plain arguments and returns plain data (`ActionResult`) the sidebar can show;
 * nothing throws to the caller. Every action that writes holds the document lock and is
 * all-or-nothing (plans are checked, then written by the one applier).
 *
 * This file only gathers them. Each action lives in src/sheets/actions/, in the module named
 * after it:
 *  - setup: actions/setup.ts
 *  - checkRegistration: actions/checkRegistration.ts; confirmAdmission (the committee confirms the
 *    admitted list the check proposes, Art. 2 item 5): actions/confirmAdmission.ts
 *  - draw: actions/draw.ts
 *  - generateGroups: actions/generateGroups.ts
 *  - generateBracket: actions/generateBracket.ts
 *  - withdraw (group games and preference): actions/withdraw.ts; the withdrawal of a group game's
 *    player (also a no-show's): common/withdrawal.ts, which asks src/rules/withdrawal.ts which
 *    matches he forfeits; the names offered for a name not found (nearNames): common/nearNames.ts
 *  - prepareAttendance, seatTour, seatFinal, preferenceStatus: actions/preference.ts checks the
 *    registration and reads the settings, then hands over to actions/prepareAttendance.ts,
 *    actions/seatTour.ts, actions/seatFinal.ts, and to common/preferenceStatus.ts (where the
 *    tournament stands, read also by the status)
 *  - preference at the table (rulings, recorded on the rulings sheet): notAdmitted (a player late
 *    or missing once a tour is seated), penalty (Art. 18 item 11), awardResult (Art. 17 item 7),
 *    leave (leaving or disqualification from a tour): actions/notAdmitted.ts, actions/penalty.ts,
 *    actions/awardResult.ts, actions/leave.ts; what they share: common/tableRuling.ts (and
 *    common/notAdmitted.ts, also used by the no-shows); keepTable (a table deal by deal or by
 *    totals): actions/keepTable.ts, its protocol sheet: common/protocol.ts
 *  - finalizeStage, finalizeSheets: actions/finalize.ts; when each stage is decided:
 *    src/rules/stageDecided.ts, read off the sheets by common/groupStageChecks.ts and
 *    common/preferenceStageChecks.ts; the freezing itself: common/freeze.ts; the record's cover
 *    page: common/summary.ts
 *  - status: actions/status.ts
 *  - correctName (a person's or a team's name, everywhere): actions/correctName.ts
 *  - resolvePlayoff (confirm or clear a result typed for another pairing): actions/resolvePlayoff.ts;
 *    the edit trigger's recordOnEdit and the play-off memory: common/playoffMemory.ts
 *  - dayPlan (a game's day plan and its plan by player, made again as results arrive):
 *    actions/dayPlan.ts (what it knows of the game: common/dayPlanInput.ts)
 *  - applyNoShows (the referees' "did not appear" marks on the day plan, by the clock):
 *    actions/noShow.ts (the match a mark names and the forfeit it writes: common/noShowMatch.ts)
 *  - board (the players' view, safe to publish: now / next, standings with why, the plan, each
 *    play-off's current round, preference's tour and standings; issue 25): actions/board.ts, the
 *    sheet kinds/boardSheet.ts (the play-offs and preference: kinds/boardExtras.ts, found by
 *    common/boardExtras.ts)
 *  - queue (a group game's table queue, brought up to date: results seen, matches called; issue 26):
 *    actions/queue.ts, the sheet kinds/queueSheet.ts
 *  - notices (every participant's time and place, for a mail merge, Art. 3 item 2):
 *    actions/notices.ts (the sheet, also made again by the day plan: common/notices.ts)
 *  - week (each person's card across the four games, to print; who is due in two places at once):
 *    actions/week.ts (what the cards are made of: common/week.ts, the sheet kinds/weekSheet.ts)
 *  - selfCheck (what Google Sheets does in this spreadsheet) and its edit trigger's
 *    recordSelfCheckEdit: actions/selfCheck.ts, the experiments in actions/selfCheckProbes.ts
 * An action never imports another action (test/layers.test.ts); what they share is in
 * src/sheets/common/, one module per idea: results.ts (ok, refuse), games.ts (game ids and names,
 * bracketFormat), registrationCheck.ts (the registration check), gameSheets.ts (the group and
 * play-off plans from the settings), seed.ts, preferencePlayers.ts, bracket.ts (a play-off sheet
 * read back) and those named above. The sheets themselves, one module per kind (layout, plan,
 * reader): src/sheets/kinds/ (drawnGroups, the groups read back from the draw log:
 * kinds/drawSheet.ts).
 */
export type { ActionResult, ProblemView } from './context';
export { ALL_GAMES, bracketFormat, GROUP_GAMES } from './common/games';
export { setup } from './actions/setup';
export { checkRegistration, type AdmissionProposal, type CheckData } from './actions/checkRegistration';
export { confirmAdmission, type AdmissionData } from './actions/confirmAdmission';
export { draw, type DrawData, type DrawOptions } from './actions/draw';
export { drawnGroups } from './kinds/drawSheet';
export { generateGroups } from './actions/generateGroups';
export { generateBracket } from './actions/generateBracket';
export { withdraw } from './actions/withdraw';
export { type WithdrawData } from './common/withdrawal';
export { nearNames } from './common/nearNames';
export { prepareAttendance, preferenceStatus, seatFinal, seatTour, type PreferenceOptions } from './actions/preference';
export type { AttendanceData } from './actions/prepareAttendance';
export type { SeatTourData } from './actions/seatTour';
export type { SeatFinalData } from './actions/seatFinal';
export type { PreferenceStatusData } from './common/preferenceStatus';
export { notAdmitted } from './actions/notAdmitted';
export { type NotAdmittedData } from './common/notAdmitted';
export { penalty, type PenaltyData, type PenaltyRequest } from './actions/penalty';
export { awardResult, type AwardData, type AwardRequest } from './actions/awardResult';
export { keepTable, type KeepData, type KeepRequest } from './actions/keepTable';
export { leave, type LeaveData, type LeaveRequest } from './actions/leave';
export { finalizeSheets, finalizeStage, type FinalizeOptions } from './actions/finalize';
export type { StageCheck } from './common/stageCheck';
export {
  status,
  type GameStatus,
  type PreferenceProgress,
  type SelfCheckStatus,
  type Status,
  type TourProgress,
} from './actions/status';
export type { NotFinal } from './common/statusDownload';
export { recordOnEdit } from './common/playoffMemory';
export { resolvePlayoff, type ResolveData } from './actions/resolvePlayoff';
export { correctName, type CorrectNameData, type CorrectNameTo } from './actions/correctName';
export { dayPlan, type DayPlanData } from './actions/dayPlan';
export { readDayPlan, type AnnouncedSlot } from './kinds/dayPlanSheet';
export { applyNoShows, type NoShowData } from './actions/noShow';
export { notices, type NoticesData } from './actions/notices';
export { week, type WeekData } from './actions/week';
export { board, type BoardData } from './actions/board';
export { queue, type QueueData } from './actions/queue';
export { type GameNoticeCount, type NoticeLine } from './common/notices';
export { recordSelfCheckEdit, selfCheck, type SelfCheckData, type SelfCheckOptions } from './actions/selfCheck';
