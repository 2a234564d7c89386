/**
 * The add-on's custom functions: the public contract of SPEC §3.
 *
 * build.mjs copies each JSDoc block below onto a top-level `function NAME(...)` in
 * dist/Code.js, which is what Sheets reads for autocomplete; keep every block complete:
 * a description, an example, one @param per argument, @return and @customfunction.
 */
import { bgMatchPoints } from './backgammon';
import { groupRank, groupTable } from './group';
import { prefCloseBullet, prefRating, prefStandings, prefTable, prefTables } from './preference';
import { kaseProbe } from './probe';
import { kaseQueue } from './queue';
import { prefProtocol, prefPulka } from './pulka';

/* eslint-disable max-params -- the arguments of PREF_CLOSE_BULLET and PREF_TABLE are the public
   custom-function contract of SPEC §3: Sheets passes its ranges and values by position (the JSDoc
   must touch the function) */
/**
 * Final whists of one preference party (pulka) of 3 or 4 players, with the compulsory close of Art. 18 item 13; the results are whole and sum to 0.
 * Example: =PREF_CLOSE_BULLET(B2:B5, C2:C5, D2:G5, H2:H5, 120)
 *
 * @param {number[][]} pools Each player's pool (пуля) at the end, 3 or 4 cells.
 * @param {number[][]} mountains Each player's mountain (гора), same size as pools.
 * @param {number[][]} whists Square of whists (висты): row i, column j = whists player i wrote on player j; diagonal empty.
 * @param {number[][]} penalties Optional: each player's penalties in mountain points (Art. 18 item 11), added to the mountains; empty = 0.
 * @param {number} target Optional: the party's pool target (120; the final 200); a pool above it is an error that explains help (Art. 18 item 10).
 * @param {string[][]} players Optional: the players' names, same size as pools: a rounding tie that cannot be kept goes by name, never by seat.
 * @return Each player's final whists, in the orientation of pools.
 * @customfunction
 */
export function PREF_CLOSE_BULLET(
  pools: unknown,
  mountains: unknown,
  whists: unknown,
  penalties?: unknown,
  target?: unknown,
  players?: unknown,
): unknown {
  return prefCloseBullet({ pools, mountains, whists, penalties, target, players });
}

/**
 * A preference table's result column in one call: the awarded whists when every seat has one (Art. 17 item 7); blank while a pool or mountain is not typed (the final: while a pool is short of the target, Art. 16 item 15); otherwise PREF_CLOSE_BULLET.
 * Example: =PREF_TABLE(C6:C9, D6:D9, E6:H9, I6:I9, $C$2, J6:J9, FALSE)
 *
 * @param {number[][]} pools Each player's pool (пуля) at the end, 3 or 4 cells.
 * @param {number[][]} mountains Each player's mountain (гора), same size as pools.
 * @param {number[][]} whists Square of whists (висты): row i, column j = whists player i wrote on player j; diagonal empty.
 * @param {number[][]} penalties Optional: each player's penalties in mountain points (Art. 18 item 11); empty = 0.
 * @param {number} target Optional: the party's pool target (120; the final 200).
 * @param {number[][]} awarded Optional: the whists the referee awarded each player (Art. 17 item 7); used when every seat has one.
 * @param {boolean} final Optional: TRUE for the final, played until every pool reaches the target.
 * @param {string[][]} players Optional: the players' names, same size as pools: a rounding tie that cannot be kept goes by name, never by seat.
 * @return Each player's final whists (or blanks while the party is not over), in the orientation of pools.
 * @customfunction
 */
export function PREF_TABLE(
  pools: unknown,
  mountains: unknown,
  whists: unknown,
  penalties?: unknown,
  target?: unknown,
  awarded?: unknown,
  final?: unknown,
  players?: unknown,
): unknown {
  return prefTable({ pools, mountains, whists, penalties, target, awarded, final, players });
}
/* eslint-enable max-params */

/**
 * A preference pulka kept deal by deal (Art. 18 items 1–11): each seat's pool, mountain, whists on each seat, closed, deals next, lowest game.
 * Example: =PREF_PULKA(A2:G61, B1:E1, 120)
 *
 * @param {Array<Array<string|number>>} deals One row per deal: dealer (optional), contract (6♠, 7бп, мизер, распасы, ш1…ш4), declarer, then each seat's cell (tricks, вk, п, пk, ½, б3, м); 6 columns for 3 players, 7 for 4.
 * @param {string[][]} seats Optional: the players' names in seat order (clockwise; the last deals first).
 * @param {number} target Optional: the pool everyone plays to: 120 (the default), 200 in the final.
 * @return n rows: pool, mountain, whists on seat 1…n, closed, deals next, lowest game; the first n + 2 columns feed PREF_CLOSE_BULLET.
 * @customfunction
 */
export function PREF_PULKA(deals: unknown, seats?: unknown, target?: unknown): unknown {
  return prefPulka(deals, seats, target);
}

/**
 * Rating points of one preference tour (Art. 16 items 12–14): place points by whists at each table plus whist-band points; −8 for a missed tour.
 * Example: =PREF_RATING(H2:H14, A2:A14, I2:I14)
 *
 * @param {number[][]} whists Each player's final whists of the party (as PREF_CLOSE_BULLET gives).
 * @param {string[][]} tables Optional: each player's table label; without it the whole list is one table.
 * @param {boolean[][]} missed Optional: TRUE for a player who missed the tour (−8 points).
 * @return Rating points for each player, in the orientation of whists.
 * @customfunction
 */
export function PREF_RATING(whists: unknown, tables?: unknown, missed?: unknown): unknown {
  return prefRating(whists, tables, missed);
}

/**
 * Table sizes for a number of preference players (Art. 16 item 3, Art. 17 item 4): tables of 4, and of 3 only as needed.
 * Example: =PREF_TABLES(10) gives 4, 3, 3
 *
 * @param {number} count Number of players in the tour.
 * @return A column of table sizes, 4s first.
 * @customfunction
 */
export function PREF_TABLES(count: unknown): unknown {
  return prefTables(count);
}

/**
 * The preference standings of Art. 16 item 16 after any number of tours: by total rating, then total whists.
 * Example: =PREF_STANDINGS(A2:A14, C2:I14, K2:Q14)
 *
 * @param {string[][]} players Player names, one per row.
 * @param {number[][]} ratings Rating points, one row per player and one column per tour played.
 * @param {number[][]} whists Whists, the same size as ratings.
 * @return Rows of place, player, total rating, total whists, best first.
 * @customfunction
 */
export function PREF_STANDINGS(players: unknown, ratings: unknown, whists: unknown): unknown {
  return prefStandings(players, ratings, whists);
}

/**
 * A long-backgammon match (Art. 13 item 7, Art. 14 item 2): points of each player and the winner once decided.
 * Example: =BG_MATCH_POINTS(B2:C5)
 *
 * @param {number[][]} parties Up to 4 rows × 2 columns, one row per party: 1 for a win, 2 for a mars, 0 or empty for the loser.
 * @return One row: points of player 1, points of player 2, winner (1 or 2, empty while undecided).
 * @customfunction
 */
export function BG_MATCH_POINTS(parties: unknown): unknown {
  return bgMatchPoints(parties);
}

/* eslint-disable max-params -- GROUP_RANK's and GROUP_TABLE's arguments are the public custom-function
   contract of SPEC §3 and its additions (docs/functions.md): Sheets passes them by position */
/**
 * Places in a round-robin group with each game's tie-breaks (futsal Art. 8, billiards Art. 11, backgammon Art. 14).
 * Example: =GROUP_RANK(A2:A5, C2:H7, "billiards", J2:K3)
 *
 * @param {string[][]} players The group's players or teams (2 to 8).
 * @param {Array<Array<string|number>>} matches Rows of player A, player B, score A, score B, and optionally extra A, extra B (balls or chips); + / - for a forfeit.
 * @param {string} game "futsal", "billiards" or "backgammon" (or "мини-футбол", "бильярд", "нарды").
 * @param {string[][]} tiebreaks Optional: rows of winner, loser of shoot-outs or additional parties.
 * @param {number[][]} parties Optional, backgammon: the party rows beside the match rows (2 columns, as many rows as matches; a match's parties are its row and the rows below it); each match is scored from them as BG_MATCH_POINTS scores it.
 * @param {boolean} unfinished Optional: TRUE to leave out a match not finished yet (one of its scores typed, the other empty; backgammon party rows without a decision by the rules) instead of an error.
 * @return The place of each player, in the orientation of players.
 * @customfunction
 */
export function GROUP_RANK(
  players: unknown,
  matches: unknown,
  game: unknown,
  tiebreaks?: unknown,
  parties?: unknown,
  unfinished?: unknown,
): unknown {
  return groupRank({ players, matches, game, tiebreaks, parties, unfinished });
}

/**
 * A round-robin group's standings table, best first: place, player, played, won, drawn, lost, for, against, difference, points; with a language, an 11th column says why each place is what it is.
 * Example: =GROUP_TABLE(A2:A5, C2:F7, "futsal")
 *
 * @param {string[][]} players The group's players or teams (2 to 8).
 * @param {Array<Array<string|number>>} matches Rows of player A, player B, score A, score B, and optionally extra A, extra B (balls or chips); + / - for a forfeit.
 * @param {string} game "futsal", "billiards" or "backgammon" (or "мини-футбол", "бильярд", "нарды").
 * @param {string[][]} tiebreaks Optional: rows of winner, loser of shoot-outs or additional parties.
 * @param {number[][]} parties Optional, backgammon: the party rows beside the match rows (2 columns, as many rows as matches; a match's parties are its row and the rows below it); each match is scored from them as BG_MATCH_POINTS scores it.
 * @param {boolean} unfinished Optional: TRUE to leave out a match not finished yet (one of its scores typed, the other empty; backgammon party rows without a decision by the rules) instead of an error.
 * @param {string} why Optional: "ru", "kk" or "en" adds an 11th column, why each place is what it is ("3-е: личная встреча, ст. 8 п. 6"); empty where nobody was level on points.
 * @return One row per player, best first.
 * @customfunction
 */
export function GROUP_TABLE(
  players: unknown,
  matches: unknown,
  game: unknown,
  tiebreaks?: unknown,
  parties?: unknown,
  unfinished?: unknown,
  why?: unknown,
): unknown {
  return groupTable({ players, matches, game, tiebreaks, parties, unfinished, why });
}
/* eslint-enable max-params */

/**
 * A preference table kept deal by deal, in one call: PREF_PULKA's pool, mountain, whists on seats 1–4, closed, deals next and lowest game, then the table's result (PREF_CLOSE_BULLET over the pulka) once every pool reached the target or, in a tour, the referee ticked that the time ran out (Art. 18 item 13).
 * Example: =PREF_PROTOCOL(B12:H71, B4:B7, 120, FALSE, C8)
 *
 * @param {Array<Array<string|number>>} deals One row per deal, as PREF_PULKA reads it: dealer (optional), contract, declarer, each seat's cell; 6 columns for 3 players, 7 for 4.
 * @param {string[][]} seats Optional: the players' names in seat order (clockwise; the last deals first).
 * @param {number} target Optional: the pool everyone plays to: 120 (the default), 200 in the final.
 * @param {boolean} final Optional: TRUE for the final, played until every pool reaches the target (never closed by time).
 * @param {boolean} stopped Optional: TRUE when the time limit ended the party (a tour's compulsory close).
 * @return n rows × 10: pool, mountain, whists on seats 1–4, closed, deals next, lowest game, result (blank until the party is over).
 * @customfunction
 */
export function PREF_PROTOCOL(
  deals: unknown,
  seats?: unknown,
  target?: unknown,
  final?: unknown,
  stopped?: unknown,
): unknown {
  return prefProtocol(deals, seats, target, final, stopped);
}

/**
 * The add-on's self-check (menu: run the self-check): when this execution ran, to measure how Sheets runs custom functions in this spreadsheet; the tournament sheets never call it.
 * Example: =KASE_PROBE("run1-1", 300, FALSE)
 *
 * @param {string} token Any text making the call distinct.
 * @param {number} busy Milliseconds the execution stays busy (at most 5000).
 * @param {boolean} lock TRUE to try the document lock (1 taken, 0 held by another execution).
 * @return One row: start and end of the execution (ms, modulo 10⁹), the lock's answer (else the token).
 * @customfunction
 */
export function KASE_PROBE(token: unknown, busy: unknown, lock: unknown): unknown {
  return kaseProbe(token, busy, lock);
}

/**
 * The table queue of one game (its queue sheet): for each table, the match on it now (called, no result yet) and the one it gets next — the next playable match in the plan's order goes to the table that freed, from the record of calls and the results typed since.
 * Example: =KASE_QUEUE(A7:B14, A18:M113, A4:D4)
 *
 * @param {number[][]} tables The tables, one a row: its number, and TRUE when the committee closed it.
 * @param {string[][]} matches The matches in the plan's order, 13 columns: key, match, planned ("1 10:40"), minutes, side A, side B, from day, to day, result typed (TRUE/FALSE), held (TRUE/FALSE), called at ("1 10:40"), table, result at ("1 10:40").
 * @param {string[][]} day One row: play from ("10:00"), until ("22:00"), changeover and rest in minutes.
 * @param {string[][]} elsewhere Optional: another game's queue matches (the same 13 columns); a person on a table there now (called, no result) is not called here.
 * @param {string[][]} elsewhere2 Optional: the third group game's queue matches, the same way.
 * @return One row per table: now ("10:40 A – B"; a call not recorded yet: "A – B") and next ("C – D"); empty where there is none.
 * @customfunction
 */
export function KASE_QUEUE(
  tables: unknown,
  matches: unknown,
  day: unknown,
  elsewhere?: unknown,
  elsewhere2?: unknown,
): unknown {
  return kaseQueue(tables, matches, day, elsewhere, elsewhere2);
}
