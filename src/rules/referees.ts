/**
 * Referees (issue 24 item 17): who the committee names, what each referees, and what the rules
 * require of it. Pure: the committee's lines and the planned slots come as values.
 *
 * - Futsal, Art. 8 item 9: "Судейство на матчах осуществляется утвержденными Оргкомитетом судьями" —
 *   every match has a referee named by the committee.
 * - Billiards, Art. 11 item 19: "За исключением полуфинальных и финальных партий судейство на турнире
 *   осуществляется его участниками самостоятельно. Судейство полуфинальных и финальных партий
 *   осуществляется утвержденными Оргкомитетом судьями" — the semi-final and the final (and only they)
 *   must have one: net32's VII (item 15) and VIII (item 16); an abridged play-off's SF1, SF2 and F.
 *   The match for third place of an abridged play-off is not a semi-final nor a final: not required.
 * - Preference, Art. 17 item 7: "Оргкомитет определяет судей турнира. При этом Оргкомитет вправе
 *   определить в качестве судей турнира его участников, представляющих Биржу" — the tournament's
 *   referees, a participant among them allowed; one who plays at a table while he is to referee it is
 *   warned (his own table's dispute would be his).
 * - Backgammon, Art. 14 item 13: "Судейство на турнире осуществляется его участниками самостоятельно" —
 *   the players referee themselves: nothing required; the committee may still name one.
 * - Preference: the referees are the tournament's (the players turn to "судье (судьям) турнира"), not a
 *   table's: nothing required of a tour's tables (docs/rules.md "Referees").
 *
 * A line says what its referee referees: nothing (the whole game that day), a court / table / board
 * number ("2", "корт 2", "стол 3"), a stage word (semi-final, final), or a match label as the plan
 * shows it ("VII", "SF1", "II-3"). The day plan's referee column (src/sheets/kinds/dayPlanSheet.ts) gives
 * each row's names as a line of its own (`rowLines`): the row's key, names split at "," ";" "/" or a
 * line break.
 */
import type { PlanGame } from './dayPlanGames';
import { nameKey } from './names';

/** What a line assigns its referee to. */
export type RefereeWhat =
  | { kind: 'all' }
  | { kind: 'table'; table: number }
  | { kind: 'stage'; stage: 'semi' | 'final' }
  | { kind: 'match'; match: string }
  /** one planned row, by its key (the day plan's referee column) */
  | { kind: 'row'; key: string };

export interface RefereeLine {
  name: string;
  game: PlanGame;
  what: RefereeWhat;
  /** "YYYY-MM-DD", or null: every day */
  date: string | null;
}

/** A planned slot as the day plan has it (src/sheets/kinds/dayPlanSheet.ts PlanRow). */
export interface RefereeSlot {
  game: PlanGame;
  /** the plan's key: "b:VII", "g:A:3", "t:2" … */
  key: string;
  date: string | null;
  /** minutes after midnight of `date` */
  start: number;
  end: number;
  table: number;
  /** the names of those who play, where known */
  names: readonly (string | null)[];
}

const SEMI = /^(полуфинал|полуфиналы|semi-?finals?|sf|жартылайфинал)$/;
const FINAL = /^(финал|final|f)$/;
const TABLE = /^(?:корт|стол|доска|court|table|board|алаң|үстел|тақта|№)?(\d{1,3})$/;

/** What a committee's cell says, read (case, spaces and ё ignored); a text that is no word is a match label. */
export function readRefereeWhat(text: string): RefereeWhat {
  const t = text.trim();
  if (t === '') return { kind: 'all' };
  const s = t.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, '');
  const table = TABLE.exec(s);
  if (table) return { kind: 'table', table: Number(table[1]) };
  if (SEMI.test(s)) return { kind: 'stage', stage: 'semi' };
  if (FINAL.test(s)) return { kind: 'stage', stage: 'final' };
  return { kind: 'match', match: t };
}

/** The play-off matches of billiards that Art. 11 item 19 has refereed by the committee's referees. */
const BILLIARDS_REFEREED: Record<string, 'semi' | 'final'> = {
  VII: 'semi',
  VIII: 'final',
  SF1: 'semi',
  SF2: 'semi',
  F: 'final',
};

/** The stage of a slot for a stage word: a semi-final or a final of the play-off, else null. */
export function slotStage(slot: Pick<RefereeSlot, 'key'>): 'semi' | 'final' | null {
  const m = /^b:(.+)$/.exec(slot.key);
  return m ? (BILLIARDS_REFEREED[m[1] as string] ?? null) : null;
}

/** Whether Art. 8 item 9 / Art. 11 item 19 require the committee's referee at this slot. */
export function refereeRequired(slot: Pick<RefereeSlot, 'game' | 'key'>): boolean {
  if (slot.game === 'futsal') return true;
  if (slot.game === 'billiards') return slotStage(slot) !== null;
  return false;
}

function covers(line: RefereeLine, slot: RefereeSlot): boolean {
  if (line.game !== slot.game) return false;
  if (line.date !== null && slot.date !== null && line.date !== slot.date) return false;
  const w = line.what;
  switch (w.kind) {
    case 'all':
      return true;
    case 'table':
      return w.table === slot.table;
    case 'stage':
      return slotStage(slot) === w.stage;
    case 'match':
      return slot.key === `b:${w.match}` || nameKey(slot.key) === nameKey(w.match);
    case 'row':
      return slot.key === w.key;
  }
}

/** The names a referee cell holds: split at "," ";" "/" or a line break, blanks dropped. */
export function refereeNames(text: string): string[] {
  return text
    .split(/[,;/\n]/)
    .map((n) => n.trim().replace(/\s+/g, ' '))
    .filter((n) => n !== '');
}

/** The lines of a day plan's referee column: each typed cell, by its row's key, a line per name. */
export function rowLines(game: PlanGame, typed: ReadonlyMap<string, string>): RefereeLine[] {
  return [...typed].flatMap(([key, text]) =>
    refereeNames(text).map((name) => ({ name, game, what: { kind: 'row' as const, key }, date: null })),
  );
}

/** The referees of a slot, in the committee's order, each once. */
export function refereesOf(slot: RefereeSlot, lines: readonly RefereeLine[]): string[] {
  const out: string[] = [];
  for (const line of lines)
    if (covers(line, slot) && !out.some((n) => nameKey(n) === nameKey(line.name))) out.push(line.name);
  return out;
}

export type RefereeProblem =
  | { code: 'refereeMissing'; slot: RefereeSlot }
  | { code: 'refereePlaying'; slot: RefereeSlot; referee: string; playing: RefereeSlot };

/** Two slots on the same day whose times overlap. */
function overlap(a: RefereeSlot, b: RefereeSlot): boolean {
  return a.date === b.date && a.start < b.end && b.start < a.end;
}

/**
 * What the status warns of: a slot the rules have refereed by the committee with nobody named
 * (Art. 8 item 9, Art. 11 item 19), and a referee who plays, in any game, at a time he referees.
 */
export function refereeProblems(slots: readonly RefereeSlot[], lines: readonly RefereeLine[]): RefereeProblem[] {
  const problems: RefereeProblem[] = [];
  for (const slot of slots) {
    const names = refereesOf(slot, lines);
    if (names.length === 0) {
      if (refereeRequired(slot)) problems.push({ code: 'refereeMissing', slot });
      continue;
    }
    for (const referee of names) {
      const playing = slots.find(
        (other) => overlap(slot, other) && other.names.some((n) => n !== null && nameKey(n) === nameKey(referee)),
      );
      if (playing) problems.push({ code: 'refereePlaying', slot, referee, playing });
    }
  }
  return problems;
}
