/**
 * A name corrected inside a text the add-on wrote (SPEC §5 "A person's name is one name"): a cell
 * that is a name, and a cell that holds names among other words — a preference table's players
 * "Ким Анна, Ли Бо", a no-show status "✓ 12.12 10:16: Ким Анна — forfeit", the notices' and the
 * day plans' lines. Pure.
 *
 * A name is replaced only where it stands as a whole name: not inside a longer word (the letter or
 * digit before and after it ends it), and not inside a longer name of the same list ("Ким Анна"
 * inside "Ким Анна Сергеевна", when both are shown names: the longest name found at a place wins).
 */

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}\p{M}]/u.test(ch);
}

/**
 * `text` with every whole occurrence of a name of `mapping` replaced by its new form. `known` are
 * all the names the text may hold (the shown names of the game, those of `mapping` among them), so
 * that a shorter name is never found inside a longer one. Returns the text unchanged (the same
 * string) when nothing is replaced.
 */
export function renameInText(text: string, mapping: ReadonlyMap<string, string>, known: readonly string[]): string {
  if (mapping.size === 0 || text === '') return text;
  if (![...mapping.keys()].some((k) => k !== '' && text.includes(k))) return text;
  const names = [...new Set([...known, ...mapping.keys()])].filter((n) => n !== '').sort((a, b) => b.length - a.length);
  const taken: { from: number; to: number; name: string }[] = [];
  for (const name of names) {
    let at = text.indexOf(name);
    while (at >= 0) {
      const end = at + name.length;
      const whole = !isWordChar(text[at - 1]) && !isWordChar(text[end]);
      if (whole && !taken.some((t) => at < t.to && end > t.from)) taken.push({ from: at, to: end, name });
      at = text.indexOf(name, at + 1);
    }
  }
  const changes = taken.filter((t) => mapping.has(t.name)).sort((a, b) => a.from - b.from);
  if (changes.length === 0) return text;
  let out = '';
  let pos = 0;
  for (const c of changes) {
    out += text.slice(pos, c.from) + (mapping.get(c.name) as string);
    pos = c.to;
  }
  return out + text.slice(pos);
}
