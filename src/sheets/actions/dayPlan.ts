/**
 * The day plan action — the times and places the committee sets and tells the participants (Art. 3
 * items 1–2), within the game's days (Art. 11 items 1 and 17, Art. 14 item 1, Art. 17 item 1): a
 * game's plan (src/rules/dayPlanFit.ts) from its settings,
 * its draw (or its registration, before the draw) and what is known of the play-off or the tours so
 * far, written as two sheets — the plan by day and court / table (kinds/dayPlanSheet.ts) and by
 * player (kinds/dayPlanPeople.ts). Made again as results arrive, it fills in the play-off's players;
 * the times stay (they depend on the settings and the format only). Says whether the plan fits, and
 * when it does not, what would (with the numbers).
 */
import { formatMessage } from '../../i18n/format';
import { cite } from '../../i18n/labels';
import { planLabel } from '../../i18n/labels-plan';
import type { Lang } from '../../i18n/messages';
import { bracket } from '../../rules/brackets';
import { APPLICATION_RULE } from '../../rules/applicationDates';
import { addDays, formatDate, formatTime } from '../../rules/dates';
import { onTheClock, type PlannedSlot } from '../../rules/dayPlan';
import { planGame, type GamePlan } from '../../rules/dayPlanFit';
import { billiardsDaysOfRules, tablesKey, type GameTask, type PlanGame } from '../../rules/dayPlanGames';
import { fail } from '../../rules/errors';
import type { GameId } from '../../rules/registration';
import { applyPlans, type PlanSource } from '../apply';
import { nowStamp } from '../clock';
import { readAnchors } from '../identity';
import type { CellValue, SheetLike } from '../gas';
import {
  cellText,
  closeAhead,
  readOnlyAhead,
  findSheet,
  nameFor,
  problem,
  withLock,
  type ActionResult,
  type ProblemView,
} from '../context';
import { sectionTitle, shownId } from '../kinds/bracketSheet';
import { dayPlanPeoplePlan } from '../kinds/dayPlanPeople';
import { withQrBlock } from '../kinds/qrBlock';
import { boardLabel } from '../../i18n/labels-board';
import {
  dayPlanFromValues,
  dayPlanSheetPlan,
  type AnnouncedSlot,
  type DayPlanRead,
  type PlanRow,
  type RowMarks,
} from '../kinds/dayPlanSheet';
import { loadRegistration, registrationKey } from '../kinds/registrationSheet';
import { openCtx } from '../kinds/settingsSheet';
import { gatherGroups, gatherPreference, type Gathered } from '../common/dayPlanInput';
import { gameName, isGame, unknownGame } from '../common/games';
import { refreshNotices } from '../common/notices';
import { clashProblems, collectWeek, weekSheets, weekSlotOf } from '../common/week';
import { busyOf } from '../common/dayPlanBusy';
import { recordClashes } from '../common/clashNote';
import { clashes as clashesOf, weekCards, type WeekGame } from '../../rules/week';
import { problemViews, rosterLines } from '../common/registrationCheck';
import { ok, refuse, type SettingsCtx } from '../common/results';
import { refereeWarnings } from '../common/referees';

export interface DayPlanData {
  game: PlanGame;
  fits: boolean;
  /** matches (tours and the final) planned */
  games: number;
  /** per day: when its last game ends ("HH:MM"), or null */
  lastEnd: (string | null)[];
  /** what would fit when it does not (rules/dayPlanFit.ts), else null */
  wouldFit: GamePlan['wouldFit'];
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The stage and the match of a task as the sheets show them. */
function labels(
  task: GameTask,
  format: Parameters<typeof bracket>[0] | null,
  lang: Lang,
): { stage: string; match: string } {
  const w = task.what;
  if (w.kind === 'group')
    return {
      stage: planLabel('groupStage', lang, { g: w.group }),
      match: planLabel('groupMatch', lang, { k: w.k, r: w.round }),
    };
  if (w.kind === 'bracket') {
    const m = bracket(format ?? 'sf4').matches.find((x) => x.id === w.match);
    return { stage: m ? sectionTitle(format ?? 'sf4', m, lang) : w.match, match: shownId(w.match, lang) };
  }
  // A tour's table is in the table column.
  return { stage: w.kind === 'tour' ? planLabel('tour', lang, { n: w.n }) : planLabel('final', lang), match: '' };
}

/** A moment of the plan as people read it: "25.11.2026 00:30", or "day 2, 00:30" before the first day is set. */
function momentText(firstDay: string, day: number, minutes: number, lang: Lang): string {
  const m = onTheClock(day, minutes);
  const time = formatTime(m.minutes);
  return firstDay === ''
    ? formatMessage('planMomentDay', { day: m.day + 1, time }, lang)
    : formatMessage('planMoment', { date: formatDate(addDays(firstDay, m.day)), time }, lang);
}

function duration(minutes: number, lang: Lang): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? formatMessage('planDuration', { h, m }, lang) : formatMessage('planDurationMinutes', { m }, lang);
}

/** What the plan says: it fits, or what does not and what would — one line each, with the numbers. */
function summary(gp: GamePlan, game: PlanGame, firstDay: string, lang: Lang): { text: string; bad: boolean }[] {
  const { plan, frame } = gp;
  const say = (code: Parameters<typeof formatMessage>[0], params: Record<string, unknown>) =>
    formatMessage(code, params, lang);
  const date = (d: number) => (firstDay === '' ? '' : ` (${formatDate(addDays(firstDay, d))})`);
  const place = tablesKey(game);
  const lines: { text: string; bad: boolean }[] = [];
  const count = gp.tasks.length;
  if (plan.fits) {
    const spans = plan.lastEnd
      .map((end, d) =>
        end === null
          ? null
          : say('planSpan', { day: d + 1, date: date(d), from: formatTime(frame.start), to: formatTime(end) }),
      )
      .filter((x): x is string => x !== null)
      .join('; ');
    lines.push({ text: say('planFits', { count, place, tables: frame.tables, days: frame.days, spans }), bad: false });
    return lines;
  }
  lines.push({
    text: say('planNotFit', {
      count,
      place,
      tables: frame.tables,
      days: frame.days,
      from: formatTime(frame.start),
      to: formatTime(frame.end),
    }),
    bad: true,
  });
  plan.lastEnd.forEach((end, d) => {
    if (end === null || end <= frame.end) return;
    const late = plan.slots.filter((s) => s.day === d && s.end > frame.end).length;
    lines.push({
      text: say('planDayLate', {
        day: d + 1,
        date: date(d),
        end: momentText(firstDay, d, end, lang),
        over: duration(end - frame.end, lang),
        dayEnd: formatTime(frame.end),
        late,
      }),
      bad: true,
    });
  });
  if (plan.missingTables > 0)
    lines.push({
      text: say('planTablesShort', { needed: frame.tables + plan.missingTables, have: frame.tables, key: place }),
      bad: true,
    });
  if (gp.wouldFit) lines.push(...wouldFitLines(gp.wouldFit, say));
  return lines;
}

/** What would fit, a line each: more tables, shorter matches (never shorter than a real one), the abridged format. */
function wouldFitLines(
  w: NonNullable<GamePlan['wouldFit']>,
  say: (code: Parameters<typeof formatMessage>[0], params: Record<string, unknown>) => string,
): { text: string; bad: boolean }[] {
  const lines: { text: string; bad: boolean }[] = [];
  const t = w.tables;
  lines.push({
    text:
      t.needed === null
        ? say('planTablesNoHelp', { key: t.key })
        : say('planWouldTables', { key: t.key, needed: t.needed, now: t.now }),
    bad: true,
  });
  const m = w.minutes;
  // A preference tour is not shortened to fit: its limit is the rules' (Art. 16 item 15).
  if (m.shortest !== null)
    lines.push({
      text:
        m.value === null
          ? say('planMinutesNoHelp', { key: m.key, shortest: m.shortest })
          : say('planWouldMinutes', { key: m.key, value: m.value, now: m.now }),
      bad: true,
    });
  if (w.abridged)
    lines.push({
      text:
        w.abridged.tables === null
          ? say('planAbridgedNoHelp', {})
          : say('planWouldAbridged', { key: t.key, setting: 'billiards.abridged', tables: w.abridged.tables }),
      bad: true,
    });
  return lines;
}

/** The rows of the plan sheets: one per match, one per table of a tour. */
function rowsOf(gp: GamePlan, g: Gathered, firstDay: string, lang: Lang): PlanRow[] {
  const format = g.input.game === 'preference' ? null : g.input.format;
  const rows: PlanRow[] = [];
  gp.tasks.forEach((task, i) => {
    const slot = gp.plan.slots[i] as PlannedSlot;
    // Late slots past midnight: on the next calendar day, at the real time (the end may be on it too).
    const start = onTheClock(slot.day, slot.start);
    const end = onTheClock(slot.day, slot.end);
    for (const table of slot.tables) {
      const who = g.who(task, table);
      const { stage, match } = labels(task, format, lang);
      rows.push({
        key: task.what.kind === 'tour' ? `${task.id}:${table}` : task.id,
        day: start.day,
        date: firstDay === '' ? null : addDays(firstDay, start.day),
        start: start.minutes,
        end: end.minutes + (end.day - start.day) * 1440,
        table,
        stage,
        match,
        shown: who.shown,
        names: who.names,
        ...(g.everyone(task) ? { everyone: true } : {}),
        late: slot.end > gp.frame.end,
        missing: table > gp.frame.tables,
      });
    }
  });
  return rows;
}

/**
 * Makes (or makes again) a game's day plan and its plan by player. Refused when the game's settings
 * (its calendar included) or the general ones cannot be read, or when the groups cannot be formed.
 */
export function dayPlan(services: Parameters<typeof openCtx>[0], game: unknown): ActionResult<DayPlanData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  const refusal = notReady(ctx, game);
  if (refusal) return refusal;
  return withLock(ctx, () => {
    closePlanSheets(ctx, game);
    const missing = noRegistration(ctx, game);
    if (missing) return missing;
    const lang = ctx.lang;
    const g = game === 'preference' ? gatherPreference(ctx) : gatherGroups(ctx, game);
    if ('ok' in g) return g;
    const s = ctx.settings[game];
    // The other games' plans as they stand: this one is planned around them (the later plan yields).
    const week = collectWeek(ctx, { [game]: [] });
    const gp = planGame(g.input, ctx.settings, busyOf(game, s.firstDay, g, week));
    const rows = rowsOf(gp, g, s.firstDay, lang);
    const lines = summary(gp, game, s.firstDay, lang);
    const notes = [
      ...g.notes.filter((n) => n !== ''),
      ...(game === 'futsal' ? rosterNotes(ctx, rows) : []),
      slotNote(ctx, game),
      dateNote(ctx, game),
    ].filter((n) => n !== '');
    const names = { name: nameFor(ctx, `dayplan.${game}`), people: nameFor(ctx, `dayplan.people.${game}`) };
    // The referee cells as the plan keeps them (filled when the plan is built over the sheet as it was).
    const typed = new Map<string, string>();
    const plans = planSources(ctx, game, { g, rows, names, typed }, [
      ...lines,
      ...notes.map((text) => ({ text, bad: false })),
    ]);
    const written = applyPlans(services.app, plans, { editors: ctx.settings.committee, index: ctx.sheets, lang });
    // The notices follow the plan, once the committee has made them (../common/notices.ts).
    const refreshed = refreshNotices(ctx, {
      [game]: rows.map((r) => ({
        key: r.key,
        date: r.date,
        dayNumber: r.date === null ? r.day + 1 : null,
        start: r.start,
        table: r.table,
        shown: r.shown,
      })),
    });
    const clashes = clashesSaid(ctx, { game, week, rows, clashed: gp.plan.clashed.length });
    const verdict = formatMessage(gp.plan.fits ? 'planVerdictFits' : 'planVerdictNotFit', {}, lang);
    const message = formatMessage(
      'planDone',
      { game: gameName(game, lang), sheet: names.name, people: names.people, verdict },
      lang,
    );
    const problems: ProblemView[] = [
      ...(gp.plan.fits
        ? []
        : lines.map((l, i) => ({
            severity: 'warning' as const,
            code: 'planNotFit',
            message: l.text,
            cell: `${names.name}!A${3 + i}`,
          }))),
      ...notes.map((text) => ({ severity: 'warning' as const, code: 'planNote', message: text })),
      ...g.warnings,
      ...clashes,
      ...refreshed.problems,
      ...refereeWarnings(ctx, game, { rows, typed, sheet: names.name }),
    ];
    const data: DayPlanData = {
      game,
      fits: gp.plan.fits,
      games: gp.tasks.length,
      lastEnd: gp.plan.lastEnd.map((e) => (e === null ? null : formatTime(e))),
      wouldFit: gp.wouldFit,
    };
    return ok(message, [...written.created, ...written.rewritten, ...refreshed.sheets], data, problems);
  });
}

/**
 * The plan's own two sheets, closed to typing together (one flush: ../context.ts) before they are
 * read. What it only reads — the game's stages (the tours' rosters, the play-off's names), the draw,
 * every registration, the other games' plans it keeps clear of (../common/week.ts) — is read as it
 * stands, not closed: three calls and a flush a sheet saved (docs/performance.md).
 */
function closePlanSheets(ctx: SettingsCtx, game: GameId): void {
  closeAhead(ctx, [[`dayplan.${game}`], [`dayplan.people.${game}`]]);
  readOnlyAhead(ctx, [
    ...(game === 'preference'
      ? [
          ...Array.from({ length: ctx.settings.preference.tours }, (_, i) => ['pref.tour', { n: i + 1 }] as const),
          ['pref.final'] as const,
        ]
      : [[`draw.${game}`] as const, [`bracket.${game}`] as const]),
    ...weekSheets().filter(([key]) => key !== `dayplan.${game}`),
  ]);
}

/**
 * Who this plan puts in two places at once with another game's plan (Art. 3 item 1), in words — the
 * matches it could not keep clear within its day counted first; every clash of the plans as they now
 * stand recorded on the plan for the status (../common/clashNote.ts).
 */
function clashesSaid(
  ctx: SettingsCtx,
  o: { game: GameId; week: readonly WeekGame[]; rows: readonly PlanRow[]; clashed: number },
): ProblemView[] {
  const cards = weekCards(o.week.map((w) => (w.game === o.game ? { ...w, slots: o.rows.map(weekSlotOf) } : w)));
  recordClashes(ctx, `dayplan.${o.game}`, o.game, clashesOf(cards));
  return [
    ...(o.clashed > 0 ? [problem(ctx, 'warning', 'planClashUnavoidable', { count: o.clashed })] : []),
    ...clashProblems(ctx, cards, o.game),
  ];
}

/**
 * The futsal teams whose list is not complete or not in order, each with its first match in the plan:
 * the list is due before it (Art. 6 item 2).
 */
function rosterNotes(ctx: SettingsCtx, rows: readonly PlanRow[]): string[] {
  return rosterLines(ctx, loadRegistration(ctx, 'futsal')).map(({ team }) => {
    const first = rows.filter((r) => r.names.includes(team)).sort((x, y) => x.day - y.day || x.start - y.start)[0];
    const when = !first
      ? '—'
      : `${first.date === null ? `${planLabel('day', ctx.lang)} ${first.day + 1}` : formatDate(first.date)} ${formatTime(first.start)}`;
    return formatMessage('rosterNotReadyPlan', { team, when }, ctx.lang);
  });
}

/**
 * Why no plan can be made yet: the game's settings (its calendar included) or the general ones
 * cannot be read (its registration sheet: `noRegistration`, inside the lock).
 */
function notReady(ctx: SettingsCtx, game: GameId): ActionResult<never> | null {
  const bad = ctx.settingsProblems.filter(
    (p) => p.severity === 'error' && (!p.field || !p.field.includes('.') || p.field.startsWith(`${game}.`)),
  );
  if (bad.length > 0) {
    const views = problemViews(ctx, game, '', bad);
    return refuse(views[0]?.message ?? '', views);
  }
  return null;
}

/**
 * Refused without the game's registration sheet (like every action of a game, after the setup: its
 * registration sheet, even empty, says the game is on). Read inside the lock, once it is closed to
 * typing: the one read of it the plan makes.
 */
function noRegistration(ctx: SettingsCtx, game: GameId): ActionResult<never> | null {
  if (loadRegistration(ctx, game).found) return null;
  const p = problem(ctx, 'error', 'noRegistrationSheet', { sheet: nameFor(ctx, registrationKey(game)) });
  return refuse(p.message, [p]);
}

/**
 * The note on the game's dates: no first day set yet, or the deadlines of this game counted back
 * from its first day (the rows of calendarSettings.ts).
 */
function dateNote(ctx: SettingsCtx, game: GameId): string {
  const s = ctx.settings[game];
  if (s.firstDay === '') return formatMessage('planNoDate', { key: `${game}.firstDay` }, ctx.lang);
  const [article, item] = APPLICATION_RULE[game];
  return formatMessage(
    'planDeadlines',
    {
      apply: formatDate(addDays(s.firstDay, -s.applicationDays)),
      applyRule: cite(article, item)[ctx.lang],
      notice: formatDate(addDays(s.firstDay, -ctx.settings.noticeDays)),
    },
    ctx.lang,
  );
}

/**
 * What a futsal slot assumes (issue 24 item 5): the match by the wall clock, its halves being of
 * stopped-clock time (Art. 8 item 2, "чистого"); '' for the other games, whose slot is their setting.
 */
function slotNote(ctx: SettingsCtx, game: GameId): string {
  if (game !== 'futsal') return '';
  const f = ctx.settings.futsal;
  return formatMessage(
    'planFutsalSlot',
    {
      minutes: f.matchMinutes,
      halves: f.halves,
      half: f.halfMinutes,
      pause: f.breakMinutes,
      key: 'futsal.matchMinutes',
    },
    ctx.lang,
  );
}

/**
 * The two sheets: the plan by day and court / table, where the referees' "did not appear" marks, the
 * statuses written for them and the referees the committee typed (collected into `typed`) go back on
 * the rows of their keys (a mark whose row the new plan no longer has refuses it), and the plan by
 * player.
 */
function planSources(
  ctx: SettingsCtx,
  game: GameId,
  {
    g,
    rows,
    names,
    typed,
  }: { g: Gathered; rows: PlanRow[]; names: { name: string; people: string }; typed: Map<string, string> },
  lines: { text: string; bad: boolean }[],
): PlanSource[] {
  const { lang } = ctx;
  const { name, people } = names;
  const title = capital(gameName(game, lang));
  const existing = findSheet(ctx, `dayplan.${game}`);
  const options = {
    game,
    lang,
    name,
    gameName: title,
    madeAt: nowStamp(ctx),
    summary: lines,
    rows,
    dayNotes: billiardsDaysOfRules(g.input, ctx.settings)
      ? [planLabel('billiardsDay1', lang), planLabel('billiardsDay2', lang)]
      : [],
    lateMinutes: ctx.settings[game].lateMinutes,
  };
  return [
    {
      id: `dayplan.${game}`,
      name,
      checkProtected: true,
      build: (values) => {
        const read = values && existing ? readMarks(existing, values) : null;
        const marks = read?.marks ?? new Map<string, RowMarks>();
        const keys = new Set(rows.map((r) => r.key));
        const lost = [...marks.keys()].filter((k) => !keys.has(k));
        if (lost.length > 0) fail('planMarksLost', { sheet: name, keys: lost.slice(0, 5).join(', ') });
        if (read) keepDecided(name, read.slots, rows);
        for (const [key, m] of marks) if (cellText(m.referee) !== '') typed.set(key, cellText(m.referee));
        // The board's address and its QR code, printed with the plan (issue 25 item 2).
        return withQrBlock(dayPlanSheetPlan({ ...options, marks }), ctx.settings.boardUrl, boardLabel('title', lang));
      },
    },
    dayPlanPeoplePlan({ game, lang, name: people, gameName: title, rows, ...(g.people ? { people: g.people } : {}) }),
  ];
}

/** The day plan sheet as the applier read it (its marks, its announced slots), found where its columns are now. */
function readMarks(sheet: SheetLike, values: readonly (readonly CellValue[])[]): DayPlanRead {
  return dayPlanFromValues({ values, anchors: readAnchors(sheet, values) });
}

/** When a match is announced: its day (a date, or "day N"), its time and its court / table. */
function slotText(date: string | null, day: number | null, start: number, table: number): string {
  return `${date !== null ? formatDate(date) : `#${day ?? '?'}`} ${formatTime(start)}, № ${table}`;
}

/**
 * A match whose no-show was applied ("✓ …") was decided at the time announced: the plan made again
 * must keep it there (issue 23 item 3), else nothing is written and the committee is told.
 */
function keepDecided(name: string, was: ReadonlyMap<string, AnnouncedSlot>, rows: readonly PlanRow[]): void {
  for (const r of rows) {
    const old = was.get(r.key);
    if (!old?.status.startsWith('✓')) continue;
    const before = slotText(old.date, old.dayNumber, old.start, old.table);
    const now = slotText(r.date, r.date === null ? r.day + 1 : null, r.start, r.table);
    if (before === now) continue;
    fail('planDecidedMoved', {
      sheet: name,
      what: old.label || old.key,
      was: before,
      now,
      status: old.status,
      row: old.row + 1,
    });
  }
}
