/**
 * The words of "why this place" (../rules/groupWhy.ts) in the three languages: the criteria of a
 * group's ties and the article that gives them ("3-е: личная встреча, ст. 8 п. 6"). On the custom
 * functions' path (GROUP_TABLE's optional language): small, and built on first use.
 */
import { cite } from '../rules/citation';
import type { Criterion, Game } from '../rules/group';
import type { PlaceWhy } from '../rules/groupWhy';
import { lazy } from '../rules/lazy';
import type { Lang, Text } from './types';

const WORDS = lazy(
  () =>
    ({
      h2h: { ru: 'личная встреча', kk: 'өзара кездесу', en: 'head-to-head' },
      pointsAmong: {
        ru: 'очки в матчах между ними',
        kk: 'өзара матчтардағы ұпайлар',
        en: 'points in the matches among them',
      },
      goalDiff: { ru: 'разница мячей', kk: 'доптар айырмасы', en: 'goal difference' },
      goalsFor: { ru: 'забитые мячи', kk: 'соғылған доптар', en: 'goals scored' },
      partyDiffAmong: {
        ru: 'разница партий между ними',
        kk: 'өзара партиялар айырмасы',
        en: 'party difference among them',
      },
      ballDiffAmong: { ru: 'разница шаров между ними', kk: 'өзара шарлар айырмасы', en: 'ball difference among them' },
      partyPointsAmong: {
        ru: 'очки в партиях между ними',
        kk: 'өзара партиялардағы ұпайлар',
        en: 'party points among them',
      },
      chipsDiff: { ru: 'разница фишек', kk: 'фишкалар айырмасы', en: 'chips difference' },
      shootout: { ru: 'серия пенальти', kk: 'пенальти сериясы', en: 'penalty shoot-out' },
      extraParty: { ru: 'дополнительная партия', kk: 'қосымша партия', en: 'additional party' },
      level: { ru: 'делят место', kk: 'орынды бөліседі', en: 'level' },
      needShootout: {
        ru: 'нужна серия пенальти',
        kk: 'пенальти сериясы керек',
        en: 'a penalty shoot-out is needed',
      },
      needParty: {
        ru: 'нужна дополнительная партия',
        kk: 'қосымша партия керек',
        en: 'an additional party is needed',
      },
    }) satisfies Record<string, Text>,
);

/** The article of each game's ties: futsal Art. 8 item 6, billiards Art. 11 item 6, backgammon Art. 14 item 6. */
const ARTICLE: Record<Game, number> = { futsal: 8, billiards: 11, backgammon: 14 };

/** "3-е", "3-орын", "3rd"; a span "2–3-е", "2–3-орын", "2nd–3rd". */
export function placeWord(place: number, to: number, lang: Lang): string {
  if (lang === 'en') {
    const th = (n: number) =>
      `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
    return to > place ? `${th(place)}–${th(to)}` : th(place);
  }
  const n = to > place ? `${place}–${to}` : String(place);
  return lang === 'kk' ? `${n}-орын` : `${n}-е`;
}

function criterionWord(game: Game, c: Criterion, lang: Lang): string {
  const w = WORDS();
  if (c === 'tiebreak') return (game === 'futsal' ? w.shootout : w.extraParty)[lang];
  return w[c][lang];
}

/**
 * Why a place is what it is, in `lang`: "3-е: личная встреча, ст. 8 п. 6"; "2–3-е: делят место, нужна
 * дополнительная партия, ст. 11 п. 6" once the group is complete; "" where nobody was level on
 * points (or a shared place while matches are still to be played: they may separate the players).
 */
export function whyText(game: Game, why: PlaceWhy, complete: boolean, lang: Lang): string {
  const w = WORDS();
  const shared = why.sharedTo > why.line.place;
  const words = why.criteria.map((c) => criterionWord(game, c, lang));
  if (shared && complete) words.push(w.level[lang], (game === 'futsal' ? w.needShootout : w.needParty)[lang]);
  if (words.length === 0) return '';
  const where = cite(ARTICLE[game], 6)[lang];
  return `${placeWord(why.line.place, why.sharedTo, lang)}: ${words.join('; ')}, ${where}`;
}
