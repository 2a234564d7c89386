/**
 * The board sheet's plan (issue 25 item 1): narrow enough for a phone held upright (390 px), the
 * parts the committee chose and no others, and formulas over the group sheets and day plans only
 * (never a registration sheet: no e-mail, no phone can reach it).
 */
import { describe, expect, it } from 'vitest';
import { boardSheetPlan, type BoardGame } from '../../src/sheets/kinds/boardSheet';
import { isFormula } from '../../src/sheets/plan';
import { playoffRounds } from '../../src/sheets/kinds/boardPlayoff';

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

describe('the board’s play-off part (issue 25 item 1: where each play-off stands)', () => {
  it('rounds are what can be played at once: the final with the match for 3rd place; both nets of a billiards stage', () => {
    const sizes = (f: Parameters<typeof playoffRounds>[0]) => playoffRounds(f, 'ru').map((r) => r.ids.length);
    expect(playoffRounds('sf4', 'ru')).toEqual([
      { title: 'Полуфиналы', ids: ['SF1', 'SF2'] },
      { title: 'Финал · За 3-е место', ids: ['F', '3P'] },
    ]);
    expect(sizes('qf8')).toEqual([4, 2, 2]);
    // Art. 11 items 7–16: stage 2; stage 3 of both nets; stage 4; stage 5 (V-top with V-1…V-3); 6; 7; the final.
    expect(sizes('net32')).toEqual([8, 8, 6, 4, 2, 1, 1]);
    expect(playoffRounds('net32', 'ru')[1]?.title).toBe('Этап 3');
    expect(playoffRounds('net32', 'en')[4]?.title).toBe('Stage 6 — bottom net');
  });

  it('four columns within 390 px; its formulas refer only to the play-off sheet', () => {
    const rect = (row: number, col: number) => ({ row, col, rows: 1, cols: 1 });
    const rounds = playoffRounds('sf4', 'en').map((r) => ({
      title: r.title,
      matches: r.ids.map((id, k) => ({
        shown: id,
        a: rect(6 + k, 2),
        b: rect(6 + k, 3),
        scoreA: rect(6 + k, 4),
        scoreB: rect(6 + k, 5),
        winner: rect(6 + k, 9),
      })),
    }));
    const plan = boardSheetPlan({
      lang: 'en',
      name: 'Board',
      games: [],
      extras: {
        playoffs: [
          {
            game: 'billiards',
            title: 'Billiards',
            sheet: 'Billiards play-off',
            rounds,
            places: [rect(1, 2), rect(2, 2), rect(3, 2)],
          },
        ],
        preference: null,
      },
    });
    expect(plan.values.every((r) => r.length === 4)).toBe(true);
    expect(plan.columnWidths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(390);
    const refs = new Set(
      plan.values
        .flat()
        .filter(isFormula)
        .flatMap((c) => [...c.f.matchAll(/'([^']+)'!/g)].map((m) => m[1])),
    );
    expect([...refs]).toEqual(['Billiards play-off']);
    expect(texts(plan)).toContain('Billiards: play-off');
    expect(texts(plan)).toContain('Place 3');
  });
});
