/**
 * The documentation on a fresh clone (issue 24 item 10): every link of the README and of docs/
 * leads to a file the repository carries — nothing outside it (the specification and the rules
 * were at ../shared, beside the repository, and dead for anyone who cloned it) — and the copies
 * of the specification and the rules (docs/SPEC.md, docs/rules-text/) stay equal to ../shared when
 * it is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../workbench/host';

const SHARED = resolve(ROOT, '..', 'shared');
const COPIES = join(ROOT, 'docs', 'rules-text');

/** The Markdown pages a reader of the repository opens. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md') && f !== 'SPEC.md')
    .map((f) => join('docs', f));
  return ['README.md', 'CONTRIBUTING.md', 'sidebar/README.md', 'docs/rules-text/README.md', ...docs];
}

/** Relative link targets of a Markdown page: `](target)`, the #anchor and a title left off. */
function links(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1] as string)
    .filter((t) => !/^[a-z]+:/i.test(t) && !t.startsWith('#'))
    .map((t) => decodeURI(t.split('#')[0] as string));
}

describe('the documentation on a fresh clone', () => {
  it('every relative link leads to a file inside the repository', () => {
    const broken: string[] = [];
    for (const page of pages()) {
      const text = readFileSync(join(ROOT, page), 'utf8');
      for (const target of links(text)) {
        const to = resolve(ROOT, dirname(page), target);
        const inside = !relative(ROOT, to).startsWith('..');
        if (!inside || !existsSync(to)) broken.push(`${page}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README and the docs point to the copies, not to ../shared', () => {
    for (const page of pages().filter((p) => p !== 'docs/rules-text/README.md'))
      expect(readFileSync(join(ROOT, page), 'utf8'), page).not.toMatch(/\.\.\/shared/);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('](docs/SPEC.md)');
    expect(readme).toContain('](docs/rules-text/kase-tournament-rules.ru.md)');
  });

  it.skipIf(!existsSync(SHARED))(
    `docs/SPEC.md and docs/rules-text/ are byte for byte ../shared${existsSync(SHARED) ? '' : ' (skipped: no ../shared here)'}`,
    () => {
      expect(readFileSync(join(ROOT, 'docs', 'SPEC.md'))).toEqual(readFileSync(join(SHARED, 'SPEC.md')));
      const originals = readdirSync(join(SHARED, 'rules')).sort();
      const copies = readdirSync(COPIES)
        .filter((f) => f !== 'README.md')
        .sort();
      expect(copies).toEqual(originals);
      for (const f of originals)
        expect(readFileSync(join(COPIES, f)), f).toEqual(readFileSync(join(SHARED, 'rules', f)));
    },
  );

  it('every file CONTRIBUTING.md names in backquotes exists (its "where is" answers stay true)', () => {
    const text = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');
    const named = [
      ...text.matchAll(/`((?:src|sidebar|test|fakes|bench|workbench|docs)\/[^`<>…*\s]+\.(?:ts|md|mjs))`/g),
    ].map((m) => m[1] as string);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
