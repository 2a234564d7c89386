/**
 * The optional tools of the test suite: Debian's Chromium (browser tests) and LibreOffice (the
 * XLSX opened as a user would). On a developer's machine without them those checks skip, with a
 * line saying what to install; CI installs both and sets REQUIRE_TOOLS=1, so there a missing
 * tool fails the checks instead of skipping them (.ci/run).
 */
export const REQUIRE_TOOLS = process.env.REQUIRE_TOOLS === '1';

/** Whether the checks needing `tool` run; when they skip, says so on stderr (once per file). */
export function toolChecks(tool: string, present: boolean, install: string): boolean {
  if (present || REQUIRE_TOOLS) return true;
  console.warn(
    `${tool} is not installed: its checks are skipped here (install it with: ${install}); CI requires it (REQUIRE_TOOLS=1).`,
  );
  return false;
}
