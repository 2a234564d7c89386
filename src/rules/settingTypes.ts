/**
 * The shapes of the settings (src/rules/settings.ts reads them from the settings sheet,
 * settingKeys.ts and calendarSettings.ts describe each row): types only, in a module of their own
 * so that the modules describing the rows and the module reading them do not import each other.
 */
import type { Lang, Text } from '../i18n/types';
import type { MessageCode } from '../i18n/messages';
import type { Params } from './errors';

/** One finding of the settings or registration check; the UI points at `row` / `field`. */
export interface Problem {
  severity: 'error' | 'warning';
  code: MessageCode;
  params: Params;
  /** 0-based data row of the registration (or of the teams list when `field` starts with "teams."). */
  row?: number;
  /** The registration field, "teams.team" / "teams.strength" for the futsal teams list, or a setting key. */
  field?: string;
}

/** Play-off formats: the nets of Art. 11 for 32, quarter-finals for 8, semi-finals for 4. */
export type KnockoutFormat = 'net32' | 'qf8' | 'sf4';

/** What every game's calendar has. */
export interface GameCalendar {
  /** the first day, "YYYY-MM-DD"; "" = not planned yet */
  firstDay: string;
  days: number;
  /** minutes after midnight */
  dayStart: number;
  dayEnd: number;
  /** the changeover between two matches at one court, table or board; preference: the break between tours */
  gapMinutes: number;
  /** applications close this many days before the first day (Art. 5 item 2; Art. 9, 12, 15 item 3) */
  applicationDays: number;
  /** where the game is played (the notices say it, Art. 3 item 2); "" = not set yet */
  venue: string;
}

export interface FutsalCalendar extends GameCalendar {
  courts: number;
  /**
   * a match by the wall clock, as the committee expects it: the halves are of stopped-clock
   * ("clean") time (Art. 8 item 2), so a match takes longer than halves × half + break
   */
  matchMinutes: number;
  /** the break between the halves (Art. 8 item 2) */
  breakMinutes: number;
  /** a team's rest between its matches, at least */
  restMinutes: number;
}

export interface BilliardsCalendar extends GameCalendar {
  tables: number;
  /** a match to two won parties (Art. 11 item 2), as the committee expects it */
  matchMinutes: number;
  /** a match of one party (Art. 11 item 4, the abridged format) */
  partyMinutes: number;
  restMinutes: number;
}

export interface BackgammonCalendar extends GameCalendar {
  boards: number;
  matchMinutes: number;
  restMinutes: number;
}

export interface PreferenceCalendar extends GameCalendar {
  tables: number;
  /** the final has no time limit (Art. 16 item 15): the committee's estimate */
  finalMinutes: number;
}

export type CalendarGame = 'futsal' | 'billiards' | 'backgammon' | 'preference';

export interface FutsalSettings extends FutsalCalendar {
  minTeams: number;
  maxTeams: number;
  groups: number;
  minGroupSize: number;
  maxGroupSize: number;
  maxRoster: number;
  maxMain: number;
  halfMinutes: number;
  halves: number;
  lateMinutes: number;
  format: 'sf4';
}

export interface BilliardsSettings extends BilliardsCalendar {
  maxPlayers: number;
  committeePicks: number;
  groups: number;
  minGroupSize: number;
  maxGroupSize: number;
  partiesToWin: number;
  /** One party (to one win) in groups of more than 4 (Art. 11 item 4 para 2). */
  abridged: boolean;
  /** Declared level at or above which a player is seeded (spread over the groups, Art. 11 item 3). */
  seedLevel: number;
  format: KnockoutFormat;
  lateMinutes: number;
}

export interface BackgammonSettings extends BackgammonCalendar {
  maxPlayers: number;
  committeePicks: number;
  groups: number;
  minGroupSize: number;
  maxGroupSize: number;
  pointsToWin: number;
  format: 'qf8' | 'sf4';
  lateMinutes: number;
}

export interface PreferenceSettings extends PreferenceCalendar {
  maxPlayers: number;
  committeePicks: number;
  tours: number;
  pool: number;
  finalPool: number;
  tourMinutes: number;
  finalTable: number;
  missedTourPoints: number;
  lateMinutes: number;
}

export interface Settings {
  /** The tournament language: sheet names, headers, messages. */
  lang: Lang;
  /**
   * E-mails of the committee members who may edit the generated sheets' protected cells besides
   * the owner and whoever runs the add-on (referees edit only score cells). Empty = nobody else.
   */
  committee: string[];
  /** participants are told the time and place at least this many days before a game's first day (Art. 3 item 2) */
  noticeDays: number;
  /**
   * The board's address as Google gives it under File → Share → Publish to the web (issue 25 item 2):
   * https only; "" while not published. The day plans and the board print it with its QR code.
   */
  boardUrl: string;
  futsal: FutsalSettings;
  billiards: BilliardsSettings;
  backgammon: BackgammonSettings;
  preference: PreferenceSettings;
}

/** The settings of the tournament as a whole (the "general" rows of the sheet). */
export type GeneralKey = 'lang' | 'committee' | 'noticeDays' | 'boardUrl';

export type Section = Exclude<keyof Settings, GeneralKey>;

/** A general key or "section.name", e.g. "billiards.groups". */
export type SettingKey = GeneralKey | { [S in Section]: `${S}.${Extract<keyof Settings[S], string>}` }[Section];

export type SettingValue = number | boolean | string;

export interface SettingSpec {
  key: SettingKey;
  section: 'general' | Section;
  /** `date`: "YYYY-MM-DD" or "" (not set); `time`: minutes after midnight (calendarSettings.ts, dates.ts); `text`: as typed, spaces collapsed ("" = not set) */
  kind: 'int' | 'bool' | 'choice' | 'lang' | 'emails' | 'date' | 'time' | 'text' | 'url';
  min?: number;
  max?: number;
  /** Allowed values of a `choice` or `lang` setting, as typed on the sheet. */
  choices?: readonly string[];
  /** Where the default comes from, e.g. "Art. 11 item 3", in each language's citation style (`cite`). */
  rule: Text;
  /** The row's label on the settings sheet. */
  label: Text;
}
