/**
 * The sidebar's colours meet WCAG 2.1 AA: text 4.5:1 against the background it is shown on, control
 * borders and state marks 3:1 (1.4.3, 1.4.11). Reads the custom properties of sidebar/sidebar.css.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, '..', '..', 'sidebar', 'sidebar.css'), 'utf8');
const vars: Record<string, string> = Object.fromEntries(
  [...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1] as string, (m[2] as string).toLowerCase()]),
);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

const color = (v: string): string => (v.startsWith('#') ? v : (vars[v] ?? `missing --${v}`));

describe('sidebar colours (WCAG AA)', () => {
  it('the check itself: black on white is 21:1, the same colour 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  // [foreground, background, minimum, where]
  const pairs: [string, string, number, string][] = [
    ['fg', '#ffffff', 4.5, 'body text'],
    ['muted', '#ffffff', 4.5, 'facts, hints, labels'],
    ['muted', 'err-bg', 4.5, 'details in a refused result'],
    ['muted', 'ok-bg', 4.5, 'sheets written, in a success'],
    ['muted', 'warn-bg', 4.5, 'the title of a result to confirm'],
    ['muted', '#f8f9fa', 4.5, 'a locked or disabled step'],
    ['accent', '#ffffff', 4.5, 'the busy line, "next step", links'],
    ['accent', 'ok-bg', 4.5, 'the next-step link in a success'],
    ['accent', 'err-bg', 4.5, 'the next-step link in a refusal'],
    ['#ffffff', 'accent', 4.5, "the next step's button"],
    ['#ffffff', 'err', 4.5, 'the error badge'],
    ['#ffffff', 'warn', 4.5, 'the warning badge'],
    ['ok', 'ok-bg', 4.5, 'a done step'],
    ['err', '#ffffff', 4.5, 'the message under an empty name box'],
    ['fg', 'err-bg', 4.5, 'a refusal'],
    ['err', '#f8f9fa', 4.5, 'the message under an empty field of the rulings box'],
    ['fg', 'warn-bg', 4.5, 'the tied players of the final'],
    ['err', 'warn-bg', 4.5, 'the message under the tied players or the reason'],
    ['accent', '#f8f9fa', 3, 'the edge of the rulings box'],
    ['edge', '#ffffff', 3, 'the border of buttons and boxes, the mark of a locked step'],
  ];

  it.each(pairs)('%s on %s ≥ %s (%s)', (fg, bg, min) => {
    const f = color(fg);
    const b = color(bg);
    expect(f).toMatch(/^#[0-9a-f]{6}$/);
    expect(b).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(f, b)).toBeGreaterThanOrEqual(min);
  });
});
