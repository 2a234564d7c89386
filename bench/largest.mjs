/**
 * The largest tournament of SPEC §4 as the committee pastes it: 8 futsal teams of 10 (5 main — a
 * goalkeeper and 4 field players — and 5 substitutes), 64 billiards players, 24 backgammon players,
 * 64 preference players, the committee's own places filled (12, 8, 15). Shared by
 * the generation benchmark (bench/generate.mjs) and the custom-function count (bench/calls.ts).
 */
const SURNAMES = [
  'Ахметов',
  'Байжанова',
  'Смирнов',
  'Жумабеков',
  'Ким',
  'Иванова',
  'Сейткали',
  'Петров',
  'Нурланов',
  'Омарова',
  'Ли',
  'Кузнецов',
  'Абдрахманов',
  'Тулегенова',
  'Волков',
  'Есенов',
];
const person = (i) => [`${SURNAMES[i % 16]}${i}`, ['Алмас', 'Дана', 'Сергей', 'Айгерим'][i % 4], '', 'АО «KASE»'];

export function registrations() {
  const teams = Array.from({ length: 8 }, (_, t) => `Команда ${t + 1}`);
  const futsal = [];
  teams.forEach((team, t) => {
    for (let p = 0; p < 10; p++)
      futsal.push([
        team,
        p === 0 ? 'вратарь' : p < 5 ? 'основной' : 'запасной',
        ...person(t * 10 + p),
        `f${t}${p}@kase.kz`,
        '+7 701 000 00 00',
      ]);
  });
  // the committee's own places filled (Art. 9, 12, 15 item 2): the applications fit the rest; 4 strongest (pot 1)
  const individual = (n, { level = false, picks, seeded = true }) =>
    Array.from({ length: n }, (_, i) => [
      ...person(i),
      ...(level ? [1 + (i % 5)] : []),
      `p${i}@kase.kz`,
      '+7 701 000 00 00',
      i < picks,
      ...(seeded ? [i < 4] : []),
    ]);
  return {
    futsal: { rows: futsal, teams: teams.map((t, i) => [t, i + 1, 'KASE']) },
    billiards: individual(64, { level: true, picks: 12 }),
    backgammon: individual(24, { picks: 8 }),
    preference: individual(64, { picks: 15, seeded: false }),
  };
}

export const SHEET = {
  futsal: 'Мини-футбол регистрация',
  billiards: 'Бильярд регистрация',
  backgammon: 'Нарды регистрация',
  preference: 'Преферанс регистрация',
};

/** Pastes `rows` at (row, col), 1-based, as one write; `app` is a SpreadsheetApp (real, fake or light). */
export function paste(app, name, rows, row = 2, col = 1) {
  const sheet = app.getActiveSpreadsheet().getSheetByName(name);
  const width = Math.max(...rows.map((r) => r.length));
  sheet.getRange(row, col, rows.length, width).setValues(rows.map((r) => [...r, ...Array(width - r.length).fill('')]));
}

/** The registration of the largest tournament pasted into the four registration sheets. */
export function pasteLargest(app) {
  const reg = registrations();
  paste(app, SHEET.futsal, reg.futsal.rows);
  paste(app, SHEET.futsal, reg.futsal.teams, 2, 10);
  paste(app, SHEET.billiards, reg.billiards);
  paste(app, SHEET.backgammon, reg.backgammon);
  paste(app, SHEET.preference, reg.preference);
}
