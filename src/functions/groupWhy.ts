/**
 * GROUP_TABLE's optional last argument, the language (issue 25, "every place says why"): each row of
 * the table gets an 11th cell saying why the place is what it is — the criteria that separated the
 * player from those level with him on points and the article that gives them ("3-е: личная
 * встреча, ст. 8 п. 6"; ../rules/groupWhy.ts, ../i18n/groupWhyWords.ts), empty where nobody was
 * level. In the same execution as the table: no custom-function cell more (SPEC §3's ten columns
 * are unchanged without the argument).
 */
import { langFromLocale } from '../i18n/format';
import { whyText } from '../i18n/groupWhyWords';
import type { Lang } from '../i18n/types';
import { optionalArg } from '../rules/cells';
import type { List } from '../rules/cells';
import type { Game, GroupReading, MatchRow, PlayerLine, TiebreakRow } from '../rules/group';
import { explainGroup } from '../rules/groupWhy';
import { currentLang } from './runtime';

/** A group's arguments read and checked by ./group.ts, before ranking (the reasons rank them too). */
export interface GroupInput {
  players: List;
  names: (string | null)[];
  game: Game;
  rows: MatchRow[];
  tiebreaks: TiebreakRow[];
  /** How a match typed in part is read (GROUP_TABLE's `unfinished`). */
  reading: GroupReading;
}

/** "ru", "kk", "en" (or a locale, "ru_KZ"); TRUE or anything else: the spreadsheet's language. */
function readLang(value: unknown): Lang {
  const v = optionalArg(value);
  return typeof v === 'string' && /^(ru|kk|en)\b/i.test(v.trim()) ? langFromLocale(v.trim()) : currentLang();
}

/** The standings in GROUP_TABLE's order, each line with why its place is what it is. */
export function explainedTable(g: GroupInput, lang: unknown): { line: PlayerLine; why: string }[] {
  const why = explainGroup(g.game, g.names, g.rows, g.tiebreaks, g.reading);
  const language = readLang(lang);
  return why.places.map((p) => ({ line: p.line, why: whyText(g.game, p, why.complete, language) }));
}
