/** build.mjs refuses a custom function Sheets could not offer in autocomplete. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { checkDoc, customFunctions, wrapper } from '../build.mjs';

const good = `
/**
 * Adds things up, a description long enough to read.
 * Example: =ADD(A1:A3, 2)
 *
 * @param {number[][]} values The numbers.
 * @param {number} extra Optional: one more.
 * @return The sum.
 * @customfunction
 */
export function ADD(values: unknown, extra?: unknown): unknown {
  return 0;
}
`;

describe('build.mjs: custom function docs', () => {
  it('finds the function, its arguments and its JSDoc', () => {
    const [fn] = customFunctions(good);
    expect(fn.name).toBe('ADD');
    expect(fn.params).toEqual(['values', 'extra']);
    expect(checkDoc(fn)).toEqual([]);
    expect(wrapper(fn)).toMatch(
      /\*\/\nfunction ADD\(values, extra\) \{\n {2}return Tournament\.ADD\(values, extra\);\n\}/,
    );
  });

  it.each([
    ['@customfunction', ' * @customfunction\n', /no @customfunction/],
    ['the example', ' * Example: =ADD(A1:A3, 2)\n', /no "Example/],
    [
      'a @param line',
      ' * @param {number} extra Optional: one more.\n',
      /@param lines \(values\) do not match the arguments \(values, extra\)/,
    ],
    ['@return', ' * @return The sum.\n', /no @return/],
    ['the description', ' * Adds things up, a description long enough to read.\n', /no description/],
  ])('reports a block without %s', (_, line, problem) => {
    const [fn] = customFunctions(good.replace(line, ''));
    expect((checkDoc(fn) as string[]).join('\n')).toMatch(problem);
  });
});

describe('build.mjs: menu functions and the sidebar page', async () => {
  // @ts-expect-error build.mjs is plain JavaScript without type declarations
  const { menuProblems, sidebarProblems, scriptSafe, MAX_SIDEBAR_BYTES } = await import('../build.mjs');
  const doc = (name: string, params = '') =>
    `/**\n * Does ${name}.\n */\nexport function ${name}(${params}): void {}\n`;
  const menuSource = `${doc('onOpen', 'e?: OpenEvent')}${doc('onInstall', 'e?: OpenEvent')}${doc('onEdit', 'e?: EditEvent')}${doc('showSidebar')}
    ui.createAddonMenu().addItem(text('menuOpen', lang), 'showSidebar').addToUi();`;

  it('accepts a menu whose handlers are its own top-level functions', () => {
    const menu = customFunctions(menuSource);
    expect(menu.map((f: { name: string }) => f.name)).toEqual(['onOpen', 'onInstall', 'onEdit', 'showSidebar']);
    expect(menu[0].params).toEqual(['e']);
    expect(menuProblems(menuSource, menu, ['serverStatus'])).toEqual([]);
    expect(wrapper(menu[0])).toMatch(/\nfunction onOpen\(e\) \{\n {2}return Tournament\.onOpen\(e\);\n\}/);
  });

  it.each([
    ['a missing onInstall', menuSource.replace(doc('onInstall', 'e?: OpenEvent'), ''), /onInstall: missing/],
    [
      'a handler that is not a menu function',
      `${menuSource} menu.addItem(text('x', lang), 'nowhere');`,
      /handler nowhere/,
    ],
    [
      'a handler that is not a quoted name',
      `${menuSource} menu.addItem(text('x', lang), handlerName);`,
      /not a plain function name/,
    ],
    [
      'a custom function',
      menuSource.replace(' * Does showSidebar.', ' * Does showSidebar.\n * @customfunction'),
      /showSidebar: a menu function must not be a custom function/,
    ],
  ])('refuses %s', (_, source, problem) => {
    expect((menuProblems(source, customFunctions(source), []) as string[]).join('\n')).toMatch(problem);
  });

  it('refuses a name that is also a server function', () => {
    expect(menuProblems(menuSource, customFunctions(menuSource), ['showSidebar']).join('\n')).toMatch(
      /both a menu function and/,
    );
  });

  it('a sidebar page must be self-contained and within its budget', () => {
    const page =
      '<!DOCTYPE html><html><head><style>a{color:red}</style></head><body><main id="app"></main><script>var a="x";</script></body></html>';
    expect(sidebarProblems(page)).toEqual([]);
    for (const bad of [
      '<script src="https://cdn.example.com/x.js"></script>',
      '<link rel="stylesheet" href="x.css">',
      '<style>@import "x.css";</style>',
      '<style>body{background:url(x.png)}</style>',
      '<img src=x>',
      '<script>fetch("//evil.example/x")</script>',
      '<script>var u="http://example.com"</script>',
      '<!-- @inline script -->',
    ]) {
      expect(sidebarProblems(page.replace('<main id="app"></main>', bad)), bad).not.toEqual([]);
    }
    expect(sidebarProblems('x'.repeat(MAX_SIDEBAR_BYTES + 1)).join()).toMatch(/budget/);
  });

  it('script text cannot end its <script> element early', () => {
    expect(scriptSafe('var s="</script><img src=x>";var c="<!--";')).toBe(
      'var s="<\\/script><img src=x>";var c="<\\!--";',
    );
  });
});
