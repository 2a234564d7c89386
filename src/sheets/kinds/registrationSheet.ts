/**
 * Registration sheets (Art. 6, 9 item 4, 12 item 4, 15 item 4): one per game, one row per
 * person, data validation on every column; futsal also has the teams list with the committee's
 * strength order (Art. 8 item 3). Only the committee types here: the whole sheet is protected for
 * everyone else (referees included).
 */
import { sheetName, type SheetKey } from '../../i18n/labels';
import type { Lang, Text } from '../../i18n/messages';
import { admissionChoices, affiliationChoices } from '../../rules/admission';
import {
  REGISTRATION_FIELDS,
  ROLE_WORDS,
  ROLES,
  TEAM_LIST_FIELDS,
  readRegistration,
  readTeams,
  type Field,
  type GameId,
  type Registrant,
  type TeamEntry,
} from '../../rules/registration';
import type { Problem } from '../../rules/settings';
import { cellText, findSheet, type Ctx } from '../context';
import type { CellValue } from '../gas';
import { realign } from '../identity';
import { DATE_PATTERN } from './settingsSheet';
import {
  a1,
  emptyGrid,
  SHEET_COLORS,
  type AnchorSpec,
  type Cell,
  type SheetPlan,
  type Validation,
  type ValidationRange,
} from '../plan';

/** Data rows offered on each registration sheet (the quotas are 64 at most; rosters 8 × 10). */
export const REGISTRATION_ROWS: Record<GameId, number> = {
  futsal: 120,
  billiards: 100,
  backgammon: 60,
  preference: 100,
};
export const TEAM_ROWS = 16;

const HELP: Record<string, Text> = {
  text: {
    en: 'Text up to 100 characters; one starting with = + - @ is kept as text, but check it',
    ru: 'Текст до 100 символов; начинающийся с = + - @ сохранится как текст, но проверьте его',
    kk: '100 таңбаға дейінгі мәтін; = + - @ таңбасынан басталса, мәтін ретінде сақталады, бірақ тексеріңіз',
  },
  level: {
    en: 'Self-assessed level 1–5 (Art. 9 item 4)',
    ru: 'Уровень по самооценке 1–5 (ст. 9 п. 4)',
    kk: 'Өз бағасы бойынша деңгей 1–5 (9-бап, 4-тармақ)',
  },
  email: {
    en: 'E-mail address, e.g. name@example.kz',
    ru: 'Адрес электронной почты, например name@example.kz',
    kk: 'Электрондық пошта мекенжайы, мысалы name@example.kz',
  },
  phone: {
    en: 'Phone, e.g. +7 701 123 45 67',
    ru: 'Телефон, например +7 701 123 45 67',
    kk: 'Телефон, мысалы +7 701 123 45 67',
  },
  pick: {
    en: 'Ticked = admitted by the committee itself, on one of its own places (12 billiards, 8 backgammon, 15 preference: Art. 9, 12, 15 item 2)',
    ru: 'Отмечено — участник допущен Оргкомитетом самостоятельно, на одно из его мест (бильярд 12, нарды 8, преферанс 15: ст. 9, 12, 15 п. 2)',
    kk: 'Белгіленген — қатысушыны Ұйымкомитет өзі, өз орындарының біріне қатыстырған (бильярд 12, нарды 8, преферанс 15: 9, 12, 15-баптар, 2-тармақ)',
  },
  strong: {
    en: "Ticked = among the strongest in the committee's opinion: spread over the groups, as few in one group as possible (Art. 11 item 3 sub-item 1, Art. 14 item 3 sub-item 1)",
    ru: 'Отмечено — по мнению Оргкомитета один из сильнейших: распределяется по группам так, чтобы в одной группе их было как можно меньше (ст. 11 п. 3 подп. 1, ст. 14 п. 3 подп. 1)',
    kk: 'Белгіленген — Ұйымкомитеттің пікірінше ең күштілердің бірі: бір топта олар мүмкіндігінше аз болатындай топтарға бөлінеді (11-бап, 3-тармақ, 1-тармақша; 14-бап, 3-тармақ, 1-тармақша)',
  },
  affiliation: {
    en: 'For the priority when applications exceed the places (Art. 2 item 5): shareholder, member or partner of the Exchange; empty = none',
    ru: 'Для приоритета, если заявок больше, чем мест (ст. 2 п. 5): акционер, член или партнёр Биржи; пусто — нет',
    kk: 'Өтінімдер орындардан көп болғанда басымдық үшін (2-бап, 5-тармақ): Биржаның акционері, мүшесі немесе серіктесі; бос — жоқ',
  },
  admission: {
    en: "The committee's decision on the application: admitted or not admitted; empty = not decided (the check proposes one when applications exceed the places, Art. 2 item 5)",
    ru: 'Решение Оргкомитета по заявке: допущен или не допущен; пусто — решения нет (если заявок больше, чем мест, проверка предложит решение, ст. 2 п. 5)',
    kk: 'Ұйымкомитеттің өтінім бойынша шешімі: жіберілді немесе жіберілмеді; бос — шешім жоқ (өтінімдер орындардан көп болса, тексеру шешім ұсынады, 2-бап, 5-тармақ)',
  },
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
  applied: {
    en: 'The day the committee registered the application: day.month.year, e.g. 20.11.2026 (the time of registration, Art. 2 item 5; applications close 3 days before futsal, Art. 5 item 2, and 1 day before the others, Art. 9, 12, 15 item 3)',
    ru: 'День, когда Оргкомитет зарегистрировал заявку: день.месяц.год, например 20.11.2026 (время регистрации, ст. 2 п. 5; приём заявок заканчивается за 3 дня до мини-футбола, ст. 5 п. 2, и за 1 день до остальных турниров, ст. 9, 12, 15 п. 3)',
    kk: 'Ұйымкомитет өтінімді тіркеген күн: күн.ай.жыл, мысалы 20.11.2026 (тіркелу уақыты, 2-бап, 5-тармақ; өтінімдерді қабылдау мини-футболға 3 күн бұрын, 5-бап, 2-тармақ, қалғандарына 1 күн бұрын аяқталады, 9, 12, 15-баптар, 3-тармақ)',
  },
  strength: {
    en: "Committee's strength order: 1 = strongest (Art. 8 item 3)",
    ru: 'Порядок силы по решению Оргкомитета: 1 — сильнейшая (ст. 8 п. 3)',
    kk: 'Ұйымкомитет белгілеген күш реті: 1 — ең күштісі (8-бап, 3-тармақ)',
  },
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

/** One column of a registration sheet: its header, its validation, its width, what an empty row holds. */
export interface ColumnSpec {
  header: string;
  rule: Validation | null;
  width: number;
  /** formatted as plain text (a name typed "=…" or a phone "+7…" stays text) */
  plainText: boolean;
  /** what every data row holds before anything is typed (FALSE in a checkbox column), or null */
  value: Cell;
  /** a number format other than plain text: the date of an application shows as 24.11.2026 */
  numberFormat?: string;
}

/** The date column: a date typed in a Russian or Kazakh spreadsheet is a date (sorts as one) and shows day first; text such as "24.11.2026" is read too (dates.ts). */
export const DATE_FORMAT = 'dd.mm.yyyy';

function dateSpec(header: string, help: string): ColumnSpec {
  return {
    header,
    rule: { kind: 'regex', pattern: DATE_PATTERN, help },
    width: 120,
    plainText: false,
    value: null,
    numberFormat: DATE_FORMAT,
  };
}

/** A column of the futsal teams list: the team (text), its strength order (1–64), its organisation (text). */
export function teamListSpec(key: (typeof TEAM_LIST_FIELDS)[number]['key'], lang: Lang): ColumnSpec {
  const header = TEAM_LIST_FIELDS.find((f) => f.key === key)?.label[lang] ?? key;
  const help = (k: string) => HELP[k]?.[lang] ?? '';
  switch (key) {
    case 'team':
      return { header, rule: null, width: 180, plainText: true, value: null };
    case 'strength':
      return {
        header,
        rule: { kind: 'number', min: 1, max: 64, help: help('strength') },
        width: 130,
        plainText: false,
        value: null,
      };
    case 'organisation':
      return {
        header,
        rule: { kind: 'regex', pattern: TEXT_PATTERN, help: help('organisation') },
        width: 180,
        plainText: true,
        value: null,
      };
    case 'applied':
      return dateSpec(header, help('applied'));
    case 'admission':
      return {
        header,
        rule: { kind: 'list', values: admissionChoices(lang), help: help('admission') },
        width: 130,
        plainText: false,
        value: null,
      };
  }
}

export function columnSpec(field: Field, lang: Lang): ColumnSpec {
  const help = (key: string) => HELP[key]?.[lang] ?? '';
  const spec = (rule: Validation, width = 160, plainText = false, value: Cell = null): ColumnSpec => ({
    header: field.label[lang],
    rule,
    width,
    plainText,
    value,
  });
  switch (field.kind) {
    case 'level':
      return spec({ kind: 'list', values: ['1', '2', '3', '4', '5'], help: help('level') }, 110);
    case 'email':
      return spec({ kind: 'email', help: help('email') });
    case 'phone':
      return spec({ kind: 'regex', pattern: PHONE_PATTERN, help: help('phone') }, 160, true);
    case 'checkbox':
      return spec({ kind: 'checkbox', help: help(field.key) }, 110, false, false);
    case 'role':
      return spec({ kind: 'list', values: ROLES.map((r) => ROLE_WORDS[r][lang]), help: help('role') }, 130);
    case 'affiliation':
      return spec({ kind: 'list', values: affiliationChoices(lang), help: help('affiliation') }, 130);
    case 'admission':
      return spec({ kind: 'list', values: admissionChoices(lang), help: help('admission') }, 130);
    case 'date':
      return dateSpec(field.label[lang], help('applied'));
    case 'text':
      // Warning only: the cell is plain text anyway, so such a name is kept as typed.
      return spec({ kind: 'regex', pattern: TEXT_PATTERN, help: help('text') }, 160, true);
  }
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
    const spec = columnSpec(field, lang);
    header[c] = spec.header;
    if (spec.rule) validations.push({ rect: { row: 1, col: c, rows, cols: 1 }, rule: spec.rule });
    if (spec.value !== null) for (let r = 1; r <= rows; r++) (values[r] as Cell[])[c] = spec.value;
    widths[c] = spec.width;
  });
  const inputs = [{ row: 1, col: 0, rows, cols: fields.length }];
  const formats: SheetPlan['formats'] = [
    { rect: { row: 0, col: 0, rows: 1, cols }, bold: true, background: SHEET_COLORS.header, wrap: true },
    // Plain-text cells: what a person types into a name cell stays text, even "=…" or "+7…".
    ...fields
      .map((f, c) => ({ f, c }))
      .map(({ f, c }) => ({ c, spec: columnSpec(f, lang) }))
      .filter(({ spec }) => spec.plainText || spec.numberFormat)
      .map(({ c, spec }) => ({ rect: { row: 1, col: c, rows, cols: 1 }, numberFormat: spec.numberFormat ?? '@' })),
  ];
  if (game === 'futsal') {
    widths[teamCol - 1] = 24;
    TEAM_LIST_FIELDS.forEach((f, i) => {
      const spec = teamListSpec(f.key, lang);
      const rect = { row: 1, col: teamCol + i, rows: TEAM_ROWS, cols: 1 };
      header[teamCol + i] = spec.header;
      widths[teamCol + i] = spec.width;
      if (spec.rule) validations.push({ rect, rule: spec.rule });
      if (spec.plainText || spec.numberFormat) formats.push({ rect, numberFormat: spec.numberFormat ?? '@' });
    });
    inputs.push({ row: 1, col: teamCol, rows: TEAM_ROWS, cols: TEAM_LIST_FIELDS.length });
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
  cellAt: (row: number, col: number) => string;
  /** The same, as the sheet's 0-based row and column (to write there). */
  posAt: (row: number, col: number) => { row: number; col: number };
  /** What that cell holds as read ("" where nothing). */
  valueAt: (row: number, col: number) => CellValue;
  /**
   * Columns this version added that the sheet does not have (a sheet made by an earlier version):
   * anchor ids, "f:strong", "team:organisation" … Setup adds them.
   */
  missing: string[];
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

/**
 * The columns this version added: a sheet made before has none of them, and has the others where
 * the plan puts them (each was added after the columns it follows). Setup adds them
 * (registrationUpgrade.ts).
 */
export const LATER_COLUMNS: ReadonlySet<string> = new Set([
  'f:strong',
  'f:affiliation',
  'f:admission',
  'team:organisation',
  'f:applied',
  'team:applied',
  'team:admission',
]);

/** Reads a game's registration sheet (every cell checked) and, for futsal, its teams list. */
export function loadRegistration(ctx: Pick<Ctx, 'sheets'>, game: GameId): Registration {
  const sheet = findSheet(ctx, registrationKey(game));
  if (!sheet)
    return {
      found: false,
      sheet: '',
      registrants: [],
      teams: [],
      problems: [],
      cellAt: () => '',
      posAt: (row, col) => ({ row: row + 1, col }),
      valueAt: () => '',
      missing: [],
    };
  const read = ctx.sheets.read(sheet);
  const planned = registrationAnchors(game);
  const width = Math.max(...planned.cols.map((c) => c.at)) + 1;
  // The sheet seen as the plan laid it out, wherever its columns (and its header row) are now.
  const view = realign(planned, read.anchors, read, {
    rows: Math.max(1, read.values.length),
    cols: width,
  });
  const values = view.values;
  const name = sheet.getName();
  const posAt = (row: number, col: number) => ({ row: view.row(row + 1) ?? row + 1, col: view.col(col) ?? col });
  const cellAt = (row: number, col: number) => {
    const p = posAt(row, col);
    return `${name}!${a1(p.row, p.col)}`;
  };
  const fields = REGISTRATION_FIELDS[game].length;
  const data = values
    .slice(1)
    .map((row) => row.slice(0, fields).concat(Array.from({ length: Math.max(0, fields - row.length) }, () => '')));
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
  const missing = missingColumns(planned.cols, read.anchors.cols, view, values[0] ?? []);
  // A sheet made before the "strong" column: its one tick meant both a committee place and a seed.
  if (missing.includes('f:strong')) for (const r of registrants) r.strong = r.pick;
  return { found: true, sheet: name, registrants, teams, problems, cellAt, posAt, valueAt, missing };
}

/**
 * The columns this version added that a sheet does not have: with anchors, those whose anchor is
 * not found; on a sheet written before anchors existed (read where the plan put things), those with
 * no header. (A column of an earlier version deleted by hand reads as empty, as before.)
 */
function missingColumns(
  planned: readonly AnchorSpec[],
  found: ReadonlyMap<string, number>,
  view: { col(planned: number): number | undefined },
  header: readonly CellValue[],
): string[] {
  const anchored = planned.some((c) => found.has(c.id));
  return planned
    .filter((c) => LATER_COLUMNS.has(c.id) && (anchored ? view.col(c.at) === undefined : cellText(header[c.at]) === ''))
    .map((c) => c.id);
}
