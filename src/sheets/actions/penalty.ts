/**
 * Preference: a penalty of Art. 18 item 11 recorded against a player at his table: speaking out of
 * turn 4 to the mountain (11.1); cards exposed before the bidding ended, the price of the last
 * declared game (11.2); a revoke, three times the price of the game "без трёх и без вистов" (11.3);
 * or an amount the referee sets in a disputed situation (11.4). The points go into the table's
 * penalties column at his seat (added to his mountain by PREF_CLOSE_BULLET and by the seating's
 * own settlement alike) and the ruling, with its reason, onto the rulings sheet.
 */
import {
  penaltyPoints,
  penaltyProblem,
  PENALTY_ITEM,
  type PenaltyGame,
  type PenaltyKind,
  type PenaltyProblem,
} from '../../rules/penalties';
import { problem, say, withLock, type ActionResult, type Ctx } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { argSchemas, parseArg, textArg } from '../common/args';
import { refuse, refuseWith } from '../common/results';
import {
  applyWithRulings,
  openTables,
  reasonArg,
  recordedAt,
  rulingsSoFar,
  seatedTables,
  seatOf,
  tourArg,
  writeRuling,
  type TableSheet,
} from '../common/tableRuling';
import { openProtocol, protocolSource, sectionsNow } from '../common/protocol';
import { penaltyTokenOf } from '../common/penaltyRow';
import { readContract } from '../../rules/notation';
import { label } from '../../i18n/labels';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { cellText } from '../context';
import type { Ruling } from '../kinds/rulingsSheet';
import type { SeatedTable } from '../kinds/tourSheet';

export interface PenaltyRequest {
  tour: number | 'final';
  player: string;
  kind: PenaltyKind;
  /** 11.2, 11.3: the game (6–10, 'misere', 'allpass') */
  game?: PenaltyGame | null;
  /** 11.4: whists to the mountain */
  amount?: number | null;
  reason: string;
}

export interface PenaltyData {
  player: string;
  table: string;
  points: number;
  /** the player's penalties at this table now */
  total: number;
}

const KINDS: readonly PenaltyKind[] = ['speaking', 'exposed', 'revoke', 'discretion'];
const GAMES: readonly PenaltyGame[] = [6, 7, 8, 9, 10, 'misere', 'allpass'];

function gameOf(v: unknown): PenaltyGame | null | undefined {
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  return GAMES.includes(n as PenaltyGame) ? (n as PenaltyGame) : undefined;
}

/** The amount as given: null when none; NaN for anything that is not a number (refused as `amountInvalid`). */
function amountOf(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'string' ? Number(v.replace(',', '.')) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : Number.NaN;
}

const PROBLEM_CODES: Record<
  PenaltyProblem,
  | 'penaltyGameRequired'
  | 'penaltyGameNotAllowed'
  | 'penaltyAmountRequired'
  | 'penaltyAmountInvalid'
  | 'penaltyAmountNotAllowed'
> = {
  gameRequired: 'penaltyGameRequired',
  gameNotAllowed: 'penaltyGameNotAllowed',
  amountRequired: 'penaltyAmountRequired',
  amountInvalid: 'penaltyAmountInvalid',
  amountNotAllowed: 'penaltyAmountNotAllowed',
};

function bad(ctx: Ctx, what: string): ActionResult<never> {
  const p = problem(ctx, 'error', 'prefPenaltyBad', { what });
  return refuse(p.message, [p]);
}

/** The game as the rulings sheet shows it ("7", "мизер", "распасы"). */
function gameWord(ctx: Ctx, game: PenaltyGame | null): string {
  if (game === null) return '';
  if (game === 'misere') return say(ctx, 'gameMisere');
  if (game === 'allpass') return say(ctx, 'gameAllPass');
  return String(game);
}

export function penalty(services: Services, request: unknown): ActionResult<PenaltyData> {
  const ctx = openCtx(services);
  const req = parseArg(ctx, argSchemas().penalty, request);
  if ('refusal' in req) return req.refusal;
  const r = req.data;
  const t = tourArg(ctx, r.tour);
  if ('refusal' in t) return t.refusal;
  const who = textArg(ctx, r.player, 'argPlayer');
  if ('refusal' in who) return who.refusal;
  if (!KINDS.includes(r.kind as PenaltyKind)) return bad(ctx, say(ctx, 'penaltyKindUnknown', { found: r.kind }));
  const kind = r.kind as PenaltyKind;
  const game = gameOf(r.game);
  if (game === undefined)
    return bad(ctx, say(ctx, 'penaltyGameNotAllowed', { item: PENALTY_ITEM[kind], found: r.game }));
  const amount = amountOf(r.amount);
  const wrong = penaltyProblem(kind, game, amount);
  if (wrong)
    return bad(
      ctx,
      say(ctx, PROBLEM_CODES[wrong], {
        item: PENALTY_ITEM[kind],
        found: r[wrong.startsWith('game') ? 'game' : 'amount'],
        allpass: kind === 'revoke' ? say(ctx, 'orAllPass') : '',
      }),
    );
  const why = reasonArg(ctx, r.reason);
  if ('refusal' in why) return why.refusal;
  const points = penaltyPoints(kind, game, amount);
  return withLock(ctx, () => {
    const sheet = openTables(ctx, t.tour);
    const tables = seatedTables(sheet);
    const at = seatOf(tables, who.text);
    if (!at) {
      const p = problem(ctx, 'error', 'prefNotOnTour', {
        name: who.text,
        sheet: sheet.sheet.getName(),
        why: say(ctx, 'prefWhyNotSeated'),
      });
      return refuse(p.message, [p]);
    }
    const name = at.table.players[at.k] as string;
    const detail = [PENALTY_ITEM[kind], gameWord(ctx, game)].filter((x) => x !== '').join(', ');
    const ruling: Ruling = {
      tour: t.tour,
      table: at.table.label,
      player: name,
      kind: 'penalty',
      detail,
      points,
      whists: null,
      reason: why.text,
      at: recordedAt(ctx),
    };
    // A table kept deal by deal: the penalty is a row of its pulka (one mechanism, counted once there).
    if (at.table.kept)
      return intoPulka(ctx, { sheet, tables, table: at.table }, ruling, penaltyTokenOf(ctx.lang, kind, game, amount));
    const penalties = at.table.players.map((_, k) => at.table.penalties?.[k] ?? 0);
    penalties[at.k] = (penalties[at.k] ?? 0) + points;
    at.table.penalties = penalties;
    const sheets = writeRuling(ctx, sheet, tables, [ruling]);
    return {
      ok: true,
      message: say(ctx, 'prefPenaltyDone', {
        name,
        points,
        item: detail,
        table: at.table.label,
        sheet: sheet.sheet.getName(),
      }),
      problems: [],
      sheets,
      data: { player: name, table: at.table.label, points, total: penalties[at.k] as number },
    };
  });
}

/** Writes a penalty as the next row of a kept table's pulka, and the ruling onto the rulings sheet, all or nothing. */
function intoPulka(
  ctx: Ctx,
  { sheet, tables, table }: { sheet: TableSheet; tables: SeatedTable[]; table: SeatedTable },
  ruling: Ruling,
  token: string,
): ActionResult<PenaltyData> {
  const proto = openProtocol(ctx, sheet.kind === 'tour' ? sheet.n : 'final');
  const section = proto.sections.find((s) => s.label === table.label);
  if (!section)
    fail('prefSheetDamaged', {
      sheet: sheet.sheet.getName(),
      detail: say(ctx, 'protocolNotKept', { table: table.label, sheet: proto.name }),
    });
  if (section.free === null) return refuseWith(ctx, 'protocolFull', { table: table.label, sheet: proto.name });
  const soFar = rulingsSoFar(ctx);
  const deals = section.typed.deals.map((row) => row.slice());
  deals[section.free] = [
    '',
    token,
    ruling.player,
    '',
    '',
    '',
    '',
    label('protocolRulingNote', ctx.lang, { no: soFar.length + 1, reason: ruling.reason }),
  ];
  const sections = sectionsNow(proto).map((x) =>
    x.label === table.label ? { ...x, typed: { deals, stopped: section.typed.stopped } } : x,
  );
  const source = protocolSource(ctx, sheet, proto, sections, tables);
  const sheets = applyWithRulings(ctx, [source], [ruling], soFar);
  // his penalties at this table now: every penalty row of the pulka against him
  let total = 0;
  for (const row of deals) {
    const c = readContract(row[1]);
    if (c?.kind === 'penalty' && nameKey(cellText(row[2])) === nameKey(ruling.player))
      total += penaltyPoints(c.item, c.game, c.amount);
  }
  return {
    ok: true,
    message: say(ctx, 'prefPenaltyInPulka', {
      name: ruling.player,
      points: ruling.points ?? 0,
      item: ruling.detail,
      row: section.free + 1,
      table: table.label,
      sheet: proto.name,
    }),
    problems: [],
    sheets,
    data: { player: ruling.player, table: table.label, points: ruling.points ?? 0, total },
  };
}
