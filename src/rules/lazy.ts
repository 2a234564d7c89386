/**
 * A value made on first use and kept. In Google Sheets every custom-function cell is its own
 * execution that loads the whole script, so a table a call may never need (the messages of
 * every error, the settings' descriptions) is built when it is first read, not at load.
 */
export function lazy<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}
