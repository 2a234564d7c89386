/**
 * The play-off drawn as a bracket (src/sheets/kinds/bracketTree.ts; issue "A record people can
 * print and read"): every match of the bracket is drawn once, as a box in its round's column, each
 * between the matches whose winners play in it (Art. 8 item 7, Art. 14 items 8–10, Art. 11 items
 * 7–16), and every name and score shows what the play-off sheet shows.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { bracket, type BracketFormat } from '../../src/rules/brackets';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { bracketTreePlan, treeLayout } from '../../src/sheets/kinds/bracketTree';
import { a1 } from '../../src/sheets/plan';
import { Dice, playBracket, playGroups } from '../../workbench/play';
import { pasteSample, sampleRegistration } from '../../workbench/sample';

const FORMATS: BracketFormat[] = ['sf4', 'qf8', 'net32'];

describe('treeLayout', () => {
  it.each(FORMATS)('%s: every match once, no two boxes on the same cells, each between its feeders', (format) => {
    const model = bracket(format).matches;
    const tree = treeLayout(format);
    expect(tree.placed.map((p) => p.m.id).sort()).toEqual(model.map((m) => m.id).sort());
    const taken = new Map<string, string>();
    for (const p of tree.placed) {
      for (let r = p.top; r <= p.top + 2; r++) {
        for (let c = p.round * 3; c < p.round * 3 + 2; c++) {
          const k = `${r}:${c}`;
          expect(taken.get(k), `${p.m.id} and ${taken.get(k)} at ${k}`).toBeUndefined();
          taken.set(k, p.m.id);
        }
      }
    }
    const byId = new Map(tree.placed.map((p) => [p.m.id, p]));
    for (const p of tree.placed) {
      const feeders = [p.m.a, p.m.b].flatMap((s) => (s.kind === 'winner' ? [byId.get(s.match)!] : []));
      for (const f of feeders) expect(f.round, `${f.m.id} → ${p.m.id}`).toBeLessThan(p.round);
      if (feeders.length === 2) {
        const [lo, hi] = feeders.map((f) => f.top).sort((x, y) => x - y) as [number, number];
        expect(p.top, p.m.id).toBeGreaterThan(lo);
        expect(p.top, p.m.id).toBeLessThan(hi);
      }
    }
    expect(tree.placesTop).toBeGreaterThan(Math.max(...tree.placed.map((p) => p.top + 2)));
  });

  it('billiards: one column per stage (Art. 11 items 7–16); the top net above the bottom net, the final between them', () => {
    const tree = treeLayout('net32');
    const at = new Map(tree.placed.map((p) => [p.m.id, p]));
    for (const p of tree.placed) expect(p.round, p.m.id).toBe(p.m.stage - 2);
    const lowestTop = Math.max(...tree.placed.filter((p) => p.m.net === 'top' || p.m.stage === 2).map((p) => p.top));
    const highestBottom = Math.min(...tree.placed.filter((p) => p.m.net === 'bottom').map((p) => p.top));
    expect(lowestTop).toBeLessThan(highestBottom);
    const final = at.get('VIII')!;
    expect(final.top).toBeGreaterThan(at.get('V-top')!.top);
    expect(final.top).toBeLessThan(at.get('VII')!.top);
  });

  it('the label line shows where players come from: a loser dropped from the other net is named (Art. 11 item 11)', () => {
    const plan = bracketTreePlan({
      game: 'billiards',
      lang: 'ru',
      format: 'net32',
      name: 'Бильярд схема сетки',
      bracketSheet: 'Бильярд сетка',
    });
    const labels = plan.values.flat().filter((v): v is string => typeof v === 'string');
    expect(labels).toContain('IV-3 · В(III-5) – П(III-2)');
    expect(labels).toContain('VI-1 · П(V-верх) – В(V-1)');
    expect(labels).toContain('Места 1–3');
    expect(plan.inputs).toEqual([]);
    expect(plan.protect).toBe(true);
  });
});

describe('the tree sheet in the spreadsheet', () => {
  it.each([
    ['futsal', 'sf4'],
    ['backgammon', 'qf8'],
    ['billiards', 'net32'],
  ] as const)(
    '%s: generated with the play-off; names, scores and places 1–3 read the play-off sheet as results come in; lines in ≤ 3 calls',
    (game, format) => {
      const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24, 9) });
      const ok = <T>(r: api.ActionResult<T>): T => {
        if (!r.ok) throw new Error(r.message);
        return r.data as T;
      };
      ok(api.setup(services, { lang: 'ru' }));
      pasteSample(services.app, 'ru', sampleRegistration('ru', 11));
      const groups = ok(api.draw(services, game, { seed: 3, acceptWarnings: true })).groups;
      const names = {
        futsal: ['Мини-футбол группы', 'Мини-футбол плей-офф', 'Мини-футбол схема плей-офф'],
        billiards: ['Бильярд группы', 'Бильярд сетка', 'Бильярд схема сетки'],
        backgammon: ['Нарды группы', 'Нарды плей-офф', 'Нарды схема плей-офф'],
      }[game];
      const [groupSheet, bracketSheet, treeSheet] = names as [string, string, string];
      const dice = new Dice(5, game);
      playGroups(book, { game, sheet: groupSheet, groups, dice, partiesToWin: 2 });
      book.resetCalls();
      ok(api.generateBracket(services, game));
      expect(book.sheetNames()).toContain(treeSheet);
      expect(book.countCalls({ sheet: treeSheet, method: 'setBorder' })).toBeLessThanOrEqual(3);
      const layout = bracketLayout({
        game,
        lang: 'ru',
        name: bracketSheet,
        format,
        groupSheet,
        groups,
        partiesToWin: 2,
      });
      const tree = treeLayout(format);
      const compare = () => {
        for (const p of tree.placed) {
          const m = layout.matches.find((x) => x.id === p.m.id)!;
          const c = p.round * 3;
          const shown = (r: number, col: number) => book.read(treeSheet, a1(r, col));
          const entry = (rect: { row: number; col: number }) => book.read(bracketSheet, a1(rect.row, rect.col));
          // Futsal: a shoot-out after the goals, "2 (4)" (Art. 8 item 7 sub-item 4).
          const score = (goals: { row: number; col: number }, shoot?: { row: number; col: number }) => {
            const g = entry(goals);
            const sh = shoot ? entry(shoot) : '';
            return g === '' || sh === '' ? g : `${g} (${sh})`;
          };
          expect(
            [shown(p.top + 1, c), shown(p.top + 2, c), shown(p.top + 1, c + 1), shown(p.top + 2, c + 1)],
            p.m.id,
          ).toEqual([entry(m.a), entry(m.b), score(m.scoreA, m.shootA), score(m.scoreB, m.shootB)]);
        }
        return ([1, 2, 3] as const).map((n) => book.read(treeSheet, a1(tree.placesTop + n, (tree.cols / 3 - 1) * 3)));
      };
      expect(compare()).toEqual(['', '', '']);
      playBracket(book, { game, sheet: bracketSheet, layout, dice, partiesToWin: 2 });
      const places = compare();
      expect(places.every((p) => typeof p === 'string' && p !== '')).toBe(true);
      expect(places).toEqual(
        ([1, 2, 3] as const).map((n) => book.read(bracketSheet, a1(layout.places[n].row, layout.places[n].col))),
      );
      // Frozen with the play-off: values only, locked.
      ok(api.finalizeStage(services, game, 'groups'));
      ok(api.finalizeStage(services, game, 'bracket'));
      expect(book.snapshot() as { name: string; formulas: Record<string, string> }[]).toContainEqual(
        expect.objectContaining({ name: treeSheet, formulas: {} }),
      );
    },
  );
});
