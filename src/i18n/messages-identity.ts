/**
 * Messages about identity: sheets, rows and people the add-on can no longer tell apart after
 * what people did to the spreadsheet (SPEC §5 "Identity survives editing"). Russian governs.
 */
import type { Text } from './messages';

export const IDENTITY_MESSAGES = {
  sheetNameTaken: {
    en: 'nothing was changed: a sheet "{sheet}" exists that the add-on did not make (or whose add-on marks were lost); rename or delete it, then try again',
    ru: 'ничего не изменено: есть лист «{sheet}», который создан не надстройкой (или потерял её отметки); переименуйте или удалите его и повторите',
    kk: 'ештеңе өзгертілмеді: «{sheet}» парағы қондырма жасамаған (немесе оның белгілері жоғалған); оның атын өзгертіңіз немесе жойыңыз да, қайталаңыз',
  },
  sheetTwice: {
    en: 'nothing was changed: the sheets {sheets} both carry the add-on\'s marks of one sheet (one is a copy); delete the copy, then try again',
    ru: 'ничего не изменено: листы {sheets} оба несут отметки надстройки для одного листа (один из них — копия); удалите копию и повторите',
    kk: 'ештеңе өзгертілмеді: {sheets} парақтарының екеуінде де қондырманың бір парағының белгілері бар (біреуі — көшірме); көшірмені жойып, қайталаңыз',
  },
} satisfies Record<string, Text>;
