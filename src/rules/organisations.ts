/**
 * Organisations on the futsal registration: whether a player's employer belongs to his team's
 * organisation (Art. 6 item 2: "Оргкомитет вправе отказать команде в допуске к матчу игроков, чьи
 * места работы не соответствуют принадлежности данной команды"), and the joint team of the Exchange
 * and the Central Securities Depository (Art. 5 item 1: "объединенную команду Биржи и АО
 * "Центральный депозитарий ценных бумаг""), whose players may work at either.
 *
 * Names of organisations are compared as words: case, look-alike letters and invisible characters
 * as in every name (`nameKey`), quotes and punctuation ignored, legal forms (АО, ТОО, JSC, LLP, АҚ,
 * ЖШС …) left out. An employer belongs to an organisation when the organisation's words appear in
 * it, in order ("АО «Halyk Finance», казначейство" is of "Halyk Finance"), or when both name the
 * Exchange or both the Depository, in any of their names (KASE, Казахстанская фондовая биржа,
 * Қазақстан қор биржасы; ЦДЦБ, Центральный депозитарий, CSD …).
 */
import { nameKey } from './names';

/** The Exchange and the Central Securities Depository, the two organisations of the joint team. */
export type KnownOrganisation = 'kase' | 'csd';

/** Words that say what kind of company it is, not which. */
const LEGAL_FORMS = [
  'ао',
  'оао',
  'зао',
  'пао',
  'ооо',
  'тоо',
  'ип',
  'акционерное общество',
  'товарищество с ограниченной ответственностью',
  'ақ',
  'жшс',
  'акционерлік қоғам',
  'жауапкершілігі шектеулі серіктестік',
  'jsc',
  'ojsc',
  'llp',
  'llc',
  'ltd',
  'inc',
  'plc',
  'corp',
  'joint stock company',
];

/**
 * Names of the Exchange and the Depository: `anywhere` ones identify the organisation wherever
 * they stand among the words ("KASE, IT department"); `alone` ones are too common for that and
 * identify it only as the whole name ("Биржа" is the Exchange, "Товарная биржа ЕТС" is not).
 */
const KNOWN: Record<KnownOrganisation, { anywhere: readonly string[]; alone: readonly string[] }> = {
  kase: {
    anywhere: [
      'kase',
      'казахстанская фондовая биржа',
      'kazakhstan stock exchange',
      'қазақстан қор биржасы',
      'кфб',
      'ққб',
    ],
    alone: ['биржа', 'фондовая биржа', 'exchange', 'stock exchange', 'the exchange', 'қор биржасы'],
  },
  csd: {
    anywhere: [
      'csd',
      'цдцб',
      'центральный депозитарий',
      'central securities depository',
      'орталық депозитарий',
      'орталық бағалы қағаздар депозитарийі',
      'орталық бағалы қағаздар депозитарий',
      'бағалы қағаздардың орталық депозитарийі',
    ],
    alone: ['цд', 'депозитарий', 'depository', 'депозитарийі'],
  },
};

/** Everything but letters, digits and marks separates words (quotes, dots, commas, dashes …). */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

function rawWords(text: string): string[] {
  return nameKey(text)
    .replace(SEPARATORS, ' ')
    .split(' ')
    .filter((w) => w !== '');
}

const FORMS = LEGAL_FORMS.map(rawWords);
const KNOWN_WORDS = Object.fromEntries(
  (Object.keys(KNOWN) as KnownOrganisation[]).map((k) => [
    k,
    { anywhere: KNOWN[k].anywhere.map(rawWords), alone: KNOWN[k].alone.map(rawWords) },
  ]),
) as Record<KnownOrganisation, { anywhere: string[][]; alone: string[][] }>;

/** Where `part` stands in `words` (whole words, in order), or −1. */
function indexOfWords(words: readonly string[], part: readonly string[]): number {
  if (part.length === 0 || part.length > words.length) return -1;
  for (let i = 0; i + part.length <= words.length; i++) {
    if (part.every((w, k) => words[i + k] === w)) return i;
  }
  return -1;
}

/** The words of an organisation's name, its legal forms left out ("АО «KASE»" → ["kase"]). */
export function organisationWords(text: string): string[] {
  let words = rawWords(text);
  for (let changed = true; changed;) {
    changed = false;
    for (const form of FORMS) {
      const at = indexOfWords(words, form);
      if (at >= 0) {
        words = [...words.slice(0, at), ...words.slice(at + form.length)];
        changed = true;
      }
    }
  }
  return words;
}

/** The Exchange or the Depository when the name is one of theirs, else null. */
export function knownOrganisation(text: string): KnownOrganisation | null {
  const words = organisationWords(text);
  if (words.length === 0) return null;
  for (const k of Object.keys(KNOWN_WORDS) as KnownOrganisation[]) {
    const w = KNOWN_WORDS[k];
    if (w.anywhere.some((alias) => indexOfWords(words, alias) >= 0)) return k;
    if (w.alone.some((alias) => alias.length === words.length && indexOfWords(words, alias) === 0)) return k;
  }
  return null;
}

/**
 * What a team's organisation cell names: one or more organisations, separated by "+", ";" or "/"
 * ("KASE + ЦДЦБ"). Commas and "и" are not separators: they occur inside names.
 */
export function organisationParts(text: string): string[] {
  return text
    .split(/[+;/]/)
    .map((p) => p.trim())
    .filter((p) => organisationWords(p).length > 0);
}

/** A team's organisation as the check compares employers with it. */
export interface TeamOrganisation {
  /** the names given (the team's own name when its organisation cell is empty) */
  parts: string[];
  /** the Exchange and the Depository both, when either is named: the joint team (Art. 5 item 1) */
  known: ReadonlySet<KnownOrganisation>;
  joint: boolean;
}

/** The organisation of a team: its organisation cell, or its name when that is empty. */
export function teamOrganisation(team: string, organisation: string): TeamOrganisation {
  const parts = organisationParts(organisation);
  const named = parts.length > 0 ? parts : organisationParts(team);
  const found = new Set(named.map(knownOrganisation).filter((k): k is KnownOrganisation => k !== null));
  const joint = found.size > 0;
  return { parts: named, known: joint ? new Set<KnownOrganisation>(['kase', 'csd']) : found, joint };
}

/**
 * Does an employer belong to the team's organisation (Art. 6 item 2)? The Exchange or the
 * Depository for the joint team (Art. 5 item 1); otherwise an organisation named for the team whose
 * words stand in the employer's name, in order.
 */
export function worksFor(employer: string, organisation: TeamOrganisation): boolean {
  const known = knownOrganisation(employer);
  if (known !== null && organisation.known.has(known)) return true;
  const words = organisationWords(employer);
  return organisation.parts.some((p) => {
    if (knownOrganisation(p) !== null) return false;
    const part = organisationWords(p);
    return indexOfWords(words, part) >= 0;
  });
}
