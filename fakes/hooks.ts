/**
 * The moment after each call of the add-on: `book.onCall(hook)` lets a test act there (a referee
 * typing between two calls of an action). A call is logged when it starts (book.record), but a
 * person acting "right after getValues" must act after the values were read; so every method of
 * the Apps Script objects is wrapped once: the outermost call, when it returns or throws, hands
 * the calls it logged to the book (`leaveCall`), which runs the hooks on them.
 *
 * No imports, so that every module of fakes/ can use it whatever the order they load in.
 */

/** What the wrapper needs from the book every fake object keeps as `book`. */
export interface CallScope {
  enterCall(): void;
  leaveCall(): void;
}

/** Wraps every method of `cls` so that the book knows when a call of the add-on begins and ends. */
export function reportCalls(cls: { prototype: object }): void {
  const proto = cls.prototype as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === 'constructor') continue;
    const d = Object.getOwnPropertyDescriptor(proto, name);
    if (!d || typeof d.value !== 'function') continue;
    const f = d.value as (...a: unknown[]) => unknown;
    const wrapped = function (this: { book: CallScope }, ...args: unknown[]): unknown {
      const scope = this.book;
      scope.enterCall();
      try {
        return f.apply(this, args);
      } finally {
        scope.leaveCall();
      }
    };
    Object.defineProperty(wrapped, 'name', { value: name });
    proto[name] = wrapped;
  }
}
