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
    expect(wrapper(fn)).toMatch(/\*\/\nfunction ADD\(values, extra\) \{\n {2}return Tournament\.ADD\(values, extra\);\n\}/);
  });

  it.each([
    ['@customfunction', ' * @customfunction\n', /no @customfunction/],
    ['the example', ' * Example: =ADD(A1:A3, 2)\n', /no "Example/],
    ['a @param line', ' * @param {number} extra Optional: one more.\n', /@param lines \(values\) do not match the arguments \(values, extra\)/],
    ['@return', ' * @return The sum.\n', /no @return/],
    ['the description', ' * Adds things up, a description long enough to read.\n', /no description/],
  ])('reports a block without %s', (_, line, problem) => {
    const [fn] = customFunctions(good.replace(line, ''));
    expect((checkDoc(fn) as string[]).join('\n')).toMatch(problem);
  });
});
