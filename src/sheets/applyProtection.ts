/**
 * The add-on's protections: what a protection's description says about a sheet (generated, the
 * committee's, finalized), whether a sheet is finalized (never rewritten), and who a protection
 * binds (`lockDown`: the owner, the user running the action and the committee keep editing).
 */
import { fail } from '../rules/errors';
import type { ProtectionLike, SheetLike, SpreadsheetAppLike } from './gas';
import { hasFinalMark } from './identity';

/**
 * What a protection's description says about a sheet (language-free, so it survives a change of
 * the tournament language): `tournament:<key>` a generated sheet (people type only into its
 * unprotected ranges), `…:committee` a sheet only the committee types into (everything on it
 * counts as typed), `…:final` a finalized stage (never rewritten).
 */
export const PROTECTION_PREFIX = 'tournament:';

export function protectionDescription(key: string, kind: 'generated' | 'committee' | 'final'): string {
  return `${PROTECTION_PREFIX}${key}${kind === 'generated' ? '' : `:${kind}`}`;
}

export const FINAL_DESCRIPTION = /^tournament:[^:\s]+:final$/;

export const GENERATED_DESCRIPTION = /^tournament:[^:\s]+( #[0-9a-z]+)?$/;

/** A sheet finalized by the add-on (its protection or its metadata marked final): never rewritten. */
export function isFinalized(app: SpreadsheetAppLike, sheet: SheetLike): boolean {
  return (
    sheet.getProtections(app.ProtectionType.SHEET).some((p) => FINAL_DESCRIPTION.test(p.getDescription())) ||
    hasFinalMark(app, sheet)
  );
}

/**
 * A protection binds only those not among its editors, and a new one starts with every editor of
 * the spreadsheet: keep the owner and the user running this (Apps Script never removes those),
 * plus the committee e-mails of the settings; referees are left out.
 */
export function lockDown(protection: ProtectionLike, editors: readonly string[]): void {
  try {
    protection.removeEditors(protection.getEditors());
  } catch (e) {
    // Apps Script throws when the runner's own edit access comes from a Google Group (removing the
    // group would lock him out). Google's example adds the runner first, which needs the scope
    // userinfo.email (Session.getEffectiveUser) the add-on does not ask for. The error's text is not
    // documented, so any refusal here is reported with it and with the likely cause and its cure.
    fail('protectViaGroup', { detail: e instanceof Error ? e.message : String(e) });
  }
  if (protection.canDomainEdit()) protection.setDomainEdit(false);
  if (editors.length > 0) protection.addEditors([...editors]);
}
