/**
 * Notices that know what changed: Art. 3 item 2 (the participants are told the time and place) and
 * Art. 12 item 2 para 2 (told before the committee modifies the conditions). 16 backgammon players,
 * drawn and planned; the committee marks some notices sent; then a re-plan on fewer boards, a
 * corrected name and a smaller format and fewer points to win — each time exactly the marked notices whose content changed
 * say what changed, the others nothing; a new mark is a new sending; no mark typed is ever lost.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { expectOk, paste, typeSetting } from './helpers';
import { individuals } from './people';

const COL = {
  participant: 2,
  date: 5,
  time: 6,
  table: 8,
  rest: 10,
  conditions: 11,
  sent: 12,
  sentAs: 13,
  again: 14,
} as const;
const DECISION = { reason: 'a typo in the application', by: 'A. Committee' };

function tournament() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 20, 9) });
  expectOk(api.setup(services, { lang: 'en' }));
  paste(services, 'Backgammon registration', individuals(16, 'backgammon'));
  const setting = (key: string, value: string | number) => typeSetting(book, 'Settings', key, value);
  setting('backgammon.firstDay', '25.11.2026');
  setting('backgammon.boards', 8);
  return { services, book, setting };
}

type T = ReturnType<typeof tournament>;
const rows = (t: T) => t.book.toMatrix('Notices').map((r) => r.map((v) => String(v ?? '')));
const row = (t: T, who: string) => {
  const r = rows(t).find((x) => x[COL.participant] === who);
  if (!r) throw new Error(`no notice of ${who}`);
  return r;
};
/** Types a mark in a participant's "sent" cell, as the committee does. */
function mark(t: T, who: string, text: string): void {
  const r = rows(t).findIndex((x) => x[COL.participant] === who);
  t.book.typeAs('committee', 'Notices', `M${r + 1}`, text);
}
const said = (r: readonly string[]) => [r[COL.date], r[COL.time], r[COL.table], r[COL.rest]].join(' | ');

describe('notices that know what changed since they were sent (Art. 3 item 2; Art. 12 item 2 para 2)', () => {
  const t = tournament();
  const marked = ['SurA Arman', 'SurB Arman', 'SurC Arman', 'SurD Arman', 'SurE Arman', 'SurF Arman'];
  let before = new Map<string, string>();
  beforeAll(() => {
    expectOk(api.notices(t.services));
    expectOk(api.draw(t.services, 'backgammon', { seed: 3, acceptWarnings: true }));
    expectOk(api.dayPlan(t.services, 'backgammon'));
    for (const who of marked) mark(t, who, '✓ 21.11');
    before = new Map(rows(t).map((r) => [r[COL.participant] as string, said(r)]));
  }, 60_000);

  it('made again with nothing changed: each mark remembered with what the notice said, nothing to tell again', () => {
    const r = expectOk(api.notices(t.services));
    expect(r.games.find((g) => g.game === 'backgammon')?.participants).toBe(16);
    for (const who of marked) {
      const n = row(t, who);
      expect(n[COL.sent]).toBe('✓ 21.11');
      expect(n[COL.sentAs]).toContain(`✓ 21.11 ¦ ${n[COL.date]} ¦ ${n[COL.time]} ¦ `);
      expect(n[COL.again]).toBe('');
    }
    expect(api.notices(t.services).problems.map((p) => p.code)).not.toContain('noticesAgain');
  });

  it('a re-plan on fewer boards: exactly the marked notices whose time, board or later matches changed are to be told again', () => {
    t.setting('backgammon.boards', 3);
    const plan = expectOk(api.dayPlan(t.services, 'backgammon'));
    expect(plan.games).toBeGreaterThan(0);
    let changed = 0;
    for (const n of rows(t).slice(1)) {
      const who = n[COL.participant] as string;
      const moved = before.get(who) !== said(n);
      if (!marked.includes(who)) {
        // Not marked: never sent, nothing to tell again.
        expect(n[COL.again]).toBe('');
        continue;
      }
      expect(n[COL.sent]).toBe('✓ 21.11');
      expect(n[COL.again] !== '').toBe(moved);
      if (moved) changed++;
    }
    expect(changed).toBeGreaterThan(0);
    const a = row(t, 'SurA Arman');
    if (a[COL.again] !== '') expect(a[COL.again]).toMatch(/→/);
  });

  it('sent again (a new mark): remembered anew, nothing left to tell him', () => {
    const who = marked.find((w) => row(t, w)[COL.again] !== '') as string;
    mark(t, who, '✓ 22.11');
    expectOk(api.notices(t.services));
    expect(row(t, who)[COL.again]).toBe('');
    expect(row(t, who)[COL.sentAs]).toMatch(/^✓ 22\.11 ¦ /);
  });

  it('a smaller format after the draw (Art. 12 item 2 para 2): every marked notice says the conditions changed', () => {
    const was = row(t, 'SurA Arman')[COL.conditions] as string;
    t.setting('backgammon.format', 'sf4');
    const r = api.notices(t.services);
    expectOk(r);
    const now = row(t, 'SurA Arman')[COL.conditions] as string;
    expect(now).not.toBe(was);
    for (const who of marked) expect(row(t, who)[COL.again]).toContain(`Conditions: ${was} → ${now}`);
    expect(r.problems.find((p) => p.code === 'noticesAgain')?.message).toMatch(/^6 notices must be sent again/);
  });

  it('a corrected name: his notice says so; every mark is still there', () => {
    expectOk(api.correctName(t.services, 'backgammon', 'SurB Arman', { surname: 'Surb', name: 'Arman' }, DECISION));
    expectOk(api.notices(t.services));
    expect(row(t, 'Surb Arman')[COL.again]).toContain('name: now Surb Arman');
    expect(row(t, 'SurC Arman')[COL.again]).not.toContain('name:');
    const marks = rows(t)
      .slice(1)
      .map((r) => r[COL.sent])
      .filter((m) => m !== '');
    expect(marks.sort()).toEqual([...Array(5).fill('✓ 21.11'), '✓ 22.11'].sort());
  });

  it('fewer points to win (Art. 12 item 2 para 2, issue 24 item 19): a notice sent anew says that change too', () => {
    const who = 'SurC Arman';
    mark(t, who, '✓ 23.11');
    expectOk(api.notices(t.services));
    expect(row(t, who)[COL.again]).toBe('');
    const was = row(t, who)[COL.conditions] as string;
    expect(was).toMatch(/Points to win a match: (\d+)/);
    const points = Number(/Points to win a match: (\d+)/.exec(was)?.[1]);
    t.setting('backgammon.pointsToWin', points - 2);
    expectOk(api.notices(t.services));
    const now = row(t, who)[COL.conditions] as string;
    expect(now).toContain(`Points to win a match: ${points - 2}`);
    expect(row(t, who)[COL.again]).toContain(`Conditions: ${was} → ${now}`);
  });
});
