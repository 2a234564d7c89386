/**
 * What a notice said when the committee marked it sent, and what has changed since (Art. 3 item 2:
 * the participants are told the time and place; Art. 9, 12, 15 item 2 para 2: told before the
 * committee modifies the conditions). Pure: a notice's content as the sheet shows it, the mark the
 * committee typed and what was remembered with it in; what to remember now and what to tell again
 * out.
 *
 * The committee types a mark (a date, "✓", anything) in a notice's "sent" cell. The next time the
 * notices are made, a mark not remembered yet (a new one, or one typed over with another) is taken
 * to have been sent with the content the sheet showed then: that content is remembered with the
 * mark. From then on, each field that differs from the remembered one is a change to tell again: the
 * committee re-sends that notice and types a new mark. A mark cleared forgets. The remembered name
 * and team are kept as a digest only (a name corrected on every sheet must not be corrected in the
 * memory too: it is a change to tell).
 */

/** A notice's content, each field as its cell shows it. */
export interface NoticeContent {
  name: string;
  team: string;
  date: string;
  time: string;
  venue: string;
  table: string;
  rest: string;
  conditions: string;
}

export type ContentField = keyof NoticeContent;

/** The fields compared, in the order the changes are said. */
export const CONTENT_FIELDS: readonly ContentField[] = [
  'name',
  'team',
  'date',
  'time',
  'venue',
  'table',
  'rest',
  'conditions',
];

/** What is remembered: the mark and the content at the time it was typed (name and team as a digest). */
export interface Remembered {
  mark: string;
  content: Omit<NoticeContent, 'name' | 'team'>;
  /** the digest of the name and team sent */
  who: string;
}

/** One change since the notice was sent: the field, what was sent ("" for the name: not kept) and what it says now. */
export interface NoticeChange {
  field: ContentField;
  was: string;
  now: string;
}

const SEP = ' ¦ ';

/** A short digest (FNV-1a, 32 bits, base 36) of a name and team. */
export function digest(name: string, team: string): string {
  let h = 0x811c9dc5;
  for (const ch of `${name}\u0000${team}`) {
    h ^= ch.codePointAt(0) as number;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** The remembered cell's text: the mark, the fields, the digest ("✓ ¦ 25.11.2026 ¦ 10:00 ¦ … ¦ #1x2y3z"). */
export function rememberText(r: Remembered): string {
  const c = r.content;
  return [r.mark, c.date, c.time, c.venue, c.table, c.rest, c.conditions, `#${r.who}`]
    .map((x) => x.split('¦').join('|'))
    .join(SEP);
}

/**
 * The remembered cell read back (each part trimmed: a cell's spaces may be collapsed); null when
 * empty or not ours (then the mark counts as new).
 */
export function readRemembered(text: string): Remembered | null {
  const parts = text.split('¦').map((p) => p.trim());
  if (parts.length !== 8 || !(parts[7] as string).startsWith('#')) return null;
  const [mark, date, time, venue, table, rest, conditions] = parts as [string, ...string[]];
  return {
    mark,
    content: {
      date: date ?? '',
      time: time ?? '',
      venue: venue ?? '',
      table: table ?? '',
      rest: rest ?? '',
      conditions: conditions ?? '',
    },
    who: (parts[7] as string).slice(1),
  };
}

/** Each field that differs between what was sent and what the notice says now. */
export function noticeChanges(sent: Remembered, now: NoticeContent): NoticeChange[] {
  const out: NoticeChange[] = [];
  if (sent.who !== digest(now.name, now.team)) out.push({ field: 'name', was: '', now: now.name });
  for (const f of CONTENT_FIELDS) {
    if (f === 'name' || f === 'team') continue;
    if (sent.content[f] !== now[f]) out.push({ field: f, was: sent.content[f], now: now[f] });
  }
  return out;
}

/**
 * What to remember and what to tell again for one notice: `mark` as typed now (trimmed), `kept` the
 * remembered cell's text as it was, `before` the content the sheet showed until now (null for a
 * notice new on the sheet), `now` its content made now.
 */
export function carryMark(o: { mark: string; kept: string; before: NoticeContent | null; now: NoticeContent }): {
  remembered: string;
  changes: NoticeChange[];
} {
  const mark = o.mark.trim();
  if (mark === '') return { remembered: '', changes: [] };
  const old = readRemembered(o.kept);
  const base = o.before ?? o.now;
  const sent: Remembered =
    old && old.mark === mark
      ? old
      : {
          mark,
          content: {
            date: base.date,
            time: base.time,
            venue: base.venue,
            table: base.table,
            rest: base.rest,
            conditions: base.conditions,
          },
          who: digest(base.name, base.team),
        };
  return { remembered: rememberText(sent), changes: noticeChanges(sent, o.now) };
}
