/**
 * The board sheet's plan (issue 25 item 1): narrow enough for a phone held upright (390 px), the
 * parts the committee chose and no others, and formulas over the group sheets and day plans only
 * (never a registration sheet: no e-mail, no phone can reach it).
 */
import { describe, expect, it } from 'vitest';
import { boardSheetPlan, type BoardGame } from '../../src/sheets/kinds/boardSheet';
import { isFormula } from '../../src/sheets/plan';

function game(sections: BoardGame['sections']): BoardGame {
  return {
    game: 'billiards',
    title: 'Бильярд',
    groupSheet: 'Бильярд группы',
    planSheet: 'Бильярд план дня',
    scoreA: 5,
    scoreB: 6,
    table: 10,
    matches: [
      { court: 2, planRow: 9, groupRow: 3 },
      { court: 1, planRow: 4, groupRow: 2 },
      { court: 1, planRow: 5, groupRow: 4 },
    ],
    groups: [{ letter: 'A', size: 3, tableRow: 2 }],
    sections,
  };
}

const texts = (plan: ReturnType<typeof boardSheetPlan>) => plan.values.flat().map((c) => (isFormula(c) ? c.f : c));

describe('the board plan', () => {
  it('four columns within 390 px; formulas refer only to the group sheet and the day plan', () => {
    const plan = boardSheetPlan({
      lang: 'ru',
      name: 'Табло',
      games: [game({ nowNext: true, standings: true, plan: true })],
    });
    expect(plan.columnWidths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(390);
    expect(plan.values.every((r) => r.length === 4)).toBe(true);
    const refs = new Set(
      plan.values
        .flat()
        .filter(isFormula)
        .flatMap((c) => [...c.f.matchAll(/'([^']+)'!/g)].map((m) => m[1])),
    );
    expect([...refs].sort()).toEqual(['Бильярд группы', 'Бильярд план дня']);
    expect(plan.protect).toBe(true);
    // Standings: place, player, why (GROUP_TABLE's 11th column, K + 10 = U), points (T).
    expect(texts(plan)).toContain("='Бильярд группы'!$U$3");
    expect(texts(plan)).toContain("='Бильярд группы'!$T$3");
    // Each table's matches in the plan's order under its heading; now = the first still without a score.
    expect(texts(plan)).toContain('Стол'); // the heading of the tables' column of now / next
    expect(texts(plan)).toContain('План: Стол 2');
  });

  it('the committee chooses the parts: standings only, or now / next (which needs the plan rows)', () => {
    const standings = texts(
      boardSheetPlan({ lang: 'en', name: 'Board', games: [game({ nowNext: false, standings: true, plan: false })] }),
    );
    expect(standings).toContain('Standings: Group A');
    expect(standings).not.toContain('Now and next');
    expect(standings.some((t) => typeof t === 'string' && t.startsWith('Plan: '))).toBe(false);
    const now = texts(
      boardSheetPlan({ lang: 'kk', name: 'Табло', games: [game({ nowNext: true, standings: false, plan: false })] }),
    );
    expect(now).toContain('Қазір және келесі');
    expect(now.some((t) => typeof t === 'string' && t.includes('тобы'))).toBe(false);
    expect(now.some((t) => typeof t === 'string' && t.startsWith('Жоспар: '))).toBe(true);
  });
});
