/** Messages of the draw, the Berger fixtures and preference seating (src/rules/draw.ts, berger.ts, seating.ts), in the three languages (Russian governs). Placeholders are {name}. */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const DRAW_MESSAGES = lazy(
  () =>
    ({
      // ---- seeded draw (random.ts, draw.ts) ---------------------------------------------
      drawBadSeed: {
        en: 'the draw seed must be a whole number, found {found}',
        ru: 'ключ жеребьёвки должен быть целым числом, найдено: {found}',
        kk: 'жеребе кілті бүтін сан болуы керек, табылғаны: {found}',
      },
      drawGroupCount: {
        en: 'the number of groups must be a whole number from 1 to {max}, found {found}',
        ru: 'число групп должно быть целым числом от 1 до {max}, найдено: {found}',
        kk: 'топтар саны 1 мен {max} аралығындағы бүтін сан болуы керек, табылғаны: {found}',
      },
      drawSizeRange: {
        en: 'wrong group size limits {min} … {max}: both must be whole numbers of at least 1, the first not above the second',
        ru: 'неверные пределы размера группы {min} … {max}: оба должны быть целыми числами не меньше 1, первый не больше второго',
        kk: 'топ өлшемінің шектері қате: {min} … {max}; екеуі де 1-ден кем емес бүтін сан болуы керек, ал біріншісі екіншісінен аспауы керек',
      },
      drawTooFew: {
        en: 'entrants: {found}, too few for {groups} groups of at least {min}; at least {need} are needed',
        ru: 'участников: {found} — слишком мало для групп ({groups}, не меньше {min} в каждой); нужно не меньше {need}',
        kk: 'қатысушылар саны: {found} — әрқайсысында кемінде {min} адамнан тұратын {groups} топқа тым аз; кемінде {need} қатысушы керек',
      },
      drawTooMany: {
        en: 'entrants: {found}, too many for {groups} groups of at most {max}; at most {limit} fit',
        ru: 'участников: {found} — слишком много для групп ({groups}, не больше {max} в каждой); помещается не больше {limit}',
        kk: 'қатысушылар саны: {found} — әрқайсысында ең көбі {max} адамнан тұратын {groups} топқа тым көп; ең көбі {limit} қатысушы сияды',
      },
      drawBlankId: {
        en: 'entrant No. {position} of the draw has no name',
        ru: 'у участника жеребьёвки № {position} нет имени',
        kk: 'жеребедегі № {position} қатысушының аты жоқ',
      },
      drawDuplicate: {
        en: '"{name}" is entered in the draw twice (first at position {first})',
        ru: '«{name}» внесён в жеребьёвку дважды (впервые в позиции {first})',
        kk: '«{name}» жеребеге екі рет енгізілген (алғаш рет {first}-позицияда)',
      },
      drawBadPot: {
        en: 'the seeding pot of "{name}" must be a whole number from 1 (1 = the strongest), or empty for a player drawn at random; found {found}',
        ru: 'корзина посева «{name}» должна быть целым числом от 1 (1 — сильнейшие) или пустой для участника, распределяемого жеребьёвкой; найдено: {found}',
        kk: '«{name}» қатысушысының себеті 1-ден басталатын бүтін сан (1 — ең күштілер) немесе жеребемен бөлінетін қатысушы үшін бос болуы керек; табылғаны: {found}',
      },

      // ---- round-robin fixtures (berger.ts) ---------------------------------------------
      bergerSize: {
        en: 'round-robin fixtures are made for groups of {min} to {max} players, found {found}',
        ru: 'расписание круговой системы составляется для групп от {min} до {max} участников, найдено: {found}',
        kk: '«шеңберлік» жүйенің ойын кестесі {min}–{max} қатысушысы бар топ үшін жасалады, табылғаны: {found}',
      },

      // ---- preference seating (seating.ts) ----------------------------------------------
      seatBlankName: {
        en: 'player No. {position} of the list has no name',
        ru: 'у игрока № {position} в списке нет имени',
        kk: 'тізімдегі № {position} ойыншының аты жоқ',
      },
      seatDuplicate: {
        en: '"{name}" is listed twice (first at position {first})',
        ru: '«{name}» указан в списке дважды (впервые в позиции {first})',
        kk: '«{name}» тізімде екі рет көрсетілген (алғаш рет {first}-позицияда)',
      },
      seatUnknownAbsent: {
        en: '"{name}" is marked as missing the tour but is not in the list of players',
        ru: '«{name}» отмечен как пропускающий тур, но его нет в списке игроков',
        kk: '«{name}» айналымды жіберіп алушы ретінде белгіленген, бірақ ойыншылар тізімінде жоқ',
      },
      seatTooFew: {
        en: 'players present: {found}; a preference table needs at least 3 (Art. 16 item 3)',
        ru: 'присутствует игроков: {found}; за столом в преферанс нужно не меньше 3 игроков (ст. 16 п. 3)',
        kk: 'келген ойыншылар саны: {found}; преферанс үстеліне кемінде 3 ойыншы керек (16-бап, 3-тармақ)',
      },
      seatCannotSeat: {
        en: 'players present: {found}; they cannot be seated at tables of 4 and 3 (Art. 16 item 3); a tour needs 3, 4 or at least 6 players',
        ru: 'присутствует игроков: {found} — их нельзя рассадить за столы по 4 и 3 (ст. 16 п. 3); для тура нужно 3, 4 или не меньше 6 игроков',
        kk: 'келген ойыншылар саны: {found}; оларды 4 және 3 адамдық үстелдерге отырғызу мүмкін емес (16-бап, 3-тармақ); айналымға 3, 4 немесе кемінде 6 ойыншы керек',
      },
      seatFinalSize: {
        en: 'the final table seats 3 or 4 players (Art. 16 item 3, Art. 17 item 5), found {found}',
        ru: 'за финальным столом играют 3 или 4 игрока (ст. 16 п. 3, ст. 17 п. 5), указано: {found}',
        kk: 'ақтық партияның үстелінде 3 немесе 4 ойыншы ойнайды (16-бап, 3-тармақ; 17-бап, 5-тармақ), көрсетілгені: {found}',
      },
      seatFinalTooFew: {
        en: 'players admitted to the final: {found} (a player who missed the last tour is not admitted, Art. 16 item 4); the final table needs {size}',
        ru: 'допущено к финальной партии игроков: {found} (пропустивший последний тур не допускается, ст. 16 п. 4); за финальным столом нужно {size}',
        kk: 'ақтық партияға жіберілген ойыншылар саны: {found} (соңғы айналымды жіберіп алған ойыншы жіберілмейді, 16-бап, 4-тармақ); ақтық үстелге {size} ойыншы керек',
      },
    }) satisfies Record<string, Text>,
);
