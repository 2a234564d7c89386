/**
 * Running the self-check on the fake as a committee member would (issue 22 item 3): the menu's
 * "start", the guided steps on the scratch sheet as a person does them (five cells typed at once,
 * a block pasted, a drop-down choice, a referee trying the protected cell, the tick), "finish".
 * Shared by the self-check's tests and the whole tournament with every switch on.
 */
import type { FakeBook } from '../../fakes/book';
import type { Lang } from '../../src/i18n/messages';
import type { Finding } from '../../src/rules/selfCheck';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import type { Services } from '../../src/sheets/gas';
import { dropdownItem, PASTE_SOURCE, SCRATCH, scratchA1 } from '../../src/sheets/kinds/selfCheckSheet';

/** The add-on's edit trigger (src/menu.ts onEdit), on the fake. */
export function installTrigger(services: Services, book: FakeBook): void {
  book.setEditTrigger((e) => {
    if (!api.recordSelfCheckEdit(services, e as never)) api.recordOnEdit(services, e as never);
  });
}

/** An action the committee clicks again while another member's action holds the lock (at most 4 tries). */
export function retrying<T>(book: FakeBook, act: () => ActionResult<T>): ActionResult<T> {
  let r = act();
  for (let i = 0; i < 3 && !r.ok && r.problems[0]?.code === 'lockBusy'; i++) {
    book.now += 2000;
    r = act();
  }
  return r;
}

/** The guided steps, a few seconds apart; the five cells typed in one go. */
export function guidedSteps(book: FakeBook, scratch: string, lang: Lang): void {
  for (let i = 0; i < SCRATCH.burst.rows; i++) book.typeAs('committee', scratch, scratchA1(SCRATCH.burst, i), i + 1);
  book.now += 5000;
  book.paste(
    'committee',
    scratch,
    scratchA1(SCRATCH.paste),
    PASTE_SOURCE.map((line) => [...line]),
  );
  book.now += 5000;
  book.typeAs('committee', scratch, scratchA1(SCRATCH.dropdown), dropdownItem(lang));
  book.now += 5000;
  try {
    book.typeAs('referee', scratch, scratchA1(SCRATCH.referee), 'x');
  } catch {
    // refused, as it must be
  }
  book.typeAs('committee', scratch, scratchA1(SCRATCH.tried), true);
  book.now += 5000;
}

export interface SelfCheckRun {
  start: ActionResult<api.SelfCheckData>;
  finish: ActionResult<api.SelfCheckData> | null;
  findings: Finding[];
  verdict: (id: Finding['id']) => Finding['verdict'] | undefined;
}

/** Start, the guided steps (unless `guided` is false), finish. */
export function runSelfCheck(services: Services, book: FakeBook, lang: Lang, guided = true): SelfCheckRun {
  installTrigger(services, book);
  const start = retrying(book, () => api.selfCheck(services, 'start', { busyMs: 5 }));
  if (!start.ok) throw new Error(`self-check start refused: ${start.message}`);
  let finish: ActionResult<api.SelfCheckData> | null = null;
  if (guided && start.data?.scratch) {
    guidedSteps(book, start.data.scratch, lang);
    finish = retrying(book, () => api.selfCheck(services, 'finish'));
    if (!finish.ok) throw new Error(`self-check finish refused: ${finish.message}`);
  }
  const findings = (finish ?? start).data?.findings ?? [];
  return { start, finish, findings, verdict: (id) => findings.find((f) => f.id === id)?.verdict };
}
