/**
 * The one way the sidebar builds its page: `el(tag, attrs, ...children)`. Text goes in only as
 * text nodes (player names, sheet names and cells from the spreadsheet can never become markup).
 */
export type Attr = string | number | boolean | null | undefined;
export type Child = Node | string | null | undefined | false;
export type Handlers = Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>>;
/** Attributes (false / null / undefined = absent, true = present) and `on`: event handlers. */
export type Attrs = { [name: string]: Attr | Handlers; on?: Handlers };

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'on' || value === null || value === undefined || value === false || typeof value === 'object')
      continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [type, handler] of Object.entries(attrs.on ?? {})) {
    if (handler) node.addEventListener(type, handler as EventListener);
  }
  append(node, ...children);
  return node;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces everything inside `parent` (no markup parsing involved). */
export function replaceChildren(parent: Node, ...children: Child[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, ...children);
}

/** A button that only runs its handlers (`type="button"`: it never submits anything). */
export function button(attrs: Attrs, ...children: Child[]): HTMLButtonElement {
  return el('button', { type: 'button', ...attrs }, ...children);
}
