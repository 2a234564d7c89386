/**
 * Refusals in plain words (a usability walk of the sidebar): finalizing an undecided stage says
 * what the committee must still do — which groups lack results or need a tiebreak, which play-off
 * matches have no result (by their labels as the sheet shows them), which preference tables,
 * final or tours are open — and points at the cells to type in; withdrawing an unknown name says
 * on which sheet names are looked up and offers the names that look alike. Nothing is written by
 * any of these refusals.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import { sheetName } from '../../src/i18n/labels';
import type { Lang } from '../../src/i18n/messages';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { a1, type Rect } from '../../src/sheets/plan';
import { FINAL } from '../../src/sheets/kinds/finalSheet';
import { blockRects, type BlockLayout } from '../../src/sheets/kinds/tableBlock';
import { tourLayout } from '../../src/sheets/kinds/tourSheet';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { cellOf, expectOk, futsalBracket, paste, playInListOrder } from '../e2e/helpers';

const NOW = Date.UTC(2026, 4, 20, 9, 30);

/** A tournament in `lang` with the sample registration of `games` pasted. */
function tournament(lang: Lang, games: Parameters<typeof pasteSample>[3]) {
  const { services, book } = createFakeServices({ locale: lang === 'kk' ? 'kk_KZ' : 'ru_RU', now: NOW });
  expectOk(api.setup(services, { lang }));
  pasteSample(services.app, lang, sampleRegistration(lang), games);
  return { services, book };
}

/** The refusal wrote nothing: every sheet as it was, `sheets` empty. */
function refusedWithoutWriting<T>(book: FakeBook, act: () => api.ActionResult<T>): api.ActionResult<T> {
  const before = book.snapshot();
  const r = act();
  expect(r.ok).toBe(false);
  expect(r.sheets).toEqual([]);
  expect(book.snapshot()).toEqual(before);
  return r;
}

/** The problems after the first (which repeats the message), as code · cell · message. */
function details(r: api.ActionResult): { code: string; cell: string | undefined; message: string }[] {
  return r.problems.slice(1).map((p) => ({ code: p.code, cell: p.cell, message: p.message }));
}

const at = (row: number, col: number) => a1(row, col);

/** Referees type group `g` only, the earlier-listed player winning (as playInListOrder does for all). */
function playGroup(
  book: FakeBook,
  sheet: string,
  game: 'futsal' | 'backgammon',
  groups: readonly GroupSpec[],
  g: number,
): void {
  const layout = groupLayout(game, groups);
  const players = (groups[g] as GroupSpec).players;
  for (const m of (layout.blocks[g] as (typeof layout.blocks)[0]).matches) {
    const first = players.indexOf(m.a) < players.indexOf(m.b);
    if (game === 'backgammon')
      book.typeAs('referee', sheet, at(m.row, layout.columns.forfeit as number), first ? '+:-' : '-:+');
    else {
      book.typeAs('referee', sheet, at(m.row, layout.columns.scoreA), first ? 2 : 0);
      book.typeAs('referee', sheet, at(m.row, layout.columns.scoreB), first ? 0 : 2);
    }
  }
}

function setSetting(book: FakeBook, lang: Lang, key: string, value: string | number): void {
  const name = sheetName('settings', lang);
  const row = book.toMatrix(name).findIndex((r) => r[0] === key);
  expect(row, key).toBeGreaterThan(0);
  book.typeAs('committee', name, a1(row, 2), value);
}

describe('finalizing the groups names the groups and what they lack', () => {
  it('backgammon before scores: every group with its matches without a result, pointing at the first party row — no raw qualifier addresses', () => {
    const { services, book } = tournament('ru', ['backgammon']);
    const drawn = expectOk(api.draw(services, 'backgammon', { seed: 3, acceptWarnings: true }));
    const gs = 'Нарды группы';
    const layout = groupLayout('backgammon', drawn.groups);
    const cols = layout.columns;
    book.resetCalls();
    const r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'backgammon', 'groups'));
    // One read of the group sheet, values only.
    expect(book.countCalls({ sheet: gs, method: 'getValues' })).toBe(1);
    expect(r.problems[0]?.code).toBe('stageIncomplete');
    expect(r.message).toMatch(
      /^не зафиксировано: этап ещё не завершён — 1-е и 2-е места не определены: группа A — матчей без результата: \d+ из \d+; группа B/,
    );
    // The old text listed the qualifier cells ("Нарды группы!Q9, …"): no address in the message now.
    expect(r.message).not.toMatch(/пустых ячеек|!Q\d/);
    expect(details(r)).toEqual(
      layout.blocks.map((b) => ({
        code: 'openGroupMatches',
        cell: `${gs}!${at((b.matches[0] as { row: number }).row, cols.partyA as number)}`,
        message: `группа ${b.letter} — матчей без результата: ${b.matches.length} из ${b.matches.length}`,
      })),
    );
  });

  it('backgammon: a no-show or a decided match counts as a result, a match in progress does not; the cell is its next party row', () => {
    const { services, book } = tournament('ru', ['backgammon']);
    const drawn = expectOk(api.draw(services, 'backgammon', { seed: 3, acceptWarnings: true }));
    const gs = 'Нарды группы';
    const layout = groupLayout('backgammon', drawn.groups);
    const cols = layout.columns;
    const A = layout.blocks[0];
    if (!A) throw new Error('A');
    const [m0, m1, m2] = A.matches as [(typeof A.matches)[0], (typeof A.matches)[0], (typeof A.matches)[0]];
    book.typeAs('referee', gs, at(m0.row, cols.forfeit as number), '+:-'); // a no-show: a result
    book.typeAs('referee', gs, at(m1.row, cols.partyA as number), 2); // 2:0 after one party (a mars)…
    book.typeAs('referee', gs, at(m1.row, cols.partyB as number), 0);
    book.typeAs('referee', gs, at(m1.row + 1, cols.partyA as number), 1); // …then 3:0: decided
    book.typeAs('referee', gs, at(m1.row + 1, cols.partyB as number), 0);
    book.typeAs('referee', gs, at(m2.row, cols.partyA as number), 1); // 1:0 after one party: in progress
    book.typeAs('referee', gs, at(m2.row, cols.partyB as number), 0);
    const r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'backgammon', 'groups'));
    const total = A.matches.length;
    expect(details(r)[0]).toEqual({
      code: 'openGroupMatches',
      cell: `${gs}!${at(m2.row + 1, cols.partyA as number)}`,
      message: `группа A — матчей без результата: ${total - 2} из ${total}`,
    });
  });

  it('futsal: a group whose every match is played but three teams are level asks for a penalty shoot-out in the tiebreak rows; a finished group is not named', () => {
    const { services, book } = tournament('ru', ['futsal']);
    const drawn = expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
    const gs = 'Мини-футбол группы';
    const layout = groupLayout('futsal', drawn.groups);
    const [A, B] = layout.blocks as [(typeof layout.blocks)[0], (typeof layout.blocks)[0]];
    const P = (i: number) => (drawn.groups[0] as GroupSpec).players[i] as string;
    // Group A: P0 beats everyone 1:0, the other three draw 0:0 — level on every criterion for 2nd.
    for (const m of A.matches) {
      const first = m.a === P(0) ? [1, 0] : m.b === P(0) ? [0, 1] : [0, 0];
      book.typeAs('referee', gs, at(m.row, layout.columns.scoreA), first[0] as number);
      book.typeAs('referee', gs, at(m.row, layout.columns.scoreB), first[1] as number);
    }
    // Group B: played in list order, decided.
    playGroup(book, gs, 'futsal', drawn.groups, 1);
    expect(book.read(gs, cellOf(B.secondCell))).not.toBe('');
    const r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'futsal', 'groups'));
    expect(r.message).toBe(
      `не зафиксировано: этап ещё не завершён — 1-е и 2-е места не определены: группа A — у всех матчей есть результат, но ${P(1)}, ${P(2)}, ${P(3)} равны по всем показателям: ` +
        'внесите серию пенальти между ними в строки «Серии пенальти: победитель · проигравший» под матчами (ст. 8 п. 6)',
    );
    expect(details(r)).toEqual([
      {
        code: 'openGroupShootout',
        cell: `${gs}!${cellOf(A.tiebreakRect)}`,
        message: expect.stringMatching(/^группа A — у всех матчей есть результат/),
      },
    ]);
    // The shoot-out typed (P2 beats P3): P2 is second, the stage is decided.
    book.typeAs('referee', gs, cellOf(A.tiebreakRect), P(2));
    book.typeAs('referee', gs, cellOf(A.tiebreakRect, 0, 1), P(3));
    expect(book.read(gs, cellOf(A.secondCell))).toBe(P(2));
    expectOk(api.finalizeStage(services, 'futsal', 'groups'));
  });

  it('backgammon: three players level after every criterion need additional parties (Art. 14 item 6), named with the tiebreak row', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: NOW });
    expectOk(api.setup(services, { lang: 'ru' }));
    paste(
      services,
      'Нарды регистрация',
      Array.from({ length: 16 }, (_, i) => [
        `Игрок${i}`,
        'Ерлан',
        '',
        'KASE',
        `bg${i}@example.kz`,
        '+7 702 000 00 00',
        false,
      ]),
    );
    const drawn = expectOk(api.draw(services, 'backgammon', { seed: 5, acceptWarnings: true }));
    const gs = 'Нарды группы';
    const layout = groupLayout('backgammon', drawn.groups);
    const A = layout.blocks[0];
    if (!A) throw new Error('A');
    const P = (i: number) => (drawn.groups[0] as GroupSpec).players[i] as string;
    // A circle by no-shows: P0 beats P1, P1 beats P2, P2 beats P0; everyone beats P3.
    const winner = (x: string, y: string): string => {
      const pair = [x, y].sort().join('|');
      if (pair === [P(0), P(1)].sort().join('|')) return P(0);
      if (pair === [P(1), P(2)].sort().join('|')) return P(1);
      if (pair === [P(0), P(2)].sort().join('|')) return P(2);
      return x === P(3) ? y : x;
    };
    for (const m of A.matches)
      book.typeAs('referee', gs, at(m.row, layout.columns.forfeit as number), winner(m.a, m.b) === m.a ? '+:-' : '-:+');
    for (const g of [1, 2, 3]) playGroup(book, gs, 'backgammon', drawn.groups, g);
    const r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'backgammon', 'groups'));
    expect(details(r)).toEqual([
      {
        code: 'openGroupExtraParty',
        cell: `${gs}!${cellOf(A.tiebreakRect)}`,
        message: `группа A — у всех матчей есть результат, но ${P(0)}, ${P(1)}, ${P(2)} равны по всем показателям: внесите дополнительную партию между ними в строки «Дополнительные партии: победитель · проигравший» под матчами (ст. 14 п. 6)`,
      },
    ]);
    expect(r.message).not.toMatch(/группа [BCD]/);
  });
});

describe('finalizing the play-off names the matches without a result by their labels', () => {
  it('futsal: ПФ2, Ф, 3М as on the sheet, each pointing at its goals cell', () => {
    const { services, book } = tournament('ru', ['futsal']);
    const drawn = expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
    playInListOrder(book, 'Мини-футбол группы', 'futsal', drawn.groups);
    expectOk(api.generateBracket(services, 'futsal'));
    const { name: po, match: m, score } = futsalBracket('ru', drawn.groups, book);
    score('SF1', 2, 1);
    const r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'futsal', 'bracket'));
    expect(r.message).toBe('не зафиксировано: этап ещё не завершён — матчей плей-офф без результата: 3 — ПФ2, Ф, 3М');
    // The labels are the ones in the sheet's match column.
    for (const id of ['SF2', 'F', '3P']) expect(r.message).toContain(String(book.read(po, at(m(id).row, 0))));
    const sf2 = m('SF2');
    const players = `${String(book.read(po, cellOf(sf2.a)))} – ${String(book.read(po, cellOf(sf2.b)))}`;
    expect(details(r)).toEqual([
      {
        code: 'openBracketMatch',
        cell: `${po}!${cellOf(sf2.scoreA)}`,
        message: `матч ПФ2 (${players}): результата ещё нет`,
      },
      { code: 'openBracketMatch', cell: `${po}!${cellOf(m('F').scoreA)}`, message: 'матч Ф: результата ещё нет' },
      { code: 'openBracketMatch', cell: `${po}!${cellOf(m('3P').scoreA)}`, message: 'матч 3М: результата ещё нет' },
    ]);
  });

  it('billiards net: the pair numbers as the rules print them (II-3 … V-верх …), at most 12 cells', () => {
    const { services, book } = tournament('ru', ['billiards']);
    const drawn = expectOk(api.draw(services, 'billiards', { seed: 1, acceptWarnings: true }));
    playInListOrder(book, 'Бильярд группы', 'billiards', drawn.groups);
    expectOk(api.generateBracket(services, 'billiards'));
    const po = 'Бильярд сетка';
    const bl = bracketLayout({
      game: 'billiards',
      lang: 'ru',
      name: po,
      format: 'net32',
      groupSheet: 'Бильярд группы',
      groups: drawn.groups,
      partiesToWin: 2,
    });
    const r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'billiards', 'bracket'));
    const labels = bl.matches.map((x) => String(book.read(po, at(x.row, 0))));
    expect(labels).toContain('V-верх');
    expect(r.message).toBe(
      `не зафиксировано: этап ещё не завершён — матчей плей-офф без результата: ${bl.matches.length} — ${labels.join(', ')}`,
    );
    expect(r.message).toMatch(/II-3, .*V-верх/);
    expect(r.problems).toHaveLength(13);
    expect(details(r).map((p) => p.cell)).toEqual(bl.matches.slice(0, 12).map((x) => `${po}!${cellOf(x.scoreA)}`));
  });
});

/** Referees type pools and mountains at the tables given (all seats), and at `partly` one pool only. */
function typeTables(
  book: FakeBook,
  sheet: string,
  blocks: readonly BlockLayout[],
  full: readonly string[],
  partly: readonly string[] = [],
): void {
  for (const b of blocks) {
    const r = blockRects(b);
    if (partly.includes(b.label)) book.typeAs('referee', sheet, a1(r.pools.row, r.pools.col), 120);
    if (!full.includes(b.label)) continue;
    b.players.forEach((_, k) => {
      book.typeAs('referee', sheet, a1(r.pools.row + k, r.pools.col), 120);
      book.typeAs('referee', sheet, a1(r.mountains.row + k, r.mountains.col), 10 * k);
    });
  }
}

describe('finalizing preference says which tables, final or tours are open', () => {
  it('a tour with nothing entered, then tables 2 and 4 missing, the standings, the final', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: NOW });
    expectOk(api.setup(services, { lang: 'ru' }));
    setSetting(book, 'ru', 'preference.tours', 2);
    const names = [
      'Абенов',
      'Букеева',
      'Волков',
      'Галиев',
      'Дюсенова',
      'Ершов',
      'Жакупов',
      'Зайцева',
      'Искаков',
      'Каримова',
      'Лебедев',
      'Мусина',
      'Нуриев',
    ];
    paste(
      services,
      'Преферанс регистрация',
      names.map((n, i) => [n, 'Асель', '', 'KASE', `pref${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services));
    const t1 = expectOk(api.seatTour(services, 1, { seed: 77 }));
    const sheet = 'Преферанс тур 1';
    const blocks = tourLayout([], t1.tables).blocks;
    const first = blockRects(blocks[0] as BlockLayout);

    // Nothing typed: said so, not "1 empty cell — Преферанс тур 1".
    let r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'preference', 'tour', 1));
    expect(r.problems[0]?.code).toBe('stageIncomplete');
    expect(r.message).toBe(
      'не зафиксировано: этап ещё не завершён — на листе «Преферанс тур 1» ещё ничего не внесено: внесите пулю и гору каждого игрока за всеми столами (столов: 4)',
    );
    expect(details(r)).toEqual([
      {
        code: 'openTourEmpty',
        cell: `${sheet}!${a1(first.pools.row, first.pools.col)}`,
        message: expect.stringContaining('ещё ничего не внесено'),
      },
    ]);

    // Tables 1 and 3 done, table 2 has one pool, table 4 nothing.
    typeTables(book, sheet, blocks, ['1', '3'], ['2']);
    r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'preference', 'tour', 1));
    expect(r.message).toBe('не зафиксировано: этап ещё не завершён — тур 1: не внесены пули или горы за столами 2, 4');
    const t2 = blockRects(blocks[1] as BlockLayout);
    const t4 = blockRects(blocks[3] as BlockLayout);
    const size = (i: number) => (blocks[i] as BlockLayout).players.length;
    expect(details(r)).toEqual([
      {
        code: 'openTourTable',
        cell: `${sheet}!${a1(t2.mountains.row, t2.mountains.col)}`,
        message: `стол 2: пустых ячеек пули и горы: ${2 * size(1) - 1}`,
      },
      {
        code: 'openTourTable',
        cell: `${sheet}!${a1(t4.pools.row, t4.pools.col)}`,
        message: `стол 4: пустых ячеек пули и горы: ${2 * size(3)}`,
      },
    ]);

    // The standings: tour 1 not complete, tour 2 not seated.
    r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'preference', 'standings'));
    expect(r.message).toBe(
      'не зафиксировано: этап ещё не завершён — рейтинг-лист фиксируется после последнего тура: не завершены туры (не внесены пули или горы): 1; ещё не рассажены туры: 2',
    );
    expect(details(r)).toEqual([
      {
        code: 'openTourTables',
        cell: `${sheet}!${a1(t2.mountains.row, t2.mountains.col)}`,
        message: 'тур 1: не внесены пули или горы за столами 2, 4',
      },
      { code: 'openToursUnseated', cell: undefined, message: 'ещё не рассажены туры: 2' },
    ]);

    // Both tours played; the final seated, nothing entered, then one pool.
    typeTables(book, sheet, blocks, ['2', '4']);
    const t2seat = expectOk(api.seatTour(services, 2));
    typeTables(
      book,
      'Преферанс тур 2',
      tourLayout([], t2seat.tables).blocks,
      t2seat.tables.map((t) => t.label),
    );
    const fin = expectOk(api.seatFinal(services));
    const fb = blockRects({ label: '1', players: fin.players, top: FINAL.blockTop, col: FINAL.col });
    const fs = 'Преферанс финал';
    r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'preference', 'final'));
    expect(r.message).toBe(
      `не зафиксировано: этап ещё не завершён — финальная партия ещё не внесена: внесите пули и горы финального стола на листе «${fs}»`,
    );
    expect(details(r)[0]?.cell).toBe(`${fs}!${a1(fb.pools.row, fb.pools.col)}`);
    book.typeAs('referee', fs, a1(fb.pools.row, fb.pools.col), 200);
    book.typeAs('referee', fs, a1(fb.mountains.row, fb.mountains.col), 0);
    r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'preference', 'final'));
    expect(r.message).toBe(
      `не зафиксировано: этап ещё не завершён — финальная партия внесена не полностью: нет пули или горы у игроков: ${fin.players.slice(1).join(', ')}`,
    );
    expect(details(r)).toEqual([
      {
        code: 'openFinalPart',
        cell: `${fs}!${a1(fb.pools.row + 1, fb.pools.col)}`,
        message: r.message.replace(/^.* — /, ''),
      },
    ]);
    // Every tour complete: the standings and tour 1 finalize.
    expectOk(api.finalizeStage(services, 'preference', 'tour', 1));
    const from = book.calls.length;
    expectOk(api.finalizeStage(services, 'preference', 'standings'));
    // Issue 22 (cost per click): the stage and its cover page in one lock, every sheet they read
    // closed to typing together: one lock taken, one flush (before: two locks, a flush per tour).
    const calls = book.calls.slice(from);
    expect(calls.filter((c) => c.method === 'tryLock')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'flush')).toHaveLength(1);
  });
});

describe('withdrawing an unknown name says where names are looked up', () => {
  it('billiards: the group sheet is named, and players with the same surname offered (case and ё do not matter), each with its cell', () => {
    const { services, book } = tournament('ru', ['billiards']);
    const drawn = expectOk(api.draw(services, 'billiards', { seed: 1, acceptWarnings: true }));
    const gs = 'Бильярд группы';
    const layout = groupLayout('billiards', drawn.groups);
    const everyone = layout.blocks.flatMap((b) =>
      b.players.map((p, i) => ({ name: p, cell: `${gs}!${at((b.playersRect as Rect).row + i, b.playersRect.col)}` })),
    );
    // A surname with "ё", typed in capitals with "е".
    const target = everyone.find((x) => x.name.includes('ё'));
    if (!target) throw new Error('the sample has a surname with ё');
    const surname = target.name.split(' ')[0] as string;
    const typed = surname.replace(/ё/g, 'е').toUpperCase();
    const r = refusedWithoutWriting(book, () => api.withdraw(services, 'billiards', typed));
    expect(r.problems[0]?.code).toBe('unknownPlayer');
    expect(r.message).toContain(
      `«${typed}» не найден(а) на листе «Бильярд группы», где ищутся имена: впишите имя точно так, как оно записано на этом листе`,
    );
    const same = everyone.filter((x) => x.name.split(' ')[0] === surname).slice(0, 5);
    expect(same.map((x) => x.name)).toContain(target.name);
    expect(r.message).toContain(`похожие имена на этом листе: ${same.map((x) => `«${x.name}»`).join(', ')}`);
    expect(details(r)).toEqual(
      same.map((x) => ({ code: 'playerNear', cell: x.cell, message: `возможно, «${x.name}»` })),
    );
  });

  it('futsal: a team name with an extra word finds the team; preference names the attendance sheet; nothing alike, nothing offered', () => {
    const { services, book } = tournament('ru', ['futsal', 'preference']);
    expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
    const r = refusedWithoutWriting(book, () => api.withdraw(services, 'futsal', 'сентрас секьюритиз'));
    expect(r.message).toMatch(
      /^«сентрас секьюритиз» не найден\(а\) на листе «Мини-футбол группы».*; похожие имена на этом листе: «Сентрас»$/,
    );
    expect(details(r)).toEqual([
      { code: 'playerNear', cell: expect.stringMatching(/^Мини-футбол группы!A\d+$/), message: 'возможно, «Сентрас»' },
    ]);
    expect(book.read('Мини-футбол группы', (details(r)[0]?.cell ?? '').split('!')[1] as string)).toBe('Сентрас');

    expectOk(api.prepareAttendance(services, { acceptWarnings: true }));
    const p = refusedWithoutWriting(book, () => api.withdraw(services, 'preference', 'Никто Нигде'));
    expect(p.message).toBe(
      '«Никто Нигде» не найден(а) на листе «Преферанс явка», где ищутся имена: впишите имя точно так, как оно записано на этом листе (заглавные и строчные буквы не важны)',
    );
    expect(p.problems).toHaveLength(1);
  });
});

describe('in Kazakh', () => {
  it('groups, play-off labels and a tour in the tournament language, no English word', () => {
    const { services, book } = tournament('kk', ['futsal', 'preference']);
    const drawn = expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
    expectOk(api.generateBracket(services, 'futsal'));
    const gs = 'Мини-футбол топтар';
    const layout = groupLayout('futsal', drawn.groups);
    const g = refusedWithoutWriting(book, () => api.finalizeStage(services, 'futsal', 'groups'));
    expect(g.message).toBe(
      `бекітілмеді: кезең әлі аяқталған жоқ — 1-орын мен 2-орын анықталмаған: ${layout.blocks.map((b) => `${b.letter} тобы — нәтижесі жоқ матчтар: ${b.matches.length} ішінен ${b.matches.length}`).join('; ')}`,
    );
    expect(details(g).map((p) => p.cell)).toEqual(
      layout.blocks.map((b) => `${gs}!${at(b.data, layout.columns.scoreA)}`),
    );
    playInListOrder(book, gs, 'futsal', drawn.groups);
    const b = refusedWithoutWriting(book, () => api.finalizeStage(services, 'futsal', 'bracket'));
    expect(b.message).toBe(
      'бекітілмеді: кезең әлі аяқталған жоқ — нәтижесі жоқ плей-офф матчтары: 4 — ЖФ1, ЖФ2, Ф, 3-орын',
    );
    expect(details(b)[2]?.message).toBe('Ф матчы: нәтижесі әлі жоқ');

    expectOk(api.prepareAttendance(services, { acceptWarnings: true }));
    const t = expectOk(api.seatTour(services, 1, { seed: 3, acceptWarnings: true }));
    typeTables(book, 'Преферанс 1-айналым', tourLayout([], t.tables).blocks, ['1', '3'], ['2']);
    const r = refusedWithoutWriting(book, () => api.finalizeStage(services, 'preference', 'tour', 1));
    const open = t.tables.map((x) => x.label).filter((l) => l !== '1' && l !== '3');
    expect(r.message).toBe(
      `бекітілмеді: кезең әлі аяқталған жоқ — 1-айналым: мына үстелдерде сызба немесе «теріс» нәтиже енгізілмеген: ${open.join(', ')}`,
    );
    const w = refusedWithoutWriting(book, () => api.withdraw(services, 'preference', 'Ешкім'));
    expect(w.message).toContain('есімдер ізделетін «Преферанс қатысу» парағынан табылмады');
    for (const text of [g, b, r, w].flatMap((x) => [x.message, ...x.problems.map((p) => p.message)])) {
      // Latin only in the sample's own names (teams such as "Halyk Finance").
      const latin = (text.match(/[A-Za-z]{3,}/g) ?? []).filter(
        (word) => !/^(Halyk|Finance|Freedom|BCC|Invest|Jusan|Teniz|Capital)$/.test(word),
      );
      expect(latin, text).toEqual([]);
    }
  });
});

describe('near names (deterministic: the closest kind found, in sheet order)', () => {
  const listed = [
    'Семёнов Олег',
    'Семенова Анна',
    'Иванов Иван',
    'Иванова Мария',
    'Петров Пётр',
    'Halyk Finance',
    'Сентрас',
  ].map((name) => ({ name }));
  const near = (who: string) => api.nearNames(who, listed).map((x) => x.name);
  it('case, ё and spacing; words in another order; the same first word; a typo', () => {
    expect(near('  СЕМЕНОВ   олег ')).toEqual(['Семёнов Олег']);
    expect(near('иван иванов')).toEqual(['Иванов Иван']);
    expect(near('Иванов')).toEqual(['Иванов Иван']);
    expect(near('Иванова')).toEqual(['Иванова Мария']); // the same surname first; "Иванов" only as a typo
    expect(near('Ивонова')).toEqual(['Иванова Мария']); // one letter off; "Иванов" is two
    expect(near('семенов')).toEqual(['Семёнов Олег']);
    expect(near('Петров Петр')).toEqual(['Петров Пётр']);
    expect(near('Петрофф Пётр')).toEqual(['Петров Пётр']);
    expect(near('halyk')).toEqual(['Halyk Finance']);
    expect(near('Сентрас Секьюритиз')).toEqual(['Сентрас']);
    expect(near('Никто')).toEqual([]);
    expect(near('')).toEqual([]);
  });
});
