/**
 * The applier and the safety rules of SPEC §5 and issue "Tournament sheets" item 9–10: batched
 * calls (≤ 6 value/formula calls per sheet, formats batched, never a call per cell), all or
 * nothing, the document lock, nothing typed ever overwritten, names always text.
 */
import { describe, expect, it, vi } from 'vitest';
import * as api from '../../src/sheets/api';
import { applyPlans } from '../../src/sheets/apply';
import { groupLayout, groupSheetPlan, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { COL_METADATA_MAX } from '../../src/sheets/idColumn';
import { a1, type SheetPlan } from '../../src/sheets/plan';
import { createFakeServices } from '../../fakes';
import { FakeRange } from '../../fakes/objects';
import { cellOf, expectOk, paste } from '../e2e/helpers';

function groups(count: number, size: number, names = (g: number, i: number) => `Игрок ${g}-${i}`): GroupSpec[] {
  return Array.from({ length: count }, (_, g) => ({
    letter: String.fromCharCode(65 + g),
    players: Array.from({ length: size }, (_, i) => names(g, i)),
  }));
}

function plan(name: string, gs: GroupSpec[], game: 'futsal' | 'billiards' | 'backgammon' = 'billiards'): SheetPlan {
  // Each test sheet its own identity (the add-on's sheets have one per key; these are stand-ins).
  return {
    ...groupSheetPlan({ game, lang: 'ru', name, groups: gs, partiesToWin: 2, abridged: false }),
    id: `test.${name}`,
  };
}

describe('applier: where new sheets go', () => {
  it("after the last sheet, in the plans' order, whichever sheet the committee member is looking at", () => {
    const { services, book } = createFakeServices({ sheets: ['Один', 'Два', 'Три'] });
    book.activate('Один'); // Sheets' insertSheet(name) alone would put them right after it
    applyPlans(services.app, [plan('G1', groups(2, 3)), plan('G2', groups(2, 3))]);
    expect(book.sheetNames()).toEqual(['Один', 'Два', 'Три', 'G1', 'G2']);
    book.activate('Два');
    applyPlans(services.app, [plan('G1', groups(2, 3)), plan('G3', groups(2, 3))]);
    expect(book.sheetNames()).toEqual(['Один', 'Два', 'Три', 'G1', 'G2', 'G3']);
  });
});

describe('applier: service calls (issue item 10)', () => {
  it('a new sheet takes 1 value call and the same handful of format calls whatever its size', () => {
    const counts = [
      [2, 3],
      [8, 8],
    ].map(([count, size]) => {
      const { services, book } = createFakeServices();
      book.resetCalls();
      const p = plan('G', groups(count as number, size as number));
      applyPlans(services.app, [p]);
      // rows keep their ids in the hidden id column, columns in the hidden id row (both written with
      // the values): only a plan's column or two anchored stay metadata
      const cols = p.anchors?.cols.length ?? 0;
      expect(cols).toBeGreaterThan(COL_METADATA_MAX);
      const anchors = cols > COL_METADATA_MAX ? 0 : cols;
      return {
        values: book.countCalls({ sheet: 'G', category: 'values' }),
        formats: book.countCalls({ sheet: 'G', category: 'formats' }),
        // each anchor is found by a whole-row (or column) range: one getRange each
        navigation: book.countCalls({ category: 'navigation' }) - anchors,
        builders: book.countCalls({ category: 'builders' }),
        metadata: book.countCalls({ category: 'metadata' }),
        anchors,
      };
    });
    expect(counts[0]?.values).toBe(1);
    expect(counts[1]?.values).toBe(1);
    // 8 groups of 8 (224 matches, ~6000 cells) cost the same sheet calls as 2 groups of 3: no call
    // per cell. Per group (not per cell) grow only the rule builders (a tiebreak name list, the qualifier and wrong-score
    // highlights) and their range lookups.
    const [c0, c1] = counts as unknown as [Record<string, number>, Record<string, number>];
    expect([c1.values, c1.formats]).toEqual([c0.values, c0.formats]);
    expect(((c1.builders as number) - (c0.builders as number)) / (8 - 2)).toBeLessThanOrEqual(15);
    expect(((c1.navigation as number) - (c0.navigation as number)) / (8 - 2)).toBeLessThanOrEqual(2);
    // (23 since columns are widened to their longest wrapped header word: more runs of equal width;
    // 25 since the standings have an 11th column, why each place, of its own width: one run more.)
    expect(counts[1]?.formats).toBeLessThanOrEqual(25);
    // Developer metadata: the sheet's identity only, never per column, row nor cell: 8 groups of 8
    // mark 224 match rows among ~6000 cells in the id column, their columns in the id row.
    for (const c of counts) expect(c.metadata).toBe(c.anchors + 3); // + the index's one search (finder, find) + the sheet's identity
  });

  // Read (values, formulas), read its values again just before writing (anything typed by the
  // committee meanwhile refuses: applySnapshot.ts refuseIfTypedSince), clear, validations, write.
  it('rewriting an existing sheet takes at most 6 value/formula calls', () => {
    const { services, book } = createFakeServices();
    applyPlans(services.app, [plan('G', groups(8, 8))]);
    book.resetCalls();
    applyPlans(services.app, [
      plan(
        'G',
        groups(8, 8, (g, i) => `Другой ${g}-${i}`),
      ),
    ]);
    expect(book.countCalls({ sheet: 'G', category: 'values' })).toBeLessThanOrEqual(6);
  });

  it('every write of a server action happens under the document lock; a busy lock refuses with nothing written', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    expect(book.countCalls({ write: true })).toBeGreaterThan(0);
    expect(book.unlockedWrites()).toEqual([]);
    expect(book.isLocked()).toBe(false);
    const before = book.snapshot();
    book.contendLock(true);
    const r = api.generateGroups(services, 'billiards');
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/another committee action/);
    expect(book.snapshot()).toEqual(before);
  });
});

describe('applier: nothing typed is lost (SPEC §5)', () => {
  it('refuses to rewrite a sheet over a typed score, names the cell, and changes nothing', () => {
    const { services, book } = createFakeServices();
    const gs = groups(2, 4);
    applyPlans(services.app, [plan('G', gs)]);
    const layout = groupLayout('billiards', gs);
    const m = layout.blocks[1]?.matches[2];
    if (!m) throw new Error('match');
    const cell = a1(m.row, layout.columns.scoreA);
    book.typeAs('referee', 'G', cell, 2);
    const before = book.snapshot();
    let refusal: unknown;
    try {
      applyPlans(services.app, [
        plan(
          'G',
          groups(2, 4, (g, i) => `X${g}${i}`),
        ),
        plan('H', gs),
      ]);
    } catch (e) {
      refusal = e;
    }
    expect((refusal as { code?: string }).code).toBe('wouldOverwrite');
    expect((refusal as { params: { list: string[] } }).params.list).toEqual([`G!${cell}`]);
    expect(book.snapshot()).toEqual(before); // not even the second, new sheet was created
    expect(book.sheetNames()).not.toContain('H');
  });

  it('a re-draw over typed scores is refused in the committee language, naming the cells', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU' });
    expectOk(api.setup(services, { lang: 'ru' }));
    paste(
      services,
      'Нарды регистрация',
      Array.from({ length: 16 }, (_, i) => [
        `Фамилия${i}`,
        'Имя',
        '',
        'KASE',
        `x${i}@kase.kz`,
        '+7 701 111 22 33',
        false,
      ]),
    );
    const d = expectOk(api.draw(services, 'backgammon', { seed: 1 }));
    const layout = groupLayout('backgammon', d.groups);
    const m = layout.blocks[0]?.matches[0];
    if (!m) throw new Error('match');
    book.typeAs('referee', 'Нарды группы', a1(m.row, layout.columns.partyA as number), 1);
    const before = book.snapshot();
    const r = api.draw(services, 'backgammon', { seed: 2 });
    expect(r.ok).toBe(false);
    expect(r.message).toContain(`Нарды группы!${a1(m.row, layout.columns.partyA as number)}`);
    expect(book.snapshot()).toEqual(before);
    // Even the same draw again refuses: a plan never holds typed scores, so they would be lost.
    expect(api.draw(services, 'backgammon', { seed: 1 }).ok).toBe(false);
    // …and the lock was released after each refusal (SPEC §5).
    expect(book.isLocked()).toBe(false);
  });

  it('a write failing half-way leaves the book exactly as it was: new sheets removed; rewritten ones get values, formulas, formats, validations, conditional formats, protection and anchors back', () => {
    let fired = 0;
    // Anchors written again get new metadata ids: compare what they say and where they are.
    const metadata = (book: ReturnType<typeof createFakeServices>['book']) =>
      book
        .developerMetadata()
        .map(({ id: _id, ...m }) => JSON.stringify(m))
        .sort();
    const withoutMetadata = (snap: unknown) =>
      (snap as Record<string, unknown>[]).map(({ metadata: _m, ...sheet }) => sheet);
    for (let nth = 1; nth <= 40; nth += 3) {
      const { services, book } = createFakeServices();
      applyPlans(services.app, [plan('G', groups(2, 4))]);
      const before = book.toMatrix('G');
      const protectedBefore = book.protection('G');
      const whole = withoutMetadata(book.snapshot());
      const metaBefore = metadata(book);
      const beforeNames = book.sheetNames();
      book.failNextWrite(nth);
      let failed = false;
      try {
        applyPlans(services.app, [
          plan(
            'G',
            groups(2, 4, (g, i) => `Y${g}${i}`),
          ),
          plan('H', groups(1, 3)),
        ]);
      } catch {
        failed = true;
      }
      book.failNextWrite(0);
      if (!failed) continue;
      fired++;
      expect(book.sheetNames()).toEqual(beforeNames);
      expect(book.toMatrix('G')).toEqual(before);
      expect(book.protection('G'), `failing write ${nth}`).toEqual(protectedBefore);
      expect(withoutMetadata(book.snapshot()), `failing write ${nth}`).toEqual(whole);
      expect(metadata(book), `failing write ${nth}`).toEqual(metaBefore);
    }
    expect(fired).toBeGreaterThanOrEqual(8);
  });

  it('the rollback gives alignments back only as setHorizontalAlignments takes them (Sheets reads "general" for a cell without one of its own)', () => {
    const given = new Set<unknown>();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with .call(this, …)
    const set = FakeRange.prototype.setHorizontalAlignments;
    const spy = vi.spyOn(FakeRange.prototype, 'setHorizontalAlignments').mockImplementation(function (
      this: FakeRange,
      alignments,
    ) {
      for (const row of alignments) for (const a of row) given.add(a);
      return set.call(this, alignments);
    });
    try {
      let rolledBack = 0;
      for (let nth = 1; nth <= 40; nth += 3) {
        const { services, book } = createFakeServices();
        applyPlans(services.app, [plan('G', groups(2, 4))]);
        const before = book.snapshot();
        given.clear();
        book.failNextWrite(nth);
        try {
          applyPlans(services.app, [
            plan(
              'G',
              groups(2, 4, (g, i) => `Y${g}${i}`),
            ),
          ]);
        } catch {
          rolledBack++;
          expect(book.snapshot(), `failing write ${nth}`).toEqual(before);
          expect(
            [...given].filter((a) => !['left', 'center', 'right', 'normal', null].includes(a as string | null)),
            `failing write ${nth}`,
          ).toEqual([]);
        }
        book.failNextWrite(0);
      }
      expect(rolledBack).toBeGreaterThanOrEqual(5);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('names are text (SPEC §5)', () => {
  it('a name beginning with =, +, - or @ (or looking like a number) stays exactly that text', () => {
    const { services, book } = createFakeServices();
    const odd = ['=1+1', '+7 701', '-', '@home', '007', "'quoted", 'TRUE'];
    const gs: GroupSpec[] = [
      { letter: 'A', players: odd.slice(0, 4) },
      { letter: 'B', players: odd.slice(4) },
    ];
    applyPlans(services.app, [plan('G', gs, 'futsal')]);
    const layout = groupLayout('futsal', gs);
    layout.blocks.forEach((b) =>
      b.players.forEach((p, i) => {
        const cell = cellOf(b.playersRect, i);
        expect(book.read('G', cell)).toBe(p);
        expect(book.formulaAt('G', cell)).toBe('');
      }),
    );
    // …and the standings find them by name.
    expect(book.errorCells()).toEqual([]);
  });
});

describe('protection (SPEC §5)', () => {
  it('referees can type scores but not formulas, names or headers', () => {
    const { services, book } = createFakeServices();
    const gs = groups(1, 4);
    applyPlans(services.app, [plan('G', gs)]);
    const layout = groupLayout('billiards', gs);
    const b = layout.blocks[0];
    const m = b?.matches[0];
    if (!b || !m) throw new Error('block');
    book.typeAs('referee', 'G', a1(m.row, layout.columns.scoreA), 2);
    expect(() => book.typeAs('referee', 'G', a1(m.row, layout.columns.a), 'x')).toThrow(/protected/);
    expect(() => book.typeAs('referee', 'G', cellOf(b.tableRect), 'x')).toThrow(/protected/);
    expect(() => book.typeAs('referee', 'G', cellOf(b.playersRect), 'x')).toThrow(/protected/);
    // validation: a billiards match is to two won parties (Art. 11 item 2): 3 is refused
    expect(() => book.typeAs('referee', 'G', a1(m.row, layout.columns.scoreB), 3)).toThrow(/rejected/);
  });
});

describe('who may edit (SPEC §5: referees edit score cells only)', () => {
  it('protections keep the owner, the runner and the committee e-mails of the settings; setup brings old ones up to date', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    expect(book.protectionEditors('Settings')).toEqual(['committee@kase.kz', 'owner@kase.kz']);
    const r = book.toMatrix('Settings').findIndex((line) => line[0] === 'committee');
    book.typeAs('committee', 'Settings', `C${r + 1}`, 'aigerim@kase.kz, daniyar@kase.kz');
    expectOk(api.setup(services));
    for (const sheet of ['Settings', 'Billiards registration']) {
      expect(book.protectionEditors(sheet)).toEqual([
        'aigerim@kase.kz',
        'committee@kase.kz',
        'daniyar@kase.kz',
        'owner@kase.kz',
      ]);
    }
  });

  it('a withdrawal after the group stage is finalized touches nothing finalized: it is entered on the withdrawals list only (the play-off reads it); once the play-off is finalized it is refused', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Backgammon registration',
      Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
    );
    const d = expectOk(api.draw(services, 'backgammon', { seed: 1 }));
    expectOk(api.finalizeSheets(services, ['groups.backgammon']));
    const before = book.snapshot() as { name: string }[];
    const who = d.groups[0]?.players[0] as string;
    const res = api.withdraw(services, 'backgammon', who);
    expect(expectOk(res).cells).toEqual([]);
    expect(res.sheets).toEqual(['Backgammon withdrawals']);
    const after = book.snapshot() as { name: string }[];
    expect(after.find((s) => s.name === 'Backgammon groups')).toEqual(
      before.find((s) => s.name === 'Backgammon groups'),
    );
    expect(book.read('Backgammon withdrawals', 'B3')).toBe(who);
    expect(book.read('Backgammon withdrawals', 'A3')).toBe(1);
    // The play-off finalized too: the record stays as it is.
    expectOk(api.finalizeSheets(services, ['withdrawals.backgammon']));
    const second = d.groups[1]?.players[0] as string;
    const frozen = book.snapshot();
    const refused = api.withdraw(services, 'backgammon', second);
    expect(refused.ok).toBe(false);
    expect(refused.problems[0]?.code).toBe('withdrawFinalized');
    expect(book.snapshot()).toEqual(frozen);
  });

  it('rebuilding the groups refuses when the play-off format no longer fits the groups', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Backgammon registration',
      Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
    );
    expectOk(api.draw(services, 'backgammon', { seed: 1 }));
    expectOk(api.generateBracket(services, 'backgammon'));
    const r = book.toMatrix('Settings').findIndex((line) => line[0] === 'backgammon.format');
    const g = book.toMatrix('Settings').findIndex((line) => line[0] === 'backgammon.groups');
    paste(services, 'Settings', [['sf4']], r + 1, 3);
    paste(services, 'Settings', [[2]], g + 1, 3); // consistent settings, but 4 groups were drawn
    const before = book.snapshot();
    expect(api.generateGroups(services, 'backgammon').problems.map((p) => p.code)).toContain('formatGroups');
    expect(book.snapshot()).toEqual(before);
  });
});

describe('overtyping is typed data too (SPEC §5)', () => {
  function backgammon() {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Backgammon registration',
      Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
    );
    const d = expectOk(api.draw(services, 'backgammon', { seed: 1 }));
    return { services, book, d };
  }

  it('a formula a referee typed into a score cell stops a rebuild, named', () => {
    const { services, book, d } = backgammon();
    const layout = groupLayout('backgammon', d.groups);
    const m = layout.blocks[0]?.matches[0];
    if (!m) throw new Error('match');
    const cell = a1(m.row, layout.columns.partyA as number);
    book.typeAs('referee', 'Backgammon groups', cell, '=1');
    const r = api.generateGroups(services, 'backgammon');
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.cell)).toContain(`Backgammon groups!${cell}`);
  });

  it('a committee member who overtyped a protected cell (a play-off name) is not overwritten by a rebuild', () => {
    const { services, book } = backgammon();
    expectOk(api.generateBracket(services, 'backgammon'));
    // Rebuilding an untouched sheet is fine: nothing changes but the widths remembered (kase.widths)…
    const withoutWidths = () =>
      (book.snapshot() as { metadata: { key: string }[] }[]).map((s) => ({
        ...s,
        metadata: s.metadata.filter((m) => m.key !== 'kase.widths'),
      }));
    const before = withoutWidths();
    expectOk(api.generateBracket(services, 'backgammon'));
    expect(withoutWidths()).toEqual(before);
    // …and once they are, nothing at all…
    const remembered = book.snapshot();
    expectOk(api.generateBracket(services, 'backgammon'));
    expect(book.snapshot()).toEqual(remembered);
    // …but not once the committee replaced a qualifier by hand.
    const qf1a = book.toMatrix('Backgammon play-off').findIndex((row) => row[0] === 'QF1');
    book.typeAs('committee', 'Backgammon play-off', `C${qf1a + 1}`, 'P7 Q');
    const r = api.generateBracket(services, 'backgammon');
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.cell)).toContain(`Backgammon play-off!C${qf1a + 1}`);
    expect(book.read('Backgammon play-off', `C${qf1a + 1}`)).toBe('P7 Q');
  });
});
