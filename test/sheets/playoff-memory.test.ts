/**
 * Play-off memory (SPEC §5 "identity survives editing"): each play-off result keeps who played it.
 * Correcting an earlier result re-routes the players; a later result already typed is then never
 * credited to the new pairing — the sheet withholds its winner and says "played by A – B, now
 * routed C – D", finalize names it, and the committee confirms or clears it.
 *
 * The results are typed as a referee, with the add-on's edit trigger running as that referee (as
 * Google runs a simple trigger): it fills the "played by" cells.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { cellOf, expectOk, futsalPlayoff, noErrorCells } from '../e2e/helpers';

const futsal = () => futsalPlayoff();

describe('play-off memory', () => {
  it('records who played a result as it is typed, and clears it with the result', () => {
    const { book, net, m, score } = futsal();
    const sf1 = m('SF1');
    const a = book.read(net, cellOf(sf1.a));
    const b = book.read(net, cellOf(sf1.b));
    expect(a).not.toBe('');
    score('SF1', 2, 1);
    expect([book.read(net, cellOf(sf1.memA)), book.read(net, cellOf(sf1.memB))]).toEqual([a, b]);
    // A referee cannot type into the sheet's formulas, but the trigger wrote as him: the cells are open.
    expect(book.isProtectedCell(net, cellOf(sf1.memA))).toBe(false);
    book.typeAs('referee', net, cellOf(sf1.scoreA), '');
    book.typeAs('referee', net, cellOf(sf1.scoreB), '');
    expect([book.read(net, cellOf(sf1.memA)), book.read(net, cellOf(sf1.memB))]).toEqual(['', '']);
    expect(book.triggerErrors).toEqual([]);
  });

  it('a corrected semi-final re-routes the final: the final typed before is withheld and flagged, finalize names it; "confirm" lets it stand, "clear" empties it (Art. 8 item 7)', () => {
    const { services, book, net, m, score } = futsal();
    score('SF1', 2, 1);
    score('SF2', 3, 0);
    const final = m('F');
    const [fa, fb] = [book.read(net, cellOf(final.a)), book.read(net, cellOf(final.b))];
    score('F', 1, 0);
    score('3P', 2, 2);
    book.typeAs('referee', net, cellOf(m('3P').shootA as never), 5);
    book.typeAs('referee', net, cellOf(m('3P').shootB as never), 4);
    expect(book.read(net, cellOf(final.winner))).toBe(fa);
    // The SF1 score was typed the wrong way round: corrected, SF1's other team goes to the final.
    score('SF1', 1, 2);
    const now = book.read(net, cellOf(final.a));
    expect(now).not.toBe(fa);
    expect(book.read(net, cellOf(final.winner))).toBe(''); // never credited to the new pairing
    const note = String(book.read(net, cellOf(final.note)));
    expect(note).toContain(`played by ${String(fa)} – ${String(fb)}`);
    expect(note).toContain(`now routed ${String(now)} – ${String(fb)}`);
    expect(book.highlight(net, cellOf(final.scoreA))).toBe('#f4cccc');
    const refused = api.finalizeStage(services, 'futsal', 'bracket');
    expect(refused.ok).toBe(false);
    expect(refused.problems.some((p) => p.code === 'playoffFlag' && p.cell === `${net}!${cellOf(final.note)}`)).toBe(
      true,
    );

    const before = book.snapshot();
    expectOk(api.resolvePlayoff(services, 'futsal', 'F', 'confirm'));
    expect(book.read(net, cellOf(final.winner))).toBe(now);
    expect(book.read(net, cellOf(final.note))).toBe('');
    expect(book.snapshot()).not.toEqual(before);

    // Now the SF1 correction is undone: the final is re-routed again, and this time cleared.
    score('SF1', 2, 1);
    expect(book.read(net, cellOf(final.winner))).toBe('');
    const cleared = expectOk(api.resolvePlayoff(services, 'futsal', 'F', 'clear'));
    expect(cleared.cleared.map((c) => c.value)).toEqual([1, 0]);
    expect([book.read(net, cellOf(final.scoreA)), book.read(net, cellOf(final.memA))]).toEqual(['', '']);
    score('F', 0, 1);
    expect(book.read(net, cellOf(final.winner))).toBe(fb);
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
    noErrorCells(book);
  });

  it('a result typed while the trigger could not run gets who played it when finalize freezes the record (a refused finalize writes nothing)', () => {
    const { services, book, net, m, score } = futsal();
    book.setEditTrigger(null);
    for (const id of ['SF1', 'SF2', 'F', '3P']) score(id, 2, 0);
    expect(book.read(net, cellOf(m('F').memA))).toBe('');
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
    expect(book.read(net, cellOf(m('F').memA))).toBe(book.read(net, cellOf(m('F').a)));
  });

  it('shoot-outs: a level one and one typed for a match that was not drawn are flagged where typed; finalize names them (Art. 8 items 6–7)', () => {
    const { services, book, net, m, score } = futsal();
    score('SF1', 2, 1);
    book.typeAs('referee', net, cellOf(m('SF1').shootA as never), 3); // not drawn: no shoot-out
    book.typeAs('referee', net, cellOf(m('SF1').shootB as never), 2);
    expect(String(book.read(net, cellOf(m('SF1').note)))).toMatch(/only when the match is drawn/);
    expect(book.highlight(net, cellOf(m('SF1').shootA as never))).toBe('#f4cccc');
    expect(book.read(net, cellOf(m('SF1').winner))).toBe(book.read(net, cellOf(m('SF1').a))); // the goals decide
    score('SF2', 1, 0);
    score('F', 1, 1);
    book.typeAs('referee', net, cellOf(m('F').shootA as never), 3);
    book.typeAs('referee', net, cellOf(m('F').shootB as never), 3);
    expect(String(book.read(net, cellOf(m('F').note)))).toMatch(/level/);
    expect(book.read(net, cellOf(m('F').winner))).toBe('');
    score('3P', 0, 2);
    const r = api.finalizeStage(services, 'futsal', 'bracket');
    expect(r.ok).toBe(false);
    const flagged = r.problems.filter((p) => p.code === 'playoffFlag').map((p) => p.cell);
    expect(flagged).toEqual([`${net}!${cellOf(m('SF1').note)}`, `${net}!${cellOf(m('F').note)}`]);
    // Fixed: the stray shoot-out cleared, the final's shoot-out typed to its end.
    book.typeAs('referee', net, cellOf(m('SF1').shootA as never), '');
    book.typeAs('referee', net, cellOf(m('SF1').shootB as never), '');
    book.typeAs('referee', net, cellOf(m('F').shootA as never), 5);
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
  });

  it('the unknown match, a wrong answer and a finalized play-off are refused in words', () => {
    const { services } = futsal();
    expect(api.resolvePlayoff(services, 'futsal', 'QF9', 'confirm').problems[0]?.code).toBe('unknownMatch');
    expect(api.resolvePlayoff(services, 'futsal', 'F', 'maybe').problems[0]?.code).toBe('resolveChoice');
    expect(api.resolvePlayoff(services, 'futsal', { x: 1 }, 'clear').message).not.toMatch(
      /undefined|NaN|null|\[object Object\]/,
    );
  });

  it('"clear" is all or nothing: a write failing at any step puts back every cell already cleared (the typed result is never lost)', () => {
    let fired = 0;
    for (let nth = 1; nth <= 8; nth++) {
      const { services, book, net, m, score } = futsal();
      score('SF1', 2, 1);
      score('SF2', 3, 0);
      score('F', 1, 0);
      score('SF1', 1, 2); // re-routes the final: flagged
      const final = m('F');
      const before = book.snapshot();
      book.failNextWrite(nth);
      const r = api.resolvePlayoff(services, 'futsal', 'F', 'clear');
      book.failNextWrite(0);
      if (r.ok) break;
      fired++;
      expect(r.problems[0]?.code, `failing write ${nth}`).toBe('actionFailed');
      expect(book.snapshot(), `failing write ${nth}`).toEqual(before);
      expect([book.read(net, cellOf(final.scoreA)), book.read(net, cellOf(final.scoreB))]).toEqual([1, 0]);
    }
    expect(fired).toBeGreaterThanOrEqual(2);
  });
});
