/**
 * The futsal registration through the server API: the goalkeeper in the role column (Art. 6 item 1),
 * the teams list's organisation column and the employer check (Art. 6 item 2), the joint team of the
 * Exchange and the Depository (Art. 5 item 1).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk, paste } from '../e2e/helpers';

const REG = 'Мини-футбол регистрация';
const TEAMS = ['Биржа', 'Halyk Finance', 'Freedom Finance', 'BCC Invest', 'Jusan Invest', 'Сентрас'];
const EMPLOYER: Record<string, string> = {
  'Halyk Finance': 'АО «Halyk Finance»',
  'Freedom Finance': 'АО «Freedom Finance»',
  'BCC Invest': 'АО «BCC Invest»',
  'Jusan Invest': 'АО «Jusan Invest»',
  Сентрас: 'АО «Сентрас Секьюритиз»',
};

/** 6 teams of a goalkeeper and 4 field players; the joint team's players work at the Exchange and the Depository. */
function rows(): unknown[][] {
  return TEAMS.flatMap((team, t) =>
    Array.from({ length: 5 }, (_, p) => [
      team,
      p === 0 ? 'вратарь' : 'основной',
      `Игрок${t}${p}`,
      'Иван',
      '',
      EMPLOYER[team] ??
        (p % 2 === 0 ? 'АО «Казахстанская фондовая биржа»' : 'АО «Центральный депозитарий ценных бумаг»'),
    ]),
  );
}

function setup() {
  const { services, book } = createFakeServices({ locale: 'ru_RU' });
  expectOk(api.setup(services, { lang: 'ru' }));
  paste(services, REG, rows());
  paste(
    services,
    REG,
    TEAMS.map((t, i) => [t, i + 1]),
    2,
    10,
  );
  return { services, book };
}

describe('futsal registration (Art. 5 item 1, Art. 6 items 1–2)', () => {
  it('the sheet offers main / goalkeeper / substitute and has the organisation column beside the strength order', () => {
    const { book } = setup();
    expect(book.read(REG, 'B1')).toBe('Состав (основной / вратарь / запасной)');
    expect(book.read(REG, 'L1')).toMatch(/^Организация/);
    book.typeAs('committee', REG, 'B40', 'вратарь');
    expect(() => book.typeAs('committee', REG, 'B41', 'капитан')).toThrow(/rejected/);
  });

  it('teams named after their organisations and the joint team pass; a Jusan employee playing for Halyk Finance is a warning at his employer cell, and the draw waits for a confirmation', () => {
    const { services } = setup();
    expect(api.checkRegistration(services, 'futsal').problems).toEqual([]);
    paste(services, REG, [['Halyk Finance', 'запасной', 'Чужой', 'Пётр', '', 'АО «Jusan Invest»']], 32); // a Halyk Finance substitute
    const check = api.checkRegistration(services, 'futsal');
    expect(check.ok).toBe(true);
    expect(check.problems).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'regEmployerMismatch', cell: `${REG}!F32` }),
    ]);
    expect(check.problems[0]?.message).toBe(
      '«Чужой Пётр» работает в «АО «Jusan Invest»», а не в организации команды «Halyk Finance» (Halyk Finance); Оргкомитет вправе не допустить его к её матчам (ст. 6 п. 2). Если организация называется иначе, укажите её названия в списке команд через «+»',
    );
    const draw = api.draw(services, 'futsal', { seed: 1 });
    expect(draw.needsConfirmation).toBe(true);
    expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
  });

  it("the organisation column names the team's organisation; a Halyk employee in the joint team is told it is the Exchange and Depository team", () => {
    const { services } = setup();
    paste(services, REG, [['Барсы']], 2 + 2, 10); // Freedom Finance renamed on the list …
    paste(
      services,
      REG,
      Array.from({ length: 5 }, () => ['Барсы']),
      2 + 10,
      1,
    ); // … and on its roster
    expect(api.checkRegistration(services, 'futsal').problems.map((p) => p.code)).toEqual(
      Array(5).fill('regEmployerMismatch'),
    );
    paste(services, REG, [['АО «Freedom Finance»']], 2 + 2, 12);
    expect(api.checkRegistration(services, 'futsal').problems).toEqual([]);
    paste(services, REG, [['АО «Halyk Finance»']], 3, 6); // the joint team's second player
    expect(api.checkRegistration(services, 'futsal').problems).toEqual([
      expect.objectContaining({ code: 'regEmployerNotJoint', cell: `${REG}!F3` }),
    ]);
  });

  it("Art. 6 item 1: a full main roster with no goalkeeper marked is a fault of that team's list, named at its cell; it does not block the draw of teams (Art. 6 item 2, issue 24 item 15)", () => {
    const { services } = setup();
    paste(services, REG, [['Биржа', 'основной']], 2);
    const check = api.checkRegistration(services, 'futsal');
    expect(check.ok).toBe(true);
    expect(check.problems).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'rosterNotReady' }),
      expect.objectContaining({ severity: 'warning', code: 'regTooManyField', cell: `${REG}!B6` }),
    ]);
    expect(check.problems[0]?.message).toBe(
      'заявочный лист команды «Биржа» не полон или не в порядке (в регистрации: B6): жеребьёвка — команд, она проводится; лист нужно исправить до первого матча команды (ст. 6 п. 2)',
    );
    expect(api.draw(services, 'futsal', { seed: 1 }).needsConfirmation).toBe(true);
    expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
  });
});
