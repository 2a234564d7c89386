/**
 * The arguments of the server functions (the sidebar → src/server.ts → each action), checked by
 * schema (zod) before anything else — before the document lock is taken and before a sheet is
 * read — so a wrong, unknown or oversized argument is refused at once, in words in the tournament
 * language, and never taken as a default: a leave of kind "quit" is not recorded as "left", a
 * keep-table mode "DEALS" is not "deals", an option the action does not know is not ignored.
 * docs/server-api.md says what each argument accepts.
 *
 * A schema's error names a message code of ours and its parameters (`says`); `parseArg` turns the
 * first problem into a refusal whose `found` is the value as it was given (described, never
 * "[object Object]"). zod/mini: the schemas are built once, on first use (the committee's code is
 * compiled only when a server function needs it, so none of this weighs on a custom function).
 */
import * as z from 'zod/mini';
import { cleanName } from '../../rules/names';
import type { Params } from '../../rules/errors';
import type { MessageCode } from '../../i18n/messages';
import { problem, type ActionResult, type Ctx } from '../context';

/** The longest name or text argument accepted (a registered name is at most 100 characters). */
export const MAX_TEXT_ARG = 200;

/** A refusal of one error problem, as every action answers. */
export type Refusal = { refusal: ActionResult<never> };

/** What a schema says when a value does not fit: our message code and its parameters. */
export function says(code: MessageCode, params: Params = {}): { error: (issue: { input?: unknown }) => string } {
  return { error: () => JSON.stringify([code, params]) };
}

/** The value at `path` in what was given (what the refusal describes as `found`). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function refusalOf(ctx: Ctx, code: MessageCode, params: Params): Refusal {
  const p = problem(ctx, 'error', code, params);
  return { refusal: { ok: false, message: p.message, problems: [p], sheets: [] } };
}

/** The keys an object schema knows, for a refusal of one it does not ("seed, acceptWarnings"). */
function knownKeys(schema: z.ZodMiniType): string {
  const shape = (schema as { _zod: { def: { shape?: Record<string, unknown>; innerType?: z.ZodMiniType } } })._zod.def;
  if (shape.shape) return Object.keys(shape.shape).join(', ');
  return shape.innerType ? knownKeys(shape.innerType) : '';
}

/**
 * `value` checked by `schema`: its data, or the refusal of its first problem in the tournament
 * language. An option the schema does not know is refused naming it and the options there are.
 */
export function parseArg<S extends z.ZodMiniType>(
  ctx: Ctx,
  schema: S,
  value: unknown,
): { data: z.output<S> } | Refusal {
  const r = schema.safeParse(value);
  if (r.success) return { data: r.data };
  const issue = r.error.issues[0] as z.core.$ZodIssue;
  const found = valueAt(value, issue.path);
  if (issue.code === 'unrecognized_keys')
    return refusalOf(ctx, 'argUnknownOption', { keys: issue.keys.join(', '), known: knownKeys(schema) });
  let code: MessageCode = 'argNotOptions';
  let params: Params = {};
  try {
    [code, params] = JSON.parse(issue.message) as [MessageCode, Params];
  } catch {
    // not one of ours (zod's own words): refused as options that do not fit, the value described
  }
  return refusalOf(ctx, code, { found, ...params });
}

// ---- text --------------------------------------------------------------------------------------

const textSchemas = new Map<MessageCode, z.ZodMiniType<string>>();

/** The length of a text a length check refused (its input is always a string). */
const lengthOf = (input: unknown): number => (typeof input === 'string' ? input.length : 0);

/**
 * A text argument (a player's name, a team, a reason): a string (or a number, as a cell may hold
 * one) of at most MAX_TEXT_ARG characters, not empty once cleaned. A very long one is refused by
 * its length before it is cleaned, so a 1 MB "name" is never read through.
 */
function textSchema(what: MessageCode): z.ZodMiniType<string> {
  let schema = textSchemas.get(what);
  if (!schema) {
    const named = { what: { say: what } };
    const tooLong = (length: number) => JSON.stringify(['argTooLong', { ...named, length, max: MAX_TEXT_ARG }]);
    schema = z.pipe(
      z.union(
        [
          z.string().check(z.maxLength(MAX_TEXT_ARG * 4, { error: (i) => tooLong(lengthOf(i.input)) })),
          z.number().check(z.refine(Number.isFinite, says('argNotText', named))),
        ],
        says('argNotText', named),
      ),
      z.pipe(
        z.transform((v: string | number) => cleanName(String(v))),
        z
          .string()
          .check(
            z.maxLength(MAX_TEXT_ARG, { error: (i) => tooLong(lengthOf(i.input)) }),
            z.minLength(1, says('argEmpty', named)),
          ),
      ),
    );
    textSchemas.set(what, schema);
  }
  return schema;
}

/** A text argument, cleaned (`textSchema`); `what` names it in the refusal ("the name of the player"). */
export function textArg(ctx: Ctx, value: unknown, what: MessageCode): { text: string } | Refusal {
  const r = parseArg(ctx, textSchema(what), value);
  return 'refusal' in r ? r : { text: r.data };
}

// ---- the requests and options of the actions ---------------------------------------------------

/** One of `allowed` exactly (no other spelling, no other case), refused naming what it is and what is allowed. */
function oneOf<const T extends readonly [string, ...string[]]>(allowed: T, what: MessageCode) {
  return z.enum(allowed, says('argOneOf', { what: { say: what }, allowed: allowed.join(', ') }));
}

/** true or false (or nothing); "yes", 1 or "true" are refused, not taken for true. */
const yesNo = (what: MessageCode) => z.optional(z.nullable(z.boolean(says('argNotYesNo', { what: { say: what } }))));

/** Any value: the action checks it itself, with a refusal of its own (a tour, a name, a reason, a seed). */
const checkedByAction = z.optional(z.unknown());

/** An object with exactly these keys (none other), refused as a request when it is not an object. */
function request<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, says('argNotRequest', { known: Object.keys(shape).join(', ') }));
}

/** Options: an object with these keys only, or nothing (undefined, null). */
function options<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.nullish(z.strictObject(shape, says('argNotOptions')));
}

/** ru, kk or en exactly, or nothing. */
const language = z.nullish(z.enum(['ru', 'kk', 'en'], says('badLang')));

let made: ReturnType<typeof makeSchemas> | null = null;

function makeSchemas() {
  return {
    /** serverDraw's options. */
    draw: options({ seed: checkedByAction, acceptWarnings: yesNo('argAcceptWarnings') }),
    /** serverPrepareAttendance, serverSeatTour, serverSeatFinal: the options of the preference actions. */
    preference: options({
      seed: checkedByAction,
      acceptWarnings: yesNo('argAcceptWarnings'),
      pick: z.optional(
        z.nullable(
          z.array(
            z.union(
              [z.string(), z.number().check(z.refine(Number.isFinite, says('argPickNames')))],
              says('argPickNames'),
            ),
            says('argPickNames'),
          ),
        ),
      ),
      pickReason: z.optional(z.nullable(z.string(says('argNotText', { what: { say: 'argPickReason' } })))),
    }),
    /** serverSetup: the language of new sheets (only before the settings sheet exists). */
    setup: options({ lang: language }),
    /** serverRefereeCard: a language, or nothing for the tournament's. */
    cardLang: language,
    /** serverConfirmAdmission: the proposal's token as the check returned it (a whole number), or nothing. */
    token: z.nullish(
      z.union(
        [z.int(says('argToken')), z.literal(''), z.string().check(z.regex(/^\s*\d+\s*$/, says('argToken')))],
        says('argToken'),
      ),
    ),
    /** serverPrefLeave. */
    leave: request({
      player: checkedByAction,
      kind: oneOf(['left', 'disqualified'], 'argLeaveKind'),
      from: checkedByAction,
      reason: checkedByAction,
      /** he leaves during the party of tour `from`: his table plays on three-handed (issue 24 item 16) */
      midParty: yesNo('argMidParty'),
    }),
    /** serverPrefKeepTable. */
    keep: request({ tour: checkedByAction, table: checkedByAction, mode: oneOf(['deals', 'totals'], 'argKeepMode') }),
    /** serverPrefPenalty: the kind, game and amount are checked by the action against Art. 18 item 11. */
    penalty: request({
      tour: checkedByAction,
      player: checkedByAction,
      kind: checkedByAction,
      game: checkedByAction,
      amount: checkedByAction,
      reason: checkedByAction,
    }),
    /** serverCorrectName's decision: why, and who decides (when Apps Script does not say who runs it). */
    correction: options({ reason: checkedByAction, by: checkedByAction }),
    /** serverBoard's options: which games, and which of their parts, the board shows (issue 25). */
    board: options({
      games: z.optional(
        z.nullable(z.array(oneOf(['futsal', 'billiards', 'backgammon', 'preference'], 'argBoardGames'))),
      ),
      nowNext: yesNo('argBoardSection'),
      standings: yesNo('argBoardSection'),
      plan: yesNo('argBoardSection'),
      playoff: yesNo('argBoardSection'),
      tours: yesNo('argBoardSection'),
      today: yesNo('argBoardSection'),
    }),
    /** serverPrefAward. */
    award: request({ tour: checkedByAction, table: checkedByAction, whists: checkedByAction, reason: checkedByAction }),
  };
}

/** The schemas of the server functions' requests and options, made on first use. */
export function argSchemas(): ReturnType<typeof makeSchemas> {
  made ??= makeSchemas();
  return made;
}
