/**
 * The referees of a day plan (issue 24 item 17) said to the committee: the rows the rules have
 * refereed by the committee's referees with nobody typed in the plan's referee column (Art. 8 item 9:
 * every futsal match; Art. 11 item 19: the billiards semi-final and final), and a referee who plays
 * at a time he referees (Art. 17 item 7). Warnings, never refusals: the rules are in
 * src/rules/referees.ts, the column in ../kinds/dayPlanSheet.ts.
 */
import { cite } from '../../i18n/labels';
import { planLabel } from '../../i18n/labels-plan';
import { formatDate, formatTime } from '../../rules/dates';
import type { PlanGame } from '../../rules/dayPlanGames';
import { refereeProblems, rowLines, type RefereeSlot } from '../../rules/referees';
import { problem, type ProblemView } from '../context';
import type { PlanRow } from '../kinds/dayPlanSheet';
import type { SettingsCtx } from './results';
import { gameName } from './games';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The rule that has a game's matches refereed by the committee's referees. */
const RULE: Partial<Record<PlanGame, [number, number]>> = { futsal: [8, 9], billiards: [11, 19] };

/** At most this many matches are named in the warning of the missing ones; the count says the rest. */
const NAMED = 5;

function label(row: PlanRow): string {
  return [row.stage, row.match].filter((x) => x !== '').join(', ') || row.key;
}

function when(row: PlanRow, ctx: SettingsCtx): string {
  const day = row.date === null ? planLabel('dayN', ctx.lang, { n: row.day + 1 }) : formatDate(row.date);
  return `${day} ${formatTime(row.start)}`;
}

/**
 * The warnings of a game's plan: `rows` as the plan is made, `typed` the referee cells by key (as the
 * plan keeps them), `sheet` the plan's name.
 */
export function refereeWarnings(
  ctx: SettingsCtx,
  game: PlanGame,
  plan: { rows: readonly PlanRow[]; typed: ReadonlyMap<string, string>; sheet: string },
): ProblemView[] {
  const byKey = new Map(plan.rows.map((r) => [r.key, r]));
  const slots: RefereeSlot[] = plan.rows.map((r) => ({
    game,
    key: r.key,
    date: r.date ?? `#${r.day}`,
    start: r.start,
    end: r.end,
    table: r.table,
    names: r.names,
  }));
  const found = refereeProblems(slots, rowLines(game, plan.typed));
  const out: ProblemView[] = [];
  const missing = found.flatMap((p) => (p.code === 'refereeMissing' ? [byKey.get(p.slot.key) as PlanRow] : []));
  const rule = RULE[game];
  if (missing.length > 0 && rule) {
    const named = missing.slice(0, NAMED).map((r) => `${label(r)} (${when(r, ctx)})`);
    out.push(
      problem(ctx, 'warning', 'refereeMissing', {
        game: capital(gameName(game, ctx.lang)),
        count: missing.length,
        rule: cite(rule[0], rule[1])[ctx.lang],
        matches: named.join('; ') + (missing.length > NAMED ? '; …' : ''),
        column: planLabel('referee', ctx.lang),
        sheet: plan.sheet,
      }),
    );
  }
  for (const p of found) {
    if (p.code !== 'refereePlaying') continue;
    const row = byKey.get(p.slot.key) as PlanRow;
    const other = byKey.get(p.playing.key) as PlanRow;
    out.push(
      problem(ctx, 'warning', 'refereePlaying', {
        game: capital(gameName(game, ctx.lang)),
        referee: p.referee,
        what: label(row),
        when: when(row, ctx),
        playing: label(other),
      }),
    );
  }
  return out;
}
