/**
 * SpreadsheetApp.newDataValidation() and newConditionalFormatRule(): the builders, each call
 * logged as a 'builders' call.
 */
import type {
  ConditionalFormatRuleBuilderLike,
  ConditionalFormatRuleLike,
  DataValidationBuilderLike,
  DataValidationLike,
  RangeLike,
} from '../src/sheets/gas';
import type { FakeBook } from './book';
import { FakeRange } from './objects';
import { reportCalls } from './hooks';
import { FakeConditionalFormatRule, FakeDataValidation, type ValidationCriteria } from './state';

export class FakeDataValidationBuilder implements DataValidationBuilderLike {
  private criteria: ValidationCriteria | null = null;
  private args: unknown[] = [];
  private allowInvalid = true;
  private helpText = '';
  constructor(private readonly book: FakeBook) {}
  private call(method: string): void {
    this.book.record(null, method, 'builders');
  }
  requireValueInList(values: string[], showDropdown = true): DataValidationBuilderLike {
    this.call('requireValueInList');
    if (!Array.isArray(values) || values.length === 0)
      throw new Error('Exception: requireValueInList needs a non-empty list.');
    this.criteria = 'VALUE_IN_LIST';
    this.args = [[...values], showDropdown];
    return this;
  }
  requireNumberBetween(start: number, end: number): DataValidationBuilderLike {
    this.call('requireNumberBetween');
    if (typeof start !== 'number' || typeof end !== 'number')
      throw new Error('Exception: requireNumberBetween takes two numbers.');
    this.criteria = 'NUMBER_BETWEEN';
    this.args = [start, end];
    return this;
  }
  requireCheckbox(): DataValidationBuilderLike {
    this.call('requireCheckbox');
    this.criteria = 'CHECKBOX';
    this.args = [];
    return this;
  }
  requireTextIsEmail(): DataValidationBuilderLike {
    this.call('requireTextIsEmail');
    this.criteria = 'TEXT_IS_VALID_EMAIL';
    this.args = [];
    return this;
  }
  requireFormulaSatisfied(formula: string): DataValidationBuilderLike {
    this.call('requireFormulaSatisfied');
    if (typeof formula !== 'string' || !formula.startsWith('='))
      throw new Error('Exception: requireFormulaSatisfied takes a formula starting with "=".');
    this.criteria = 'CUSTOM_FORMULA';
    this.args = [formula];
    return this;
  }
  setAllowInvalid(allow: boolean): DataValidationBuilderLike {
    this.call('setAllowInvalid');
    this.allowInvalid = allow;
    return this;
  }
  setHelpText(text: string): DataValidationBuilderLike {
    this.call('setHelpText');
    this.helpText = text;
    return this;
  }
  build(): DataValidationLike {
    this.call('build');
    if (!this.criteria) throw new Error('Exception: a data validation rule needs criteria.');
    return new FakeDataValidation(this.criteria, [...this.args], this.allowInvalid, this.helpText);
  }
}

export class FakeConditionalFormatRuleBuilder implements ConditionalFormatRuleBuilderLike {
  private formula: string | null = null;
  private background: string | null = null;
  private ranges: FakeRange[] = [];
  constructor(private readonly book: FakeBook) {}
  private call(method: string): void {
    this.book.record(null, method, 'builders');
  }
  whenFormulaSatisfied(formula: string): ConditionalFormatRuleBuilderLike {
    this.call('whenFormulaSatisfied');
    if (typeof formula !== 'string' || !formula.startsWith('='))
      throw new Error('Exception: whenFormulaSatisfied takes a formula starting with "=".');
    this.formula = formula;
    return this;
  }
  setBackground(color: string): ConditionalFormatRuleBuilderLike {
    this.call('setBackground');
    this.background = color;
    return this;
  }
  setRanges(ranges: RangeLike[]): ConditionalFormatRuleBuilderLike {
    this.call('setRanges');
    for (const r of ranges)
      if (!(r instanceof FakeRange)) throw new Error('Exception: setRanges takes ranges of this spreadsheet.');
    this.ranges = [...(ranges as FakeRange[])];
    return this;
  }
  build(): ConditionalFormatRuleLike {
    this.call('build');
    if (this.formula === null) throw new Error('Exception: a conditional format rule needs a condition.');
    if (this.ranges.length === 0) throw new Error('Exception: a conditional format rule needs ranges.');
    return new FakeConditionalFormatRule(this.formula, this.background, [...this.ranges]);
  }
}

reportCalls(FakeDataValidationBuilder);
reportCalls(FakeConditionalFormatRuleBuilder);
