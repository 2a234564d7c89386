/**
 * The referee card "how to type a deal", for the referees who keep a table's pulka deal by deal
 * (Art. 16 item 11: every game is recorded): docs/referee-card.md, which build.mjs
 * turns into dist/RefereeCard.html (the three languages as JSON). The sidebar asks for it only when a
 * referee opens it (`serverRefereeCard` of ./server.ts): an HTML file of the project is read by
 * HtmlService alone, so the card weighs neither on Code.js, which every custom-function cell loads,
 * nor on the sidebar page.
 */
import type { Lang } from './i18n/messages';

/** The project file (dist/RefereeCard.html) as HtmlService names it. */
export const CARD_FILE = 'RefereeCard';

/** A part of the card: a heading, a paragraph, a list, a table (its header row first). Text keeps its `code` spans. */
export type CardBlock = { h: string } | { p: string } | { ul: string[] } | { table: string[][] };

export interface RefereeCard {
  lang: Lang;
  title: string;
  blocks: CardBlock[];
}

const JSON_SCRIPT = /<script type="application\/json" id="card">([\s\S]*?)<\/script>/;

/** The card of `lang` from the file's text; throws when the file does not hold one (a build without it). */
export function cardOf(html: string, lang: Lang): RefereeCard {
  const m = JSON_SCRIPT.exec(html);
  const cards = m ? (JSON.parse(m[1] as string) as Partial<Record<Lang, { title: string; blocks: CardBlock[] }>>) : {};
  const card = cards[lang];
  if (!card) throw new Error(`${CARD_FILE}.html holds no card in "${lang}": run npm run build`);
  return { lang, title: card.title, blocks: card.blocks };
}
