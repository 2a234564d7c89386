/**
 * `google.script.run` as the sidebar uses it: always asynchronous, one success and one failure
 * handler per call. Only the standard API (the local workbench shims exactly this).
 */
export interface Runner {
  withSuccessHandler(handler: (result: unknown) => void): Runner;
  withFailureHandler(handler: (error: unknown) => void): Runner;
}

declare const google: { script: { run: Runner } };

export type ServerFunction =
  | 'serverStatus'
  | 'serverSetup'
  | 'serverCheckRegistration'
  | 'serverConfirmAdmission'
  | 'serverDraw'
  | 'serverGenerateGroups'
  | 'serverGenerateBracket'
  | 'serverDayPlan'
  | 'serverNoShows'
  | 'serverNotices'
  | 'serverWeek'
  | 'serverBoard'
  | 'serverQueue'
  | 'serverWithdraw'
  | 'serverFinalizeStage'
  | 'serverPrepareAttendance'
  | 'serverSeatTour'
  | 'serverSeatFinal'
  | 'serverCorrectName'
  | 'serverPlayoffResolve'
  | 'serverPrefNotAdmitted'
  | 'serverPrefPenalty'
  | 'serverPrefAward'
  | 'serverPrefLeave'
  | 'serverPrefKeepTable'
  | 'serverRefereeCard';

/** Calls a server function; exactly one of the handlers runs, later. */
export function call(
  fn: ServerFunction,
  args: readonly unknown[],
  onSuccess: (result: unknown) => void,
  onFailure: (error: unknown) => void,
): void {
  const runner = google.script.run.withSuccessHandler(onSuccess).withFailureHandler(onFailure) as unknown as Record<
    string,
    (...a: unknown[]) => void
  >;
  const target = runner[fn];
  if (typeof target !== 'function') {
    onFailure(new Error(fn));
    return;
  }
  target.apply(runner, [...args]);
}

/** The text of a failure handler's error (an Error, or whatever Apps Script passed). */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}
