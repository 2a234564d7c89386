/**
 * The layers of CONTRIBUTING.md, held by a test: what each folder of src may import.
 *
 *   src/rules      pure rules: imports only src/rules and the schema library zod (types may come
 *                  from src/i18n)
 *   src/i18n       the words: imports only src/i18n and src/rules
 *   src/functions  the custom functions: only src/rules, src/i18n and itself
 *   src/sheets     the Apps Script side; its sheet kinds (src/sheets/kinds) never import its
 *                  actions (src/sheets/actions); an action never imports another action: what
 *                  the verbs share is in src/sheets/common, which imports no action
 *   sidebar/src    the sidebar page: itself, src/i18n and src/rules; anything else as types only
 *   nothing in src or sidebar/src imports fakes/, workbench/, test/ or bench/, and no file takes
 *   part in an import cycle (a cycle means two modules that are really one idea, or a type that
 *   belongs in a module of its own, like src/i18n/types.ts or src/rules/settingTypes.ts).
 *
 * The imports are read with the TypeScript parser (import and export … from), so a type-only
 * import is told from one that loads code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (path.endsWith('.ts')) out.push(path);
  }
  return out;
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false; // import './x': runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** Every import of the files below `dirs` (relative paths from the repository root; packages as their name). */
export function importsOf(dirs: readonly string[]): Edge[] {
  const edges: Edge[] = [];
  for (const file of dirs.flatMap((d) => sources(join(ROOT, d)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
      const spec = statement.moduleSpecifier;
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const to = spec.text.startsWith('.')
        ? relative(ROOT, resolve(dirname(file), spec.text)).replace(/(\.ts)?$/, '.ts')
        : spec.text;
      edges.push({ from: relative(ROOT, file), to, typeOnly: isTypeOnly(statement) });
    }
  }
  return edges;
}

const EDGES = importsOf(['src', 'sidebar/src']);
/** The package an import names ("zod/mini" is zod). */
const packageOf = (to: string) => to.split('/')[0] as string;
const under = (path: string, ...dirs: string[]) => dirs.some((d) => path.startsWith(`${d}/`));
const show = (edges: readonly Edge[]) => edges.map((e) => `${e.from} → ${e.to}${e.typeOnly ? ' (type)' : ''}`);

/** The imports of one action by another that remain, each with its reason. */
const ACTION_TO_ACTION = new Map<string, string>([
  ...['prepareAttendance', 'seatTour', 'seatFinal'].map(
    (verb) =>
      [
        `src/sheets/actions/preference.ts → src/sheets/actions/${verb}.ts`,
        'preference.ts is these verbs as the server has them: it checks the arguments and the registration, ' +
          'reads the settings, and hands the players and the settings to the verb, which the tests call directly',
      ] as const,
  ),
]);

describe('layers (CONTRIBUTING.md, "The layers")', () => {
  it('reads the imports (the test can see them)', () => {
    expect(EDGES.length).toBeGreaterThan(500);
    expect(EDGES.some((e) => e.from === 'src/functions/group.ts' && e.to === 'src/rules/group.ts')).toBe(true);
    expect(EDGES.some((e) => e.typeOnly)).toBe(true);
  });

  it('src/rules imports only src/rules and zod; types may come from src/i18n', () => {
    const bad = EDGES.filter(
      (e) =>
        under(e.from, 'src/rules') &&
        !under(e.to, 'src/rules') &&
        packageOf(e.to) !== 'zod' &&
        !(e.typeOnly && under(e.to, 'src/i18n')),
    );
    expect(show(bad)).toEqual([]);
  });

  it('src/i18n imports only src/i18n and src/rules', () => {
    const bad = EDGES.filter((e) => under(e.from, 'src/i18n') && !under(e.to, 'src/i18n', 'src/rules'));
    expect(show(bad)).toEqual([]);
  });

  it('src/functions imports only src/rules, src/i18n and itself', () => {
    const bad = EDGES.filter(
      (e) => under(e.from, 'src/functions') && !under(e.to, 'src/functions', 'src/rules', 'src/i18n'),
    );
    expect(show(bad)).toEqual([]);
  });

  it('src/sheets/kinds never imports src/sheets/actions', () => {
    const bad = EDGES.filter((e) => under(e.from, 'src/sheets/kinds') && under(e.to, 'src/sheets/actions'));
    expect(show(bad)).toEqual([]);
  });

  it('an action imports no other action: what two verbs share is in src/sheets/common', () => {
    const bad = EDGES.filter(
      (e) =>
        under(e.from, 'src/sheets/actions') &&
        under(e.to, 'src/sheets/actions') &&
        !ACTION_TO_ACTION.has(`${e.from} → ${e.to}`),
    );
    expect(show(bad)).toEqual([]);
    // Each exception is still needed (an import that went away leaves the list).
    const edges = new Set(EDGES.map((e) => `${e.from} → ${e.to}`));
    expect([...ACTION_TO_ACTION.keys()].filter((k) => !edges.has(k))).toEqual([]);
  });

  it('src/sheets/common never imports an action', () => {
    const bad = EDGES.filter((e) => under(e.from, 'src/sheets/common') && under(e.to, 'src/sheets/actions'));
    expect(show(bad)).toEqual([]);
  });

  it('the sidebar page loads only its own code, src/i18n and src/rules (the rest as types)', () => {
    const bad = EDGES.filter(
      (e) => under(e.from, 'sidebar/src') && !e.typeOnly && !under(e.to, 'sidebar/src', 'src/i18n', 'src/rules'),
    );
    expect(show(bad)).toEqual([]);
  });

  it('nothing in src or the sidebar imports fakes/, workbench/, test/ or bench/, nor a package outside the list', () => {
    const PACKAGES = new Set(['zod']);
    const bad = EDGES.filter(
      (e) =>
        under(e.to, 'fakes', 'workbench', 'test', 'bench') || (!e.to.endsWith('.ts') && !PACKAGES.has(packageOf(e.to))),
    );
    expect(show(bad)).toEqual([]);
  });

  it('no import cycle', () => {
    const next = new Map<string, string[]>();
    for (const e of EDGES) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const to of next.get(file) ?? []) {
        if (state.get(to) === 'open') cycles.push([...path.slice(path.indexOf(to)), to].join(' → '));
        else if (!state.has(to)) visit(to);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of next.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
