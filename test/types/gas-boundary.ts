/**
 * The Apps Script boundary, checked by the compiler: `npm run typecheck` compiles this file (the
 * root tsconfig takes test/); vitest does not run it (no tests here, only types).
 *
 * src/sheets/gas.ts describes the part of SpreadsheetApp and LockService the add-on calls, and
 * src/services.ts hands the real globals to the actions as those interfaces without a cast, which
 * already makes the compiler compare them. This file compares them again object by object, and
 * more strictly, so that a method removed from @types/google-apps-script, or one whose signature
 * changed, fails `npm run typecheck` on the line of that object, naming the method:
 *
 * 1. Each real object, as @types/google-apps-script declares it, is assignable to our interface:
 *    every method we name exists, takes the arguments we pass (no more required ones) and
 *    returns something we may read as we do.
 * 2. TypeScript compares method parameters both ways (bivariance), so (1) alone lets through a
 *    real parameter narrower than ours: our setFontWeights once took any string where the real
 *    one takes 'normal' | 'bold'. So each method is compared again as a function property, whose
 *    parameters are compared one way only: everything we may pass must be something the real
 *    method takes. Our stand-ins for what the service hands out and takes back (RangeLike,
 *    SheetLike, DataValidationLike, ConditionalFormatRuleLike, UserLike) are read as the real
 *    objects for this, and `unknown` (the enum values we only pass back) as anything.
 *
 * What it cannot see: a return typed `any` by @types (Range.getValues: any[][]), an overload
 * that disappears while a shorter one remains (fewer parameters are always assignable), and
 * behaviour. A new interface in gas.ts gets a line below.
 */
import type * as G from '../../src/sheets/gas';
import Spreadsheet = GoogleAppsScript.Spreadsheet;
import Lock = GoogleAppsScript.Lock;

/** What each of our types stands for in the real API (for the one-way parameter comparison). */
type Real<T> = unknown extends T
  ? never
  : T extends readonly (infer E)[]
    ? Real<E>[]
    : T extends G.SheetLike
      ? Spreadsheet.Sheet
      : T extends G.RangeLike
        ? Spreadsheet.Range
        : T extends G.DataValidationLike
          ? Spreadsheet.DataValidation
          : T extends G.ConditionalFormatRuleLike
            ? Spreadsheet.ConditionalFormatRule
            : T extends G.UserLike
              ? GoogleAppsScript.Base.User
              : T;

type RealArgs<A extends readonly unknown[]> = { [I in keyof A]: Real<A[I]> };

/**
 * Our interface with each method as a function property taking the real types: function
 * properties are compared with strictFunctionTypes (parameters one way), methods are not. With
 * overloads, only the last one is seen here (SheetLike.getRange: see below).
 */
type Strict<T> = {
  [K in keyof T]: T[K] extends (...args: infer A extends readonly unknown[]) => unknown
    ? (...args: RealArgs<A>) => unknown
    : T[K];
};

/** Compiles only if the real `Theirs` may stand wherever the add-on expects `Ours`. */
type Fits<Ours, Theirs extends Ours & Strict<Ours>> = Theirs;

export type Boundary = [
  Fits<G.SpreadsheetAppLike, Spreadsheet.SpreadsheetApp>,
  Fits<G.SpreadsheetLike, Spreadsheet.Spreadsheet>,
  Fits<G.SheetLike, Spreadsheet.Sheet>,
  // The first overload of SheetLike.getRange (Strict sees only the last, the A1 one).
  Fits<
    (row: number, column: number, numRows: number, numColumns: number) => G.RangeLike,
    Spreadsheet.Sheet['getRange']
  >,
  Fits<G.RangeLike, Spreadsheet.Range>,
  Fits<G.RangeListLike, Spreadsheet.RangeList>,
  Fits<G.ProtectionLike, Spreadsheet.Protection>,
  Fits<G.UserLike, GoogleAppsScript.Base.User>,
  Fits<G.DataValidationBuilderLike, Spreadsheet.DataValidationBuilder>,
  Fits<G.DataValidationLike, Spreadsheet.DataValidation>,
  Fits<G.ConditionalFormatRuleBuilderLike, Spreadsheet.ConditionalFormatRuleBuilder>,
  Fits<G.ConditionalFormatRuleLike, Spreadsheet.ConditionalFormatRule>,
  Fits<G.DeveloperMetadataFinderLike, Spreadsheet.DeveloperMetadataFinder>,
  Fits<G.DeveloperMetadataLike, Spreadsheet.DeveloperMetadata>,
  Fits<G.DeveloperMetadataLocationLike, Spreadsheet.DeveloperMetadataLocation>,
  Fits<G.LockServiceLike, Lock.LockService>,
  Fits<G.LockLike, Lock.Lock>,
  // What only the self-check calls, on its scratch sheet (issue 22).
  Fits<G.SheetEditsLike, Spreadsheet.Sheet>,
  Fits<G.RangeSortLike, Spreadsheet.Range>,
  Fits<G.BookEditsLike, Spreadsheet.Spreadsheet>,
];
