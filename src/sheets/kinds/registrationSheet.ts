/**
 * Registration sheets (Art. 6, 9 item 4, 12 item 4, 15 item 4): one per game, one row per
 * person, data validation on every column; futsal also has the teams list with the committee's
 * strength order (Art. 8 item 3). Only the committee types here: the whole sheet is protected for
 * everyone else (referees included).
 */
import { sheetName, type SheetKey } from '../../i18n/labels';
import type { Lang, Text } from '../../i18n/messages';
import { REGISTRATION_FIELDS, ROLE_WORDS, ROLES, TEAM_LIST_FIELDS, readRegistration, readTeams, type GameId, type Registrant, type TeamEntry } from '../../rules/registration';
import type { Problem } from '../../rules/settings';
import { findSheet, readAll, type Ctx } from '../context';
import type { CellValue } from '../gas';
import { readAnchors, realign } from '../identity';
import { a1, emptyGrid, SHEET_COLORS, type AnchorSpec, type Cell, type SheetPlan, type Validation, type ValidationRange } from '../plan';

/** Data rows offered on each registration sheet (the quotas are 64 at most; rosters 8 × 10). */
export const REGISTRATION_ROWS: Record<GameId, number> = { futsal: 120, billiards: 100, backgammon: 60, preference: 100 };
export const TEAM_ROWS = 16;

const HELP: Record<string, Text> = {
  text: {
    en: 'Text up to 100 characters; one starting with = + - @ is kept as text, but check it',
    ru: 'Текст до 100 символов; начинающийся с = + - @ сохранится как текст, но проверьте его',
    kk: '100 таңбаға дейінгі мәтін; = + - @ таңбасынан басталса, мәтін ретінде сақталады, бірақ тексеріңіз',
  },
  level: { en: 'Self-assessed level 1–5 (Art. 9 item 4)', ru: 'Уровень по самооценке 1–5 (ст. 9 п. 4)', kk: 'Өз бағасы бойынша деңгей 1–5 (9-бап, 4-тармақ)' },
  email: { en: 'E-mail address, e.g. name@example.kz', ru: 'Адрес электронной почты, например name@example.kz', kk: 'Электрондық пошта мекенжайы, мысалы name@example.kz' },
  phone: { en: 'Phone, e.g. +7 701 123 45 67', ru: 'Телефон, например +7 701 123 45 67', kk: 'Телефон, мысалы +7 701 123 45 67' },
  pick: { en: 'Ticked = chosen by the committee itself', ru: 'Отмечено — участник определён Оргкомитетом самостоятельно', kk: 'Белгіленген — қатысушыны Ұйымкомитет өзі анықтаған' },
  role: {
    en: 'main (a field player of the main roster), goalkeeper (of the main roster) or substitute: 4 main, 1 goalkeeper, 5 substitutes at most (Art. 6 item 1)',
    ru: 'основной (полевой игрок основного состава), вратарь (основного состава) или запасной: не больше 4 основных, 1 вратаря и 5 запасных (ст. 6 п. 1)',
    kk: 'негізгі (негізгі құрамның алаң ойыншысы), қақпашы (негізгі құрамның) немесе қосалқы: ең көбі 4 негізгі, 1 қақпашы және 5 қосалқы (6-бап, 1-тармақ)',
  },
  organisation: {
    en: 'The organisation whose employees play for the team (Art. 6 item 2); several with "+": KASE + CSD for the joint team (Art. 5 item 1). Empty: the team\'s name',
    ru: 'Организация, работники которой играют за команду (ст. 6 п. 2); несколько — через «+»: Биржа + ЦДЦБ для объединённой команды (ст. 5 п. 1). Пусто — название команды',
    kk: 'Қызметкерлері команда үшін ойнайтын ұйым (6-бап, 2-тармақ); бірнешеуі «+» арқылы: біріккен команда үшін Биржа + Орталық депозитарий (5-бап, 1-тармақ). Бос болса — команданың атауы',
  },
  strength: { en: 'Committee\'s strength order: 1 = strongest (Art. 8 item 3)', ru: 'Порядок силы по решению Оргкомитета: 1 — сильнейшая (ст. 8 п. 3)', kk: 'Ұйымкомитет белгілеген күш реті: 1 — ең күштісі (8-бап, 3-тармақ)' },
};

/** Phone pattern for the sheet's (warning-only) validation; the check action applies `isPhone`. */
const PHONE_PATTERN = '^[+]?[0-9 ()./-]{10,22}$';
/** A name, team or employer: up to 100 characters, not starting like a formula. */
const TEXT_PATTERN = '^[^=+@-].{0,99}$';

export function registrationKey(game: GameId): SheetKey {
  return `reg.${game}` as SheetKey;
}

export function teamListCol(game: GameId): number {
  return REGISTRATION_FIELDS[game].length + 1;
}

export function registrationSheetPlan(game: GameId, lang: Lang): SheetPlan {
  const fields = REGISTRATION_FIELDS[game];
  const rows = REGISTRATION_ROWS[game];
  const teamCol = teamListCol(game);
  const cols = game === 'futsal' ? teamCol + TEAM_LIST_FIELDS.length : fields.length;
  const values: Cell[][] = emptyGrid(rows + 1, cols);
  const validations: ValidationRange[] = [];
  const header = values[0] as Cell[];
  const widths: number[] = [];
  fields.forEach((field, c) => {
    header[c] = field.label[lang];
    const rect = { row: 1, col: c, rows, cols: 1 };
    let rule: Validation;
    switch (field.kind) {
      case 'level':
        rule = { kind: 'list', values: ['1', '2', '3', '4', '5'], help: HELP.level?.[lang] ?? '' };
        break;
      case 'email':
        rule = { kind: 'email', help: HELP.email?.[lang] ?? '' };
        break;
      case 'phone':
        rule = { kind: 'regex', pattern: PHONE_PATTERN, help: HELP.phone?.[lang] ?? '' };
        break;
      case 'checkbox':
        rule = { kind: 'checkbox', help: HELP.pick?.[lang] ?? '' };
        for (let r = 1; r <= rows; r++) (values[r] as Cell[])[c] = false;
        break;
      case 'role':
        rule = { kind: 'list', values: ROLES.map((r) => ROLE_WORDS[r][lang]), help: HELP.role?.[lang] ?? '' };
        break;
      case 'text':
        // Warning only: the cell is plain text anyway, so such a name is kept as typed.
        rule = { kind: 'regex', pattern: TEXT_PATTERN, help: HELP.text?.[lang] ?? '' };
        break;
    }
    if (rule) validations.push({ rect, rule });
    widths[c] = field.kind === 'checkbox' || field.kind === 'level' ? 110 : field.kind === 'role' ? 130 : 160;
  });
  const inputs = [{ row: 1, col: 0, rows, cols: fields.length }];
  const formats: SheetPlan['formats'] = [
    { rect: { row: 0, col: 0, rows: 1, cols }, bold: true, background: SHEET_COLORS.header, wrap: true },
    // Plain-text cells: what a person types into a name cell stays text, even "=…" or "+7…".
    ...fields
      .map((f, c) => ({ f, c }))
      .filter(({ f }) => f.kind === 'text' || f.kind === 'phone')
      .map(({ c }) => ({ rect: { row: 1, col: c, rows, cols: 1 }, numberFormat: '@' })),
  ];
  if (game === 'futsal') {
    widths[teamCol - 1] = 24;
    TEAM_LIST_FIELDS.forEach((f, i) => {
      header[teamCol + i] = f.label[lang];
      widths[teamCol + i] = f.key === 'strength' ? 130 : 180;
    });
    inputs.push({ row: 1, col: teamCol, rows: TEAM_ROWS, cols: TEAM_LIST_FIELDS.length });
    validations.push({ rect: { row: 1, col: teamCol + 1, rows: TEAM_ROWS, cols: 1 }, rule: { kind: 'number', min: 1, max: 64, help: HELP.strength?.[lang] ?? '' } });
    const organisationCol = teamCol + TEAM_LIST_FIELDS.findIndex((f) => f.key === 'organisation');
    validations.push({ rect: { row: 1, col: organisationCol, rows: TEAM_ROWS, cols: 1 }, rule: { kind: 'regex', pattern: TEXT_PATTERN, help: HELP.organisation?.[lang] ?? '' } });
    formats.push({ rect: { row: 1, col: teamCol, rows: TEAM_ROWS, cols: 1 }, numberFormat: '@' });
    formats.push({ rect: { row: 1, col: organisationCol, rows: TEAM_ROWS, cols: 1 }, numberFormat: '@' });
  }
  return {
    key: registrationKey(game),
    name: sheetName(registrationKey(game), lang),
    values,
    inputs,
    formats,
    validations,
    highlights: [],
    columnWidths: widths,
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    committeeOnly: true,
    anchors: registrationAnchors(game),
  };
}

export interface Registration {
  found: boolean;
  /** "Sheet name" for pointing at cells */
  sheet: string;
  registrants: Registrant[];
  teams: TeamEntry[];
  problems: Problem[];
  /**
   * Where a data row's column is now ("row" 0-based among the data rows; "col" the plan's column),
   * as A1 — columns found by their anchors, so an inserted column does not shift them.
   */
  cellAt(row: number, col: number): string;
  /** The same, as the sheet's 0-based row and column (to write there). */
  posAt(row: number, col: number): { row: number; col: number };
  /** What that cell holds as read ("" where nothing). */
  valueAt(row: number, col: number): CellValue;
}

/** The columns of a registration sheet found again after columns are inserted: one per field, the team list's two. */
export function registrationAnchors(game: GameId): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const cols: AnchorSpec[] = REGISTRATION_FIELDS[game].map((f, c) => ({ at: c, id: `f:${f.key}` }));
  if (game === 'futsal') {
    const col = teamListCol(game);
    TEAM_LIST_FIELDS.forEach((f, i) => cols.push({ at: col + i, id: `team:${f.key}` }));
  }
  return { rows: [{ at: 0, id: 'header' }], cols };
}

/** Reads a game's registration sheet (every cell checked) and, for futsal, its teams list. */
export function loadRegistration(ctx: Pick<Ctx, 'sheets'>, game: GameId): Registration {
  const sheet = findSheet(ctx, registrationKey(game));
  if (!sheet) return { found: false, sheet: '', registrants: [], teams: [], problems: [], cellAt: () => '', posAt: (row, col) => ({ row: row + 1, col }), valueAt: () => '' };
  const read = readAll(sheet);
  const planned = registrationAnchors(game);
  const width = Math.max(...planned.cols.map((c) => c.at)) + 1;
  // The sheet seen as the plan laid it out, wherever its columns (and its header row) are now.
  const view = realign(planned, readAnchors(sheet), read.values, read.formulas, { rows: Math.max(1, read.values.length), cols: width });
  const values = view.values;
  const name = sheet.getName();
  const posAt = (row: number, col: number) => ({ row: view.row(row + 1) ?? row + 1, col: view.col(col) ?? col });
  const cellAt = (row: number, col: number) => {
    const p = posAt(row, col);
    return `${name}!${a1(p.row, p.col)}`;
  };
  const fields = REGISTRATION_FIELDS[game].length;
  const data = values.slice(1).map((row) => row.slice(0, fields).concat(Array.from({ length: Math.max(0, fields - row.length) }, () => '')));
  const { registrants, problems } = readRegistration(game, data);
  let teams: TeamEntry[] = [];
  if (game === 'futsal') {
    const col = teamListCol(game);
    const teamRows = values.slice(1).map((row) => TEAM_LIST_FIELDS.map((_, i) => row[col + i] ?? ''));
    const t = readTeams(teamRows);
    teams = t.teams;
    problems.push(...t.problems);
  }
  const valueAt = (row: number, col: number): CellValue => values[row + 1]?.[col] ?? '';
  return { found: true, sheet: name, registrants, teams, problems, cellAt, posAt, valueAt };
}
