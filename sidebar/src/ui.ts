/**
 * What every view gets (main.ts makes one): the page's state, its words in the page's language,
 * the parts of the page made once, and what a click may ask for. Views never import calls.ts:
 * they ask through this, so no module imports one that imports it back.
 */
import type { SidebarKey } from '../../src/i18n/messages-ui';
import type { Request } from './actions';
import type { State } from './state';

export type Params = Record<string, string | number>;

/** The parts of the page made once (views/page.ts): toolbar and busy line, result box, sections. */
export interface Page {
  app: HTMLElement;
  refreshButton: HTMLButtonElement;
  /** the busy line */
  busy: HTMLElement;
  busyLabel: HTMLElement;
  busyTime: HTMLElement;
  /** the result box */
  result: HTMLElement;
  /** the result's pointer to the game's next step: updated apart, once the fresh status is in */
  next: HTMLElement;
  /** what `next` shows now (null: to be drawn) */
  nextKey: string | null;
  /** the result box's own buttons (confirm, admit, dismiss): disabled while a call runs */
  buttons: HTMLButtonElement[];
  /** the sections: identity, setup, games */
  sections: HTMLElement;
}

export interface Ui {
  s: State;
  t: (key: SidebarKey, params?: Params) => string;
  page: Page;
  /** runs an action (one call at a time); `step` names the step whose row shows it running */
  run: (request: Request, step?: string | null) => void;
  /** reads the status again */
  refresh: () => void;
  /** shows or hides the referee card (reading it first if need be) */
  toggleCard: () => void;
  /** renders the sections again, then focuses the element of id `focus` (a select just changed, a box found empty) */
  redraw: (focus?: string) => void;
}
