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
 *  - withdraw (group games and preference): actions/withdraw.ts; the names offered for a name not
 *    found (nearNames): actions/nearNames.ts
 *  - prepareAttendance, seatTour, seatFinal, preferenceStatus: actions/preference.ts checks the
 *    registration and reads the settings, then hands over to the action of the same name in
 *    actions/prepareAttendance.ts, actions/seatTour.ts, actions/seatFinal.ts,
 *    actions/preferenceStatus.ts
 *  - preference at the table (rulings, recorded on the rulings sheet): notAdmitted (a player late
 *    or missing once a tour is seated), penalty (Art. 18 item 11), awardResult (Art. 17 item 7),
 *    leave (leaving or disqualification from a tour): actions/notAdmitted.ts, actions/penalty.ts,
 *    actions/awardResult.ts, actions/leave.ts; what they share: actions/tableRuling.ts
 *  - finalizeStage, finalizeSheets and the checks that a stage is decided: actions/finalize.ts
 *  - status: actions/status.ts
 *  - correctName (a person's or a team's name, everywhere): actions/correctName.ts
 *  - resolvePlayoff (confirm or clear a result typed for another pairing) and the edit trigger's
 *    recordOnEdit (play-off memory): actions/playoffMemory.ts
 *  - dayPlan (a game's day plan and its plan by player, made again as results arrive):
 *    actions/dayPlan.ts
 *  - applyNoShows (the referees' "did not appear" marks on the day plan, by the clock):
 *    actions/noShow.ts
 *  - notices (every participant's time and place, for a mail merge, Art. 3 item 2):
 *    actions/notices.ts
 *  - selfCheck (what Google Sheets does in this spreadsheet, issue 22) and its edit trigger's
 *    recordSelfCheckEdit: actions/selfCheck.ts, the experiments in actions/selfCheckProbes.ts
 * What the actions share (results, game ids, the registration check, bracketFormat):
 * actions/common.ts. The sheets themselves, one module per kind (layout, plan, reader):
 * src/sheets/kinds/ (drawnGroups, the groups read back from the draw log: kinds/drawSheet.ts).
 */
export type { ActionResult, ProblemView } from './context';
export { ALL_GAMES, bracketFormat, GROUP_GAMES } from './actions/common';
export { setup } from './actions/setup';
export { checkRegistration, type AdmissionProposal, type CheckData } from './actions/checkRegistration';
export { confirmAdmission, type AdmissionData } from './actions/confirmAdmission';
export { draw, type DrawData, type DrawOptions } from './actions/draw';
export { drawnGroups } from './kinds/drawSheet';
export { generateGroups } from './actions/generateGroups';
export { generateBracket } from './actions/generateBracket';
export { withdraw, type WithdrawData } from './actions/withdraw';
export { nearNames } from './actions/nearNames';
export { prepareAttendance, preferenceStatus, seatFinal, seatTour, type PreferenceOptions } from './actions/preference';
export type { AttendanceData } from './actions/prepareAttendance';
export type { SeatTourData } from './actions/seatTour';
export type { SeatFinalData } from './actions/seatFinal';
export type { PreferenceStatusData } from './actions/preferenceStatus';
export { notAdmitted, type NotAdmittedData } from './actions/notAdmitted';
export { penalty, type PenaltyData, type PenaltyRequest } from './actions/penalty';
export { awardResult, type AwardData, type AwardRequest } from './actions/awardResult';
export { keepTable, type KeepData, type KeepRequest } from './actions/keepTable';
export { leave, type LeaveData, type LeaveRequest } from './actions/leave';
export { finalizeSheets, finalizeStage, type StageCheck } from './actions/finalize';
export {
  status,
  type GameStatus,
  type PreferenceProgress,
  type SelfCheckStatus,
  type Status,
  type TourProgress,
} from './actions/status';
export type { NotFinal } from './actions/statusDownload';
export { recordOnEdit, resolvePlayoff, type ResolveData } from './actions/playoffMemory';
export { correctName, type CorrectNameData, type CorrectNameTo } from './actions/correctName';
export { dayPlan, type DayPlanData } from './actions/dayPlan';
export { readDayPlan, type AnnouncedSlot } from './kinds/dayPlanSheet';
export { applyNoShows, type NoShowData } from './actions/noShow';
export { notices, type GameNoticeCount, type NoticeLine, type NoticesData } from './actions/notices';
export { recordSelfCheckEdit, selfCheck, type SelfCheckData, type SelfCheckOptions } from './actions/selfCheck';
