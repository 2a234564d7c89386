/**
 * The self-check (issue 22 item 3): run on the fake as a committee member runs it in Sheets, in
 * the three languages; for each switch of the fake (fakes/switches.ts), the assumption it breaks is
 * reported as not holding (or not told); the report reads back; what the add-on learns from it.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { EVERY_SWITCH, type Switches } from '../../fakes/switches';
import { ASSUMPTIONS, decodeNote, NOTE_PREFIX, type AssumptionId, type Verdict } from '../../src/rules/selfCheck';
import * as api from '../../src/sheets/api';
import { readReport } from '../../src/sheets/kinds/selfCheckSheet';
import { SheetIndex } from '../../src/sheets/sheetIndex';
import { selfCheckNote } from '../../src/sheets/selfCheckState';
import type { Lang } from '../../src/i18n/messages';
import { retrying, runSelfCheck } from './selfCheckRun';

const LOCALE: Record<Lang, string> = { ru: 'ru_RU', kk: 'kk_KZ', en: 'en_US' };

/** A fresh spreadsheet, set up unless `setup` is false (the self-check may run before the setup). */
function fresh(lang: Lang, switches: Switches = {}, setup = true) {
  const { services, book } = createFakeServices({
    locale: LOCALE[lang],
    now: Date.UTC(2026, 10, 20, 5),
    switches,
  });
  if (!setup) return { services, book };
  const done = retrying(book, () => api.setup(services, { lang }));
  if (!done.ok) throw new Error(done.message);
  return { services, book };
}

const REPORT = { ru: 'Самопроверка', kk: 'Өзін-өзі тексеру', en: 'Self-check' } as const;

describe('the self-check on the fake (Google documents it; the fake does it)', () => {
  it.each(['ru', 'kk', 'en'] as const)(
    '%s: every assumption holds; the report and its note say so; the scratch sheet is removed; nothing of the tournament changed',
    (lang) => {
      const { services, book } = fresh(lang);
      const before = book.snapshot();
      const run = runSelfCheck(services, book, lang);
      expect(run.start.data?.findings.filter((f) => f.verdict === 'pending').map((f) => f.id)).toEqual([
        'edit.burst',
        'edit.paste',
        'edit.dropdown',
        'protect.referee',
      ]);
      expect(run.findings.map((f) => `${f.id}=${f.verdict}`)).toEqual(ASSUMPTIONS.map((id) => `${id}=held`));
      expect(run.finish?.message).toMatch(new RegExp(`\\b${ASSUMPTIONS.length}\\b`));
      expect(book.sheetNames()).toEqual([...(before as { name: string }[]).map((s) => s.name), REPORT[lang]]);
      // The tournament's sheets are as they were (the settings' A1 was written back unchanged).
      expect((book.snapshot() as unknown[]).slice(0, -1)).toEqual(before);
      // Read back by the add-on: the note with its one metadata search, and the report's code column.
      const note = selfCheckNote(new SheetIndex(services.app.getActiveSpreadsheet()));
      expect(note?.verdicts).toEqual(Object.fromEntries(ASSUMPTIONS.map((id) => [id, 'held'])));
      expect(readReport(book.toMatrix(REPORT[lang])).map((f) => `${f.id}=${f.verdict}`)).toEqual(
        ASSUMPTIONS.map((id) => `${id}=held`),
      );
      const status = api.status(services).data;
      expect(status?.selfCheck).toEqual({ at: expect.any(String), failed: [], unknown: [], pending: [] });
      // The add-on's own writes were made under the lock (the trigger's log cells are a person's edits).
      expect(book.unlockedWrites().filter((c) => c.actingAs === undefined)).toEqual([]);
    },
  );

  it('runs before the setup too (the README asks for it first): the language is the spreadsheet’s', () => {
    const { services, book } = fresh('kk', {}, false);
    const run = runSelfCheck(services, book, 'kk');
    expect(run.findings.every((f) => f.verdict === 'held')).toBe(true);
    expect(book.sheetNames()).toEqual(['Лист1', 'Өзін-өзі тексеру']);
  });

  it('before any self-check the status says so (null) and the note is absent', () => {
    const { services } = fresh('ru');
    expect(api.status(services).data?.selfCheck).toBeNull();
    expect(selfCheckNote(new SheetIndex(services.app.getActiveSpreadsheet()))).toBeNull();
  });

  it('refuses an unknown step, and "finish" before "start", in words', () => {
    const { services } = fresh('en');
    expect(api.selfCheck(services, 'go').problems[0]?.code).toBe('selfCheckBadStep');
    const r = api.selfCheck(services, 'finish');
    expect(r.ok).toBe(false);
    expect(r.message).toBe(
      'nothing to finish: run the self-check first (menu: "Self-check of Google Sheets (once, before the tournament)")',
    );
  });

  it('a second start replaces an unfinished scratch sheet; the report is written again, not doubled', () => {
    const { services, book } = fresh('ru');
    runSelfCheck(services, book, 'ru', false);
    runSelfCheck(services, book, 'ru', false);
    expect(
      book
        .sheetNames()
        .filter((n) => n.startsWith('Самопроверка'))
        .sort(),
    ).toEqual(['Самопроверка', 'Самопроверка черновик']);
    const notes = book.developerMetadata().filter((m) => (m.value ?? '').startsWith(NOTE_PREFIX));
    expect(notes).toHaveLength(1);
    expect(decodeNote(notes[0]?.value ?? '')?.verdicts['edit.burst']).toBe('pending');
  });
});

/** For each switch: the assumptions the self-check must report as not holding (F) or not told (U). */
const EXPECTED: [keyof Switches, Partial<Record<AssumptionId, Verdict>>][] = [
  ['dropEditsPastTwo', { 'edit.burst': 'failed' }],
  ['pasteAsOneEvent', { 'edit.paste': 'failed' }],
  ['metadataNotCopied', { 'meta.duplicate': 'failed' }],
  ['metadataStays', { 'meta.insert': 'failed', 'meta.delete': 'failed', 'meta.move': 'failed' }],
  ['sortMovesMetadata', { 'meta.sort': 'failed' }],
  ['loading', { 'loading.read': 'failed' }],
  ['secondMember', { 'protect.runner': 'failed' }],
  ['slowCalls', { 'cost.calls': 'failed' }],
  ['groupAccess', { 'protect.group': 'failed', 'protect.others': 'unknown', 'protect.referee': 'unknown' }],
  ['protectionLax', { 'protect.others': 'failed', 'protect.referee': 'failed' }],
  ['lockNotShared', { 'lock.document': 'failed' }],
  ['timeZone', { timezone: 'failed' }],
  ['checkboxAsText', { 'validation.list': 'failed' }],
  ['wholeReadShort', { 'read.used': 'failed' }],
];

describe('each switch of the fake is reported by the self-check', () => {
  it('the table covers every switch', () => {
    expect(EXPECTED.map(([k]) => k).sort()).toEqual(Object.keys(EVERY_SWITCH).sort());
  });

  it.each(EXPECTED)('%s', (name, expected) => {
    // Access through a group refuses the setup itself: the self-check, run first, says why.
    const { services, book } = fresh('ru', { [name]: EVERY_SWITCH[name] } as Switches, name !== 'groupAccess');
    const run = runSelfCheck(services, book, 'ru');
    for (const [id, verdict] of Object.entries(expected))
      expect(`${id}=${run.verdict(id as AssumptionId)}`).toBe(`${id}=${verdict}`);
    // … and the report says so in words, for a person.
    const report = book.toMatrix('Самопроверка');
    for (const id of Object.keys(expected)) {
      const line = report.find((r) => r.includes(`${id}=${expected[id as AssumptionId]}`));
      expect(line?.[2], id).toBe(
        expected[id as AssumptionId] === 'failed' ? 'не выполняется' : 'не удалось определить',
      );
      expect(String(line?.[3]), id).not.toBe('');
    }
  });
});
