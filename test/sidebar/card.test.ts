/**
 * The referee card "how to type a deal" (docs/referee-card.md → dist/RefereeCard.html → the
 * sidebar): build.mjs reads its three sections and refuses what the sidebar could not show; its
 * example rows are one pulka a referee can type with the protocol sheet's drop-downs, in each
 * language, and PREF_PULKA gives the totals the card states (worked by hand below, SPEC §3); the
 * built add-on serves it through `serverRefereeCard`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PREF_PULKA } from '../../src/functions/index';
import { contractTokens, seatTokens } from '../../src/sheets/kinds/protocolSheet';
import type { CardBlock, RefereeCard } from '../../src/refereeCard';
import type { ActionResult } from '../../src/sheets/context';
import { FakeBook } from '../../fakes/book';
import { loadAddon, ROOT } from '../../workbench/host';

// @ts-expect-error build.mjs is plain JavaScript without type declarations
const { parseCard, cardHtml } = await import('../../build.mjs');

const SOURCE = readFileSync(join(ROOT, 'docs', 'referee-card.md'), 'utf8');
const LANGS = ['ru', 'kk', 'en'] as const;
type Card = { title: string; blocks: CardBlock[] };
const parsed = parseCard(SOURCE) as { cards: Record<(typeof LANGS)[number], Card>; problems: string[] };
const SEATS = ['Асель', 'Болат', 'Дана', 'Ерлан'];
const bare = (cell: string): string => cell.replace(/`/g, '');

/** The card's table of examples: the one whose header names the four players. */
function examples(card: Card): string[][] {
  const t = card.blocks.find(
    (b): b is { table: string[][] } => 'table' in b && SEATS.every((s) => (b.table[0] ?? []).includes(s)),
  );
  if (!t) throw new Error('no table of examples');
  return t.table.slice(1);
}

const g = globalThis as { SpreadsheetApp?: unknown };
afterEach(() => {
  delete g.SpreadsheetApp;
});

describe('docs/referee-card.md as build.mjs reads it', () => {
  it('three cards, ru kk en, each a title and the same parts in the same order (tables of the same shape)', () => {
    expect(parsed.problems).toEqual([]);
    const shape = (c: Card) =>
      c.blocks.map((b) =>
        'table' in b
          ? `table ${b.table.length}×${b.table[0]?.length}`
          : 'ul' in b
            ? `ul ${b.ul.length}`
            : Object.keys(b)[0],
      );
    for (const lang of LANGS) expect(parsed.cards[lang].title).not.toBe('');
    expect(shape(parsed.cards.kk)).toEqual(shape(parsed.cards.ru));
    expect(shape(parsed.cards.en)).toEqual(shape(parsed.cards.ru));
    expect(parsed.cards.ru.title).toBe('Памятка судьи: как записать сдачу');
  });

  it('refuses what the sidebar could not show, naming the line; a card missing or not closed', () => {
    const card = (body: string) =>
      `<!-- card:ru -->\n## T\n${body}\n<!-- card:kk -->\n## T\nx\n<!-- card:en -->\n## T\nx\n<!-- /card -->\n`;
    expect(parseCard(card('text')).problems).toEqual([]);
    for (const bad of [
      '**bold**',
      'a [link](x)',
      '<b>html</b>',
      '# h1',
      '#### h4',
      'an `open span',
      '| a | b |\n| - | - |\n| 1 |',
    ]) {
      expect(parseCard(card(bad)).problems.join('\n'), bad).toMatch(/line \d+/);
    }
    expect(parseCard('<!-- card:ru -->\n## T\nx\n<!-- /card -->').problems.join()).toMatch(/no card:kk/);
    expect(parseCard(card('x').replace('<!-- /card -->', '')).problems.join()).toMatch(/not closed/);
  });

  it('reads paragraphs, lists (an indented line continues an item), tables without their --- row, and keeps `code`', () => {
    const { cards } = parseCard(
      '<!-- card:ru -->\n## T\none\ntwo\n\n- a\n  b\n- c\n\n| x | y |\n| --- | --- |\n| `6` |  |\n<!-- card:kk -->\n## T\nx\n<!-- card:en -->\n## T\nx\n<!-- /card -->',
    );
    expect(cards.ru.blocks).toEqual([
      { p: 'one two' },
      { ul: ['a b', 'c'] },
      {
        table: [
          ['x', 'y'],
          ['`6`', ''],
        ],
      },
    ]);
  });

  it('the built file cannot be ended early by the text it carries', () => {
    expect(cardHtml({ ru: { title: '</script><b>', blocks: [] } })).not.toMatch(/<\/script><b>/);
  });
});

describe("the card's examples: one pulka, typed with the drop-downs, as PREF_PULKA scores it (SPEC §3)", () => {
  it.each(LANGS)(
    '%s: every example cell is a drop-down item of the protocol sheet; PREF_PULKA gives the totals the card states',
    (lang) => {
      g.SpreadsheetApp = {
        getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => (lang === 'en' ? 'en_US' : `${lang}_KZ`) }),
      };
      const rows = examples(parsed.cards[lang]);
      expect(rows).toHaveLength(12);
      const contracts = contractTokens(lang);
      const seats = seatTokens(lang);
      for (const r of rows) {
        const [contract, declarer, ...cells] = r.map(bare);
        expect(contracts, `${lang}: contract ${contract}`).toContain(contract);
        expect(['', ...SEATS]).toContain(declarer);
        for (const c of cells.slice(0, 4)) if (c !== '') expect(seats, `${lang}: seat cell ${c}`).toContain(c);
      }
      const deals = rows.map((r) => ['', ...r.slice(0, 6).map(bare)]);
      const out = PREF_PULKA(deals, [SEATS], 120) as unknown[][];
      // Worked by hand, row by row (seats 1 Асель, 2 Болат, 3 Дана, 4 Ерлан; Ерлан deals first, then 1, 2, 3 …;
      // price P: 6 → 8, 7 → 16, 8 → 24; obligation 6 → 4, 8 → 1):
      //  1 (Ерлан deals) 6 by Асель, Болат and Дана whist 2 + 2 = 4 = O: made, pool А 8; Б→А 16, Д→А 16.
      //  2 (Асель) 7 by Болат, both opponents pass: made exactly (item 9.2), pool Б 16.
      //  3 (Болат) 7 by Дана: Ерлан speaks first and passes, Асель half-whists: pool Д 16; А→Д 16 (I-4).
      //  4 (Дана) 8 by Ерлан took 8: Болат whists alone with 1, Асель passed with 1 (п1): credited 2 ≥ O 1;
      //    pool Е 24; Б→Е 24 × 2 = 48.
      //  5 (Ерлан) 6 by Асель took 7, both pass, the dealer whists (item 6.6) with 3: made, pool А 16;
      //    Е→А 8 × 3 = 24; 4 − 3 = 1 short: mountain Е 8 (I-9).
      //  6 (Асель) 8 by Болат stepped out: mountain Б 3 × 24 = 72.
      //  7 (Болат) misère by Дана, 0 tricks, the dealer Болат joined: 20 each to the pool (I-10): Д 36, Б 36.
      //  8 (Дана) all-pass 5, 0, 1 (the dealer), 4: mountains + 20, 0, 4, 16; Болат took none: pool Б 40;
      //    a series opens: lowest game 7.
      //  9 (Ерлан) misère by Асель, 1 trick: mountain А 20 + 40 = 60 (the series stays open).
      // 10 ш1 Дана: mountain Д 4 + 4 = 8 (not a deal: the dealer stays).
      // 11 ш2 7 Асель: mountain А 60 + 16 = 76.
      // 12 (Асель) ш3 8 Болат: mountain Б 72 + 72 = 144; a deal: Болат deals next.
      // Pools 16, 40, 36, 24; mountains 76, 144, 8, 24 (Е: 8 + 16).
      expect(out.map((r) => r[0])).toEqual([16, 40, 36, 24]);
      expect(out.map((r) => r[1])).toEqual([76, 144, 8, 24]);
      expect(out.map((r) => r.slice(2, 6))).toEqual([
        ['', 0, 16, 0],
        [16, '', 0, 48],
        [16, 0, '', 0],
        [24, 0, 0, ''],
      ]);
      expect(out.map((r) => r[7])).toEqual([false, true, false, false]); // Болат deals next
      expect(out.map((r) => r[8])).toEqual([7, 7, 7, 7]);
      // and the card says so after its examples
      const after = parsed.cards[lang].blocks.map((b) => ('p' in b ? b.p : '')).find((p) => p.includes('144'));
      expect(after).toMatch(/16, 40, 36, 24\D+76, 144, 8, 24/);
      expect(after).toContain('Болат');
    },
  );
});

describe('serverRefereeCard in the built add-on (HtmlService reads dist/RefereeCard.html)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  });

  it('gives the card of the language asked for, else of the tournament; the file is what the build wrote from the Markdown', () => {
    const book = new FakeBook({ locale: 'kk_KZ' });
    const host = loadAddon(book, { now: () => Date.UTC(2026, 10, 22) });
    expect((host.run('serverSetup', ['kk']) as ActionResult).ok).toBe(true);
    const en = host.run('serverRefereeCard', ['en']) as ActionResult<RefereeCard>;
    expect(en.ok).toBe(true);
    expect(en.data).toEqual({ lang: 'en', ...parsed.cards.en });
    for (const none of [null, undefined]) {
      const kk = host.run('serverRefereeCard', [none]) as ActionResult<RefereeCard>;
      expect(kk.data?.lang).toBe('kk');
      expect(kk.message).toBe(parsed.cards.kk.title);
    }
    // Issue 23 item 8: a language that is not one of ours is refused in words (in the tournament's), not taken for it.
    for (const junk of ['xx', 'KK', 42, {}]) {
      const refused = host.run('serverRefereeCard', [junk]) as ActionResult<RefereeCard>;
      expect(refused.ok).toBe(false);
      expect(refused.data).toBeUndefined();
      expect(refused.problems[0]?.code).toBe('badLang');
      expect(refused.message).toMatch(/ru, kk/);
      expect(refused.message).toMatch(/^белгісіз тіл/); // in Kazakh, the tournament's language
    }
    expect(readFileSync(join(ROOT, 'dist', 'RefereeCard.html'), 'utf8')).toBe(cardHtml(parsed.cards));
  });
});
