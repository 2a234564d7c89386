/**
 * Messages of the tables kept deal by deal (an electronic pulka, Art. 18 items 1–11): switching a table between its
 * protocol and typed totals, one truth per table, penalties written into a pulka. Russian governs.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const PROTOCOL_MESSAGES = lazy(
  () =>
    ({
      argTable: { en: 'the table', ru: 'стол', kk: 'үстел' },
      protocolKeptDone: {
        en: 'table {table} of "{tour}" is now kept deal by deal on "{sheet}"; its block on the tour sheet shows the pulka\'s result',
        ru: 'стол {table} листа «{tour}» теперь ведётся по сдачам на листе «{sheet}»; его блок на листе тура показывает итог пульки',
        kk: '«{tour}» парағының {table}-үстелі енді «{sheet}» парағында әр тарату бойынша жүргізіледі; айналым парағындағы блогы пульканың қорытындысын көрсетеді',
      },
      protocolTotalsDone: {
        en: 'table {table} of "{tour}" is kept by totals again: type its pools, mountains and whists on the tour sheet; its section was removed from "{sheet}"',
        ru: 'стол {table} листа «{tour}» снова ведётся итогами: внесите пули, горы и висты на листе тура; его раздел убран с листа «{sheet}»',
        kk: '«{tour}» парағының {table}-үстелі қайтадан қорытындымен жүргізіледі: сызбаларды, «теріс» нәтижелерді және висттерді айналым парағына енгізіңіз; оның бөлімі «{sheet}» парағынан алынды',
      },
      protocolAlreadyKept: {
        en: 'nothing was changed: table {table} is already kept deal by deal on "{sheet}"',
        ru: 'ничего не изменено: стол {table} уже ведётся по сдачам на листе «{sheet}»',
        kk: 'ештеңе өзгертілмеді: {table}-үстел «{sheet}» парағында әр тарату бойынша жүргізіліп жатыр',
      },
      protocolTotalsTyped: {
        en: 'nothing was changed: table {table} already has totals typed on "{sheet}" ({cells}); a table is kept one way only — clear its totals first to keep it deal by deal',
        ru: 'ничего не изменено: у стола {table} уже внесены итоги на листе «{sheet}» ({cells}); стол ведётся только одним способом — очистите итоги, чтобы вести его по сдачам',
        kk: 'ештеңе өзгертілмеді: {table}-үстелдің қорытындылары «{sheet}» парағына енгізілген ({cells}); үстел тек бір тәсілмен жүргізіледі — әр тарату бойынша жүргізу үшін алдымен қорытындыларды тазалаңыз',
      },
      protocolNotKept: {
        en: 'nothing was changed: table {table} of "{sheet}" is kept by totals already',
        ru: 'ничего не изменено: стол {table} листа «{sheet}» и так ведётся итогами',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағының {table}-үстелі қазірдің өзінде қорытындымен жүргізіледі',
      },
      protocolDealsTyped: {
        en: 'nothing was changed: the pulka of table {table} on "{sheet}" has deals, notes or the stopped tick typed; a table is kept one way only — nothing typed is thrown away',
        ru: 'ничего не изменено: в пульке стола {table} на листе «{sheet}» уже записаны сдачи, примечания или отметка об остановке; стол ведётся только одним способом — записанное не удаляется',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағындағы {table}-үстел пулькасында таратулар, ескертулер немесе тоқтату белгісі жазылған; үстел тек бір тәсілмен жүргізіледі — жазылғаны өшірілмейді',
      },
      protocolFull: {
        en: 'nothing was changed: the pulka of table {table} on "{sheet}" has no free row left after its last one',
        ru: 'ничего не изменено: в пульке стола {table} на листе «{sheet}» нет свободной строки после последней записанной',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағындағы {table}-үстел пулькасында соңғы жазылған жолдан кейін бос жол жоқ',
      },
      protocolPlayersChanged: {
        en: 'nothing was changed: table {table} is kept deal by deal on "{sheet}"; keep it by totals again (its pulka must be empty) before changing who plays at it',
        ru: 'ничего не изменено: стол {table} ведётся по сдачам на листе «{sheet}»; прежде чем менять состав стола, переведите его на итоги (пулька должна быть пустой)',
        kk: 'ештеңе өзгертілмеді: {table}-үстел «{sheet}» парағында әр тарату бойынша жүргізіледі; үстел құрамын өзгертпес бұрын оны қорытындыға ауыстырыңыз (пулька бос болуы керек)',
      },
      prefPenaltyInPulka: {
        en: 'penalty recorded: {name}, {points} to the mountain ({item}); row {row} of the pulka of table {table} on "{sheet}"',
        ru: 'штраф записан: {name}, {points} в гору ({item}); строка {row} пульки стола {table} на листе «{sheet}»',
        kk: 'айыппұл жазылды: {name}, «теріс» нәтижеге {points} ({item}); «{sheet}» парағындағы {table}-үстел пулькасының {row}-жолы',
      },
    }) satisfies Record<string, Text>,
);
