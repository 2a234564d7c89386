/**
 * The forecast as the sidebar shows it (issue 26 item 2): each remedy with its own new forecast —
 * every stage's end with it — and the settings the committee changes to take it (Art. 2 item 2: the
 * committee's conditions; Art. 11 item 4: the abridged billiards format; Art. 16 item 15: the tour).
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n/messages';
import { forecast } from '../../src/rules/forecast';
import { forecastBrief } from '../../src/rules/forecastBrief';
import { queueGame } from '../../src/rules/queueGames';
import { defaultSettings } from '../../src/rules/settings';
import { settingsSheetPlan } from '../../src/sheets/kinds/settingsSheet';
import { INPUTS } from './daySimulated';

/** The label of a key's row on the settings sheet in `lang`: what the committee looks for there. */
function sheetLabel(key: string, lang: Lang): string {
  const row = settingsSheetPlan(lang).values.find((r) => r.includes(key));
  const label = row?.find((c) => typeof c === 'string' && c !== key && c !== '');
  if (typeof label !== 'string') throw new Error(`no row for ${key}`);
  return label;
}

describe('the forecast brief', () => {
  it('64 billiards players on 8 tables: each remedy has its own stage ends and the settings it changes', () => {
    const { queue } = queueGame('billiards', INPUTS.billiards64, defaultSettings());
    const start = queue.frame.start;
    const f = forecast({ games: [queue], day: 0, now: start });
    const b = forecastBrief(f, 'billiards', queue.frame.tables, 'kk');
    expect(b?.late).toEqual([1, 2, 3]);
    const [tables, abridged] = b?.remedies ?? [];
    // More tables: the number, as billiards.tables, named as its row on the (Kazakh) settings sheet;
    // every stage within its day with it.
    const TABLES = { key: 'billiards.tables', label: sheetLabel('billiards.tables', 'kk') };
    expect(tables?.settings).toEqual([{ ...TABLES, value: tables?.value }]);
    expect(tables?.value).toBeGreaterThan(8);
    expect(tables?.stages.every((s) => s.fits)).toBe(true);
    // The abridged format: billiards.abridged on, and the tables it needs when 8 are not enough.
    expect(abridged?.settings[0]).toEqual({
      key: 'billiards.abridged',
      label: sheetLabel('billiards.abridged', 'kk'),
      value: true,
    });
    const more = abridged?.value !== null && abridged?.value !== 8;
    expect(abridged?.settings.slice(1)).toEqual(more ? [{ ...TABLES, value: abridged?.value }] : []);
    // Its own forecast: stage by stage, not the game's (stage 3 ends earlier with either remedy).
    const stage3 = (stages: readonly { stage: number; end: string | null }[]) => stages.find((s) => s.stage === 3)?.end;
    const base = stage3(b?.stages ?? []) as string;
    for (const r of [tables, abridged]) {
      expect(r?.stages.map((s) => s.stage)).toEqual(b?.stages.map((s) => s.stage));
      expect((stage3(r?.stages ?? []) as string) < base).toBe(true);
      expect(r?.late).toEqual(r?.stages.filter((s) => !s.fits).map((s) => s.stage));
    }
    expect(stage3(tables?.stages ?? [])).not.toBe(stage3(abridged?.stages ?? []));
  });

  it('preference: a shorter tour as preference.tourMinutes', () => {
    const { queue } = queueGame('preference', INPUTS.preference32, defaultSettings());
    // A day of play of 6 h 30: the second day's two tours and the final run 30 minutes past it.
    const short = { ...queue, frame: { ...queue.frame, end: queue.frame.start + 390 } };
    const f = forecast({ games: [short], day: 0, now: short.frame.start });
    const r = forecastBrief(f, 'preference', short.frame.tables, 'ru')?.remedies.find((x) => x.kind === 'shorterTour');
    expect(r?.settings).toEqual([
      { key: 'preference.tourMinutes', label: 'Лимит времени партии тура, минут', value: r?.value },
    ]);
    expect(r?.value).toBeLessThan(90);
    expect(r?.fits).toBe(true);
    expect(r?.stages.every((x) => x.fits)).toBe(true);
  });
});
