/**
 * sidebar/src/state.ts: the page's data and its transitions (no DOM). Above all, after an action,
 * whether the status must still be read: a result that carries the fresh status (`status`, the
 * shape of serverStatus's data) is the status, and no serverStatus call follows; without it the
 * status is read after the action, as before.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import type { Request } from '../../sidebar/src/actions';
import {
  actionAnswered,
  initialState,
  pickRequest,
  statusAnswered,
  stepRequest,
  type ActionAnswer,
} from '../../sidebar/src/state';
import type { Step } from '../../sidebar/src/steps';
import { expectOk } from '../e2e/helpers';

/** The status of a fresh spreadsheet in a Kazakh interface, as serverStatus gives it. */
function freshStatus(): api.Status {
  const { services } = createFakeServices({ locale: 'kk_KZ' });
  return expectOk(api.status(services));
}

const DRAW: Request = { action: 'draw', game: 'futsal' };
const done = (extra: Partial<ActionAnswer> = {}): ActionAnswer => ({
  ok: true,
  message: 'ok',
  problems: [],
  sheets: [],
  ...extra,
});

describe('after an action: the status it carries, else a status read', () => {
  it('a result carrying the fresh status: it becomes the status, in its language, and no status read is needed', () => {
    const s = initialState('en');
    const status = freshStatus();
    expect(actionAnswered(s, DRAW, done({ status }))).toBe(false);
    expect(s.status).toBe(status);
    expect(s.lang).toBe('kk');
  });

  it('a refusal carrying the fresh status: the same (the status is the one after the refusal)', () => {
    const s = initialState('en');
    const status = freshStatus();
    expect(actionAnswered(s, DRAW, done({ ok: false, message: 'no', status }))).toBe(false);
    expect(s.status).toBe(status);
  });

  it('a result without a status: the status stays as it was until serverStatus is read again', () => {
    const s = initialState('en');
    const before = freshStatus();
    s.status = before;
    expect(actionAnswered(s, DRAW, done())).toBe(true);
    expect(actionAnswered(s, DRAW, done({ status: null }))).toBe(true);
    expect(s.status).toBe(before);
    expect(s.lang).toBe('en');
  });

  it('the check counts as done in this session only when it ran without errors', () => {
    const s = initialState('en');
    actionAnswered(s, { action: 'check', game: 'billiards' }, done({ ok: false }));
    expect(s.session.checked.billiards).toBeUndefined();
    actionAnswered(s, { action: 'check', game: 'billiards' }, done());
    expect(s.session.checked.billiards).toBe(true);
  });
});

describe('the status read', () => {
  it('its data becomes the status; a failed read is shown, unless an action result is shown already', () => {
    const s = initialState('en');
    const status = freshStatus();
    expect(statusAnswered(s, { ...done(), data: status }, 'Status not read')).toBeNull();
    expect(s.status).toBe(status);
    const failed = statusAnswered(s, done({ ok: false, message: 'locked' }), 'Status not read');
    expect(failed).toMatchObject({
      kind: 'result',
      request: null,
      result: { ok: false, message: 'Status not read: locked' },
    });
    s.shown = { kind: 'result', title: 'Futsal: draw', request: DRAW, result: done() };
    expect(statusAnswered(s, 'not a result', 'Status not read')).toBeNull();
  });
});

describe('a step pressed', () => {
  const withdraw: Step = { action: 'withdraw', game: 'futsal', state: 'available', enabled: true, extra: true };

  it('a withdrawal with an empty name box asks for nothing: the box is marked missing', () => {
    const s = initialState('en');
    s.inputs['player:futsal'] = '  ';
    expect(stepRequest(s, withdraw)).toEqual({ missing: 'player:futsal' });
    expect(s.missing['player:futsal']).toBe(true);
    s.inputs['player:futsal'] = 'Team A';
    expect(stepRequest(s, withdraw)).toEqual({ action: 'withdraw', game: 'futsal', player: 'Team A' });
    expect(s.missing['player:futsal']).toBe(false);
  });

  it('the final with a pick: exactly the seats ticked and a reason, else nothing is asked', () => {
    const s = initialState('en');
    s.tie = { tied: ['A', 'B', 'C'], seats: 2, certain: ['D'], rating: 10, whists: 5 };
    s.pick = ['C'];
    expect(pickRequest(s)).toBeNull();
    expect(s.pickError).toBe('count');
    s.pick = ['C', 'A'];
    expect(pickRequest(s)).toBeNull();
    expect(s.pickError).toBe('reason');
    s.inputs['tie:reason'] = ' drawn by lot ';
    expect(pickRequest(s)).toEqual({
      action: 'seat-final',
      game: 'preference',
      pick: ['A', 'C'],
      pickReason: 'drawn by lot',
    });
  });
});
