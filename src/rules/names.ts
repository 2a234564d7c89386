/** Names are compared as people read them: trimmed, single-spaced, case-insensitive. */
export function nameKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}
