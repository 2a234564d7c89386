/**
 * The committee's places and the admitted list through the server API (Art. 9 item 2, Art. 12 item 2,
 * Art. 15 item 2, Art. 2 item 5): the check proposes, the committee confirms, the decisions are
 * written on the registration without overwriting anything typed, and the draw seeds the strongest
 * in the committee's opinion and draws only who is admitted (Art. 11 item 3 sub-item 1).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk, paste } from '../e2e/helpers';

const REG = 'Billiards registration';
/** The billiards columns: A surname … H admitted by the committee, I strongest, J affiliation, K decision. */
function row(
  i: number,
  extra: { pick?: boolean; strong?: boolean; affiliation?: string; decision?: string; level?: number } = {},
): unknown[] {
  return [
    `Sur${i}`,
    'Arman',
    '',
    'KASE',
    extra.level ?? 2,
    `b${i}@kase.kz`,
    '+7 701 000 00 00',
    extra.pick ?? false,
    extra.strong ?? false,
    extra.affiliation ?? '',
    extra.decision ?? '',
  ];
}
const name = (i: number) => `Sur${i} Arman`;

function setup(rows: unknown[][]) {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 20, 9) });
  expectOk(api.setup(services, { lang: 'en' }));
  paste(services, REG, rows);
  return { services, book };
}

describe("Art. 9 item 2: 12 of the 64 billiards places are the committee's own", () => {
  it('the issue: 64 applicants and no committee seat do not pass — the check proposes 52 by priority and names the 12 left out; the draw is refused', () => {
    const { services, book } = setup(Array.from({ length: 64 }, (_, i) => row(i)));
    const check = api.checkRegistration(services, 'billiards');
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.code)).toEqual(['regOverPlaces']);
    expect(check.problems[0]?.message).toMatch(
      /^64 applications for 52 places \(64 participants, 12 of them the committee's own, Art\. 9 item 2\)/,
    );
    const proposal = check.data?.admission;
    expect(proposal).toMatchObject({ places: 52, max: 64, seats: 12, admitted: 0 });
    // Art. 2 item 5 without affiliations: the order of registration
    expect(proposal?.admit).toEqual(Array.from({ length: 52 }, (_, i) => name(i)));
    expect(proposal?.leftOut).toEqual(Array.from({ length: 12 }, (_, i) => name(52 + i)));
    const before = book.snapshot();
    expect(api.draw(services, 'billiards', { seed: 1, acceptWarnings: true }).ok).toBe(false);
    expect(book.snapshot()).toEqual(before);
  });

  it('Art. 2 item 5: shareholders, members and partners go first, then the order of registration', () => {
    const rows = Array.from({ length: 56 }, (_, i) =>
      row(i, { affiliation: i === 55 ? 'shareholder' : i === 54 ? 'member' : i === 53 ? 'partner' : '' }),
    );
    const proposal = api.checkRegistration(setup(rows).services, 'billiards').data?.admission;
    expect(proposal?.admit.slice(0, 3)).toEqual([name(55), name(54), name(53)]);
    expect(proposal?.leftOut).toEqual([49, 50, 51, 52].map(name));
  });

  it('the committee confirms: "admitted" and "not admitted" are written into the empty decision cells, a decision typed before is kept, and the draw takes the admitted and the committee\'s own', () => {
    const rows = Array.from({ length: 70 }, (_, i) =>
      row(i, { pick: i >= 66, decision: i === 65 ? 'admitted' : i === 0 ? 'not admitted' : '' }),
    );
    const { services, book } = setup(rows);
    const proposal = api.checkRegistration(services, 'billiards').data?.admission;
    // 4 picks, but the committee's 12 places stay its own: 52 for applications; row 65 admitted
    // by hand (one place taken), row 0 refused by hand; rows 1–64 undecided, in order of registration
    expect(proposal).toMatchObject({ places: 52, admitted: 1 });
    const out = Array.from({ length: 13 }, (_, k) => 52 + k);
    expect(proposal?.leftOut).toEqual(out.map(name));
    const done = expectOk(api.confirmAdmission(services, 'billiards', proposal?.token));
    expect(done).toEqual({ admitted: Array.from({ length: 51 }, (_, i) => name(i + 1)), leftOut: out.map(name) });
    const decisions = (book.read(REG, 'K2:K71') as unknown[][]).map((r) => r[0]);
    expect(decisions[0]).toBe('not admitted');
    expect(decisions.slice(1, 52)).toEqual(Array(51).fill('admitted'));
    expect(decisions.slice(52, 65)).toEqual(Array(13).fill('not admitted'));
    expect(decisions.slice(65)).toEqual(['admitted', '', '', '', '']); // the committee's own have no decision to write
    const check = api.checkRegistration(services, 'billiards');
    expect(check.problems).toEqual([]);
    expect(check.data?.participants).toBe(4 + 1 + 51);
    const drawn = expectOk(api.draw(services, 'billiards', { seed: 5 }));
    const players = drawn.groups.flatMap((g) => g.players);
    expect(players).toHaveLength(56);
    for (const left of [0, ...out]) expect(players).not.toContain(name(left));
    // nothing left to confirm
    expect(api.confirmAdmission(services, 'billiards').problems[0]?.code).toBe('admissionNothing');
  });

  it('the same person entered twice would take two places: the confirmation waits until the repeat is gone', () => {
    const rows = Array.from({ length: 54 }, (_, i) => row(i));
    rows[53] = row(7); // Sur7 again, the same e-mail
    const { services, book } = setup(rows);
    const before = book.snapshot();
    const r = api.confirmAdmission(services, 'billiards');
    expect(r.problems.map((p) => p.code)).toEqual(['admissionDuplicates', 'regDuplicatePerson']);
    expect(r.problems[1]?.cell).toBe(`${REG}!A55`);
    expect(book.snapshot()).toEqual(before);
    paste(services, REG, [['', '', '', '', '', '', '', false]], 55);
    expectOk(api.confirmAdmission(services, 'billiards'));
  });

  it('a proposal that changed since the check is refused, and so is a decision cell holding what is not a decision; nothing is written', () => {
    const { services, book } = setup(Array.from({ length: 53 }, (_, i) => row(i)));
    const token = api.checkRegistration(services, 'billiards').data?.admission?.token;
    paste(services, REG, [row(53, { affiliation: 'member' })], 55); // a new application comes in
    const before = book.snapshot();
    expect(api.confirmAdmission(services, 'billiards', token).problems[0]?.code).toBe('admissionChanged');
    paste(services, REG, [['maybe']], 10, 11); // row 9's decision: unreadable
    const typed = api.confirmAdmission(services, 'billiards');
    expect(typed.ok).toBe(false);
    expect(typed.problems[0]?.code).toBe('wouldOverwrite');
    expect(typed.problems.map((p) => p.cell)).toContain(`${REG}!K10`);
    paste(services, REG, [['']], 10, 11);
    expect(book.snapshot()).toEqual(before); // neither refusal wrote anything
    expectOk(api.confirmAdmission(services, 'billiards'));
    expect(book.read(REG, 'K2')).toBe('admitted');
  });
});

describe("Art. 11 item 3 sub-item 1: the draw seeds the strongest in the committee's opinion, not its own picks", () => {
  it("pot 1 is the strong ones, pot 2 the declared level 5; the committee's picks are drawn with the rest, one strong player per group", () => {
    const rows = Array.from({ length: 40 }, (_, i) =>
      row(i, { pick: i < 12, strong: i >= 30 && i < 38, level: i % 10 === 5 ? 5 : 2 }),
    );
    const { services, book } = setup(rows);
    const drawn = expectOk(api.draw(services, 'billiards', { seed: 9 }));
    const log = book.toMatrix('Billiards draw').slice(6);
    const pot = (p: number | string) =>
      log
        .filter((r) => r[0] === p)
        .map((r) => String(r[2]))
        .sort();
    expect(pot(1)).toEqual([30, 31, 32, 33, 34, 35, 36, 37].map(name).sort());
    expect(pot(2)).toEqual([5, 15, 25].map(name).sort());
    expect(pot('drawn')).toHaveLength(40 - 8 - 3);
    const strong = new Set([30, 31, 32, 33, 34, 35, 36, 37].map(name));
    expect(drawn.groups.map((g) => g.players.filter((p) => strong.has(p)).length)).toEqual(Array(8).fill(1));
  });
});
