/**
 * Where the fake's engine follows Google Sheets over HyperFormula (fakes/engine.ts): wildcards
 * and their ~ escapes in MATCH(…, 0) and in every function that matches text patterns, the first
 * match of a wildcard VLOOKUP, SUMPRODUCT evaluating its arguments as arrays, bare TRUE / FALSE,
 * TODAY() / NOW() on the book's clock in the spreadsheet's time zone.
 * Every engine the fakes build gets these (createEngine), so every test does.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../fakes';
import { createEngine, wildcardSource } from '../fakes/engine';

const NAMES = ['Jusan Invest', 'Halyk Finance', 'Freedom*', 'Ask?', 'a~b', 'A|B', 'abc', 'ABC'];

function names() {
  const { book, services } = createFakeServices({ locale: 'en_US', sheets: ['S'] });
  const s = services.app.getActiveSpreadsheet().getSheetByName('S');
  s?.getRange(1, 1, NAMES.length, 2).setValues(NAMES.map((n, i) => [`'${n}`, i + 1]));
  const ev = (formula: string) => book.evaluate('S', formula);
  return { book, ev };
}

describe('MATCH with match type 0 and a text', () => {
  it('honours wildcards as Sheets: * any run, ? one character, letter case ignored', () => {
    const { ev } = names();
    expect(ev('=MATCH("Jusan*",A1:A8,0)')).toBe(1);
    expect(ev('=MATCH("jusan i?vest",A1:A8,0)')).toBe(1);
    expect(ev('=MATCH("*finance",A1:A8,0)')).toBe(2);
    expect(ev('=MATCH("Free*",A1:A8,0)')).toBe(3);
    expect(ev('=MATCH("x*",A1:A8,0)')).toBe('#N/A');
    expect(ev('=MATCH("abc",A1:A8,0)')).toBe(7);
    expect(ev('=MATCH(5,B1:B8,0)')).toBe(5);
    expect(ev('=MATCH(4.5,B1:B8,1)')).toBe(4);
  });

  it('~ escapes *, ? and ~; other characters are literal (| is no alternation)', () => {
    const { ev } = names();
    expect(ev('=MATCH("Freedom~*",A1:A8,0)')).toBe(3);
    expect(ev('=MATCH("Ask~?",A1:A8,0)')).toBe(4);
    expect(ev('=MATCH("As~?",A1:A8,0)')).toBe('#N/A');
    expect(ev('=MATCH("a~~b",A1:A8,0)')).toBe(5);
    expect(ev('=MATCH("a|b",A1:A8,0)')).toBe(6);
    expect(ev('=MATCH("A",A1:A8,0)')).toBe('#N/A');
  });
});

describe('the other pattern matchers', () => {
  it('COUNTIF, COUNTIFS and SUMIF: wildcards, ~ escapes (with or without a wildcard in the pattern), literal |', () => {
    const { ev } = names();
    expect(ev('=COUNTIF(A1:A8,"a*")')).toBe(5);
    expect(ev('=COUNTIF(A1:A8,"Freedom~*")')).toBe(1);
    expect(ev('=COUNTIF(A1:A8,"Freedom*")')).toBe(1);
    expect(ev('=COUNTIF(A1:A8,"ask~?")')).toBe(1);
    expect(ev('=COUNTIF(A1:A8,"a~~b")')).toBe(1);
    expect(ev('=COUNTIF(A1:A8,"a|b")')).toBe(1);
    expect(ev('=COUNTIF(A1:A8,"<>a*")')).toBe(3);
    expect(ev('=COUNTIFS(A1:A8,"???",B1:B8,">6")')).toBe(2);
    expect(ev('=SUMIF(A1:A8,"*~?",B1:B8)')).toBe(4);
  });

  it('a wildcard VLOOKUP / HLOOKUP returns the first match, as Sheets (HyperFormula returned the last)', () => {
    const { book, ev } = names();
    expect(ev('=VLOOKUP("a*",A1:B8,2,FALSE)')).toBe(4);
    expect(ev('=VLOOKUP("a~~b",A1:B8,2,FALSE)')).toBe(5);
    for (const [a1, v] of [
      ['D1', 'ax'],
      ['E1', 'bx'],
      ['F1', 'ay'],
      ['D2', '1'],
      ['E2', '2'],
      ['F2', '3'],
    ])
      book.typeAs('committee', 'S', a1 as string, v as string);
    expect(ev('=HLOOKUP("a*",D1:F2,2,FALSE)')).toBe(1);
  });

  it('the pattern translation itself', () => {
    expect(wildcardSource('a*b?c')).toBe('a[\\s\\S]*b[\\s\\S]c');
    expect(wildcardSource('~*~?~~~x(|)')).toBe('\\*\\?~~x\\(\\|\\)');
  });
});

describe('SUMPRODUCT evaluates its arguments as arrays', () => {
  it('counts exact, case-sensitive matches of names holding * ? ~, which a COUNTIF would take for patterns', () => {
    const { book, ev } = names();
    expect(ev('=SUMPRODUCT(--EXACT("abc",A1:A8))')).toBe(1);
    expect(ev('=SUMPRODUCT(--EXACT("Freedom*",A1:A8))')).toBe(1);
    expect(ev('=SUMPRODUCT(--EXACT("Free*",A1:A8))')).toBe(0);
    expect(ev('=SUMPRODUCT(--EXACT("Ask?",A1:A8))')).toBe(1);
    expect(ev('=SUMPRODUCT(--EXACT("a~b",A1:A8))')).toBe(1);
    expect(ev('=SUMPRODUCT((A1:A8="abc")*B1:B8)')).toBe(15);
    expect(ev('=SUMPRODUCT(B1:B3,B1:B3)')).toBe(14);
    book.typeAs('committee', 'S', 'D1', '=SUMPRODUCT(--EXACT("ABC",A1:A8))');
    expect(book.read('S', 'D1')).toBe(1);
  });

  it('holds in every engine createEngine builds', () => {
    const hf = createEngine();
    const s = hf.getSheetId(hf.addSheet('X')) as number;
    hf.setCellContents({ sheet: s, row: 0, col: 0 }, [['abc'], ['abc'], ['x']]);
    expect(hf.calculateFormula('=SUMPRODUCT(--EXACT("abc",A1:A3))', s)).toBe(2);
    expect(hf.calculateFormula('=MATCH("x*",A1:A3,0)', s)).toBe(3);
  });
});

describe('bare TRUE and FALSE', () => {
  it('are the booleans, as in Sheets (HyperFormula knows only TRUE() and FALSE())', () => {
    const { book, ev } = names();
    book.typeAs('committee', 'S', 'C1', 'TRUE');
    expect(ev('=C1=TRUE')).toBe(true);
    expect(ev('=IF(FALSE,1,2)')).toBe(2);
    expect(ev('=AND(TRUE,NOT(FALSE))')).toBe(true);
  });
});

describe('TODAY() and NOW() on the book’s clock in the spreadsheet’s time zone', () => {
  // 2026-11-22 20:30 UTC is already 23 November in Almaty (UTC+5), still 22 November in Moscow.
  const at = Date.UTC(2026, 10, 22, 20, 30);

  it('are the day and time of that zone, as Sheets (HyperFormula read the machine’s clock and zone)', () => {
    const almaty = createFakeServices({ locale: 'ru_RU', sheets: ['S'], now: at, timeZone: 'Asia/Almaty' }).book;
    expect(almaty.evaluate('S', '=TODAY()=DATE(2026,11,23)')).toBe(true);
    expect(almaty.evaluate('S', '=ROUND((NOW()-TODAY())*24*60,0)')).toBe(90); // 01:30
    const moscow = createFakeServices({ locale: 'ru_RU', sheets: ['S'], now: at, timeZone: 'Europe/Moscow' }).book;
    expect(moscow.evaluate('S', '=TODAY()=DATE(2026,11,22)')).toBe(true);
    expect(moscow.evaluate('S', '=ROUND((NOW()-TODAY())*24*60,0)')).toBe(23 * 60 + 30);
  });

  it('a cell with TODAY() follows the clock at the next change, as Sheets recalculates on change', () => {
    const { book } = createFakeServices({ locale: 'ru_RU', sheets: ['S'], now: at, timeZone: 'Europe/Moscow' });
    book.typeAs('committee', 'S', 'A1', '=TODAY()-DATE(2026,11,22)');
    expect(book.read('S', 'A1')).toBe(0);
    book.now = Date.UTC(2026, 10, 24, 9, 0);
    book.typeAs('committee', 'S', 'B1', 'x');
    expect(book.read('S', 'A1')).toBe(2);
  });
});
