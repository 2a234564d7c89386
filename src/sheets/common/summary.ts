/**
 * The record's cover page (kinds/summarySheet.ts), written again whenever a stage is finalized: what
 * every game's sheets show now (places 1–3, the draw's seed and time), the committee, the rulings.
 * Read-only towards everything else; a page of values, never a source for any other sheet.
 */
import { participantNames } from '../../rules/admission';
import type { SheetKey } from '../../i18n/labels';
import { applyPlans } from '../apply';
import { nowYear } from '../clock';
import { cellText, closeAhead, findSheet, nameFor, readAll, type Ctx } from '../context';
import { readAnchors, realign } from '../identity';
import { drawAnchors, readDrawSeed } from '../kinds/drawSheet';
import { loadRegistration, registrationKey } from '../kinds/registrationSheet';
import { summaryPlan, type SummaryGame } from '../kinds/summarySheet';
import type { SheetPlan } from '../plan';
import { readDecisions, type Decision } from '../kinds/decisionsSheet';
import type { SettingsCtx } from './results';
import { GROUP_GAMES } from './games';
import { locateBracket } from './bracket';
import { preferenceStatus } from './preferenceStatus';
import { openTables, recordedAt, rulingsSoFar } from './tableRuling';
import { typedPenalties } from './protocolPenalties';

/** What one piece of the record shows, or the fallback when it cannot be read (the page still gets made). */
function safely<T>(fallback: T, read: () => T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function groupGame(ctx: SettingsCtx, game: (typeof GROUP_GAMES)[number]): SummaryGame {
  const none: [string, string, string] = ['', '', ''];
  const places = safely(none, () => {
    const sheet = findSheet(ctx, `bracket.${game}`);
    if (!sheet) return none;
    const { layout, view } = locateBracket(ctx, game, sheet);
    return ([1, 2, 3] as const).map((n) => cellText(view.values[layout.places[n].row]?.[layout.places[n].col])) as [
      string,
      string,
      string,
    ];
  });
  const draw = safely(null, () => {
    const sheet = findSheet(ctx, `draw.${game}`);
    if (!sheet) return null;
    const { values, formulas } = readAll(sheet);
    const view = realign(
      drawAnchors(),
      readAnchors(sheet, values),
      { values, formulas },
      { rows: values.length, cols: 3 },
    );
    return { seed: readDrawSeed(view.values), time: cellText(view.values[2]?.[1]) };
  });
  return { game, places, draw };
}

function preference(ctx: SettingsCtx): SummaryGame {
  const none: [string, string, string] = ['', '', ''];
  const places = safely(none, () => {
    const players = participantNames('preference', loadRegistration(ctx, 'preference').registrants, ctx.settings);
    const final = preferenceStatus(ctx, players, ctx.settings.preference.tours).data?.final.places ?? [];
    return ([1, 2, 3] as const).map((n) => final.find((p) => p.place === n)?.player ?? '') as [string, string, string];
  });
  const draw = safely(null, () => {
    const h = openTables(ctx, 1);
    if (h.kind !== 'tour') return null;
    const { seed, drawnAt } = h.rec.heading;
    return seed === undefined ? null : { seed, time: drawnAt ?? '' };
  });
  return { game: 'preference', places, draw };
}

/** The committee's decisions on the record so far (none while its sheet does not exist). */
export function decisionsSoFar(ctx: SettingsCtx): Decision[] {
  const sheet = findSheet(ctx, 'decisions');
  return sheet ? readDecisions(sheet) : [];
}

/**
 * The sheets the cover page reads (and itself), as `closeAhead` takes them: an action that writes
 * the page after other work closes them with its own in one go (finalize.ts).
 */
export function summaryReads(ctx: SettingsCtx): (readonly [SheetKey, Record<string, string | number>?])[] {
  const tours = Array.from({ length: ctx.settings.preference.tours }, (_, i) => i + 1);
  return [
    ...GROUP_GAMES.flatMap((g) => [[`bracket.${g}`], [`draw.${g}`]] as const),
    [registrationKey('preference')],
    ['pref.attendance'],
    ...tours.flatMap((n) => [['pref.tour', { n }] as const, ['pref.protocol', { n }] as const]),
    ['pref.final'],
    ['pref.finalProtocol'],
    ['pref.rulings'],
    ['decisions'],
    ['summary'],
  ];
}

/**
 * The cover page as the sheets show it now; `decisions` as the caller is writing them (read from
 * their sheet otherwise).
 */
export function summarySheetPlan(ctx: SettingsCtx, decisions?: readonly Decision[]): SheetPlan {
  // it reads nearly every sheet of the record, one after another: closed together (one flush)
  closeAhead(ctx, summaryReads(ctx));
  return summaryPlan({
    lang: ctx.lang,
    name: nameFor(ctx, 'summary'),
    year: nowYear(ctx),
    at: recordedAt(ctx),
    games: [...GROUP_GAMES.map((g) => groupGame(ctx, g)), preference(ctx)],
    committee: ctx.settings.committee,
    rulings: [
      ...safely([], () => rulingsSoFar(ctx as Ctx)),
      ...safely([], () => typedPenalties(ctx as Ctx, ctx.settings.preference.tours)),
    ],
    decisions: decisions ?? safely([], () => decisionsSoFar(ctx)),
  });
}

/** Writes the cover page (under the caller's lock); the sheets written. */
export function writeSummary(ctx: SettingsCtx): string[] {
  const plan = summarySheetPlan(ctx);
  const done = applyPlans(ctx.services.app, [plan], {
    editors: ctx.settings.committee,
    index: ctx.sheets,
    lang: ctx.lang,
  });
  return [...done.created, ...done.rewritten];
}
