/** sidebar/src/actions.ts: each button calls the right server function with the right arguments. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { confirmation, langOf, serverCall, type Request } from '../../sidebar/src/actions';

const SERVER = readFileSync(join(__dirname, '..', '..', 'src', 'server.ts'), 'utf8');

describe('sidebar actions → google.script.run calls', () => {
  const cases: [Request, string, unknown[]][] = [
    [{ action: 'setup', game: null, lang: 'kk' }, 'serverSetup', ['kk']],
    [{ action: 'setup', game: null }, 'serverSetup', []],
    [{ action: 'check', game: 'futsal' }, 'serverCheckRegistration', ['futsal']],
    [{ action: 'admit', game: 'billiards', token: 4242 }, 'serverConfirmAdmission', ['billiards', 4242]],
    [{ action: 'admit', game: 'preference' }, 'serverConfirmAdmission', ['preference', null]],
    [{ action: 'draw', game: 'billiards', seed: ' 42 ' }, 'serverDraw', ['billiards', { seed: '42' }]],
    [{ action: 'draw', game: 'billiards', seed: '' }, 'serverDraw', ['billiards', {}]],
    [{ action: 'groups', game: 'backgammon' }, 'serverGenerateGroups', ['backgammon']],
    [{ action: 'bracket', game: 'backgammon' }, 'serverGenerateBracket', ['backgammon']],
    [{ action: 'finalize-groups', game: 'futsal' }, 'serverFinalizeStage', ['futsal', 'groups']],
    [{ action: 'finalize-bracket', game: 'futsal' }, 'serverFinalizeStage', ['futsal', 'bracket']],
    [
      { action: 'withdraw', game: 'billiards', player: ' <img src=x> ' },
      'serverWithdraw',
      ['billiards', '<img src=x>'],
    ],
    [{ action: 'attendance', game: 'preference' }, 'serverPrepareAttendance', [{}]],
    [{ action: 'seat-tour', game: 'preference', tour: 1, seed: '7' }, 'serverSeatTour', [1, { seed: '7' }]],
    [{ action: 'seat-tour', game: 'preference', tour: 3, seed: '7' }, 'serverSeatTour', [3, {}]],
    [{ action: 'finalize-tour', game: 'preference', tour: 2 }, 'serverFinalizeStage', ['preference', 'tour', 2]],
    [{ action: 'seat-final', game: 'preference' }, 'serverSeatFinal', [{}]],
    [{ action: 'finalize-final', game: 'preference' }, 'serverFinalizeStage', ['preference', 'final']],
    [{ action: 'finalize-standings', game: 'preference' }, 'serverFinalizeStage', ['preference', 'standings']],
    [{ action: 'board', game: null }, 'serverBoard', []],
  ];

  it.each(cases)('%o → %s', (request, fn, args) => {
    const c = serverCall(request);
    expect(c.fn).toBe(fn);
    expect(c.args).toEqual(args);
    expect(SERVER).toMatch(new RegExp(`export function ${fn}\\(`)); // a real server function
  });

  it('a confirmation repeats the call with acceptWarnings, and a draw with the seed that was shown', () => {
    const draw = confirmation(
      { action: 'draw', game: 'billiards', seed: '' },
      { seed: 123, groups: [], needsConfirmation: true },
    );
    expect(serverCall(draw)).toEqual({ fn: 'serverDraw', args: ['billiards', { seed: '123', acceptWarnings: true }] });
    const seat = confirmation({ action: 'seat-tour', game: 'preference', tour: 1, seed: '9' }, undefined);
    expect(serverCall(seat)).toEqual({ fn: 'serverSeatTour', args: [1, { seed: '9', acceptWarnings: true }] });
    expect(serverCall(confirmation({ action: 'attendance', game: 'preference' }, undefined)).args).toEqual([
      { acceptWarnings: true },
    ]);
  });

  it('a check that proposes the admitted list offers its confirmation, with the token it returned (Art. 2 item 5)', async () => {
    const { proposalOf } = await import('../../sidebar/src/actions');
    const data = {
      game: 'billiards',
      registered: 64,
      participants: 52,
      errors: 1,
      warnings: 0,
      admission: { places: 52, max: 64, seats: 12, admitted: 0, admit: ['A'], leftOut: ['X', 'Y'], token: 77 },
    };
    expect(proposalOf(data)).toEqual({ token: 77, leftOut: ['X', 'Y'] });
    for (const none of [
      undefined,
      null,
      3,
      { game: 'billiards' },
      { admission: { leftOut: [] } },
      { admission: { token: '77', leftOut: [] } },
    ])
      expect(proposalOf(none)).toBeNull();
  });

  it('the language before the status arrives: the browser locale', () => {
    expect(langOf('ru-RU')).toBe('ru');
    expect(langOf('kk')).toBe('kk');
    expect(langOf('de-DE')).toBe('en');
    expect(langOf(undefined)).toBe('en');
  });
});

describe('the words of a step', () => {
  it('every action has a text; billiards says net where the sheet is its net', async () => {
    const { SIDEBAR_TEXT } = await import('../../src/i18n/messages-ui');
    const { stepTextKey, withdrawLabelKey } = await import('../../sidebar/src/actions');
    const actions = [
      'setup',
      'check',
      'draw',
      'groups',
      'bracket',
      'finalize-groups',
      'finalize-bracket',
      'withdraw',
      'attendance',
      'seat-tour',
      'finalize-tour',
      'seat-final',
      'finalize-final',
      'finalize-standings',
    ] as const;
    for (const game of ['futsal', 'billiards', 'backgammon', 'preference', null] as const) {
      for (const a of actions) expect(SIDEBAR_TEXT).toHaveProperty(stepTextKey(a, game));
      expect(SIDEBAR_TEXT).toHaveProperty(withdrawLabelKey(game));
    }
    expect(stepTextKey('bracket', 'billiards')).toBe('bracketNet');
    expect(stepTextKey('finalize-bracket', 'billiards')).toBe('finalizeNet');
    expect(stepTextKey('bracket', 'futsal')).toBe('bracket');
    expect(stepTextKey('seat-tour', 'preference')).toBe('seatTour');
    expect(withdrawLabelKey('futsal')).toBe('withdrawLabelTeam');
    expect(withdrawLabelKey('preference')).toBe('withdrawLabelPref');
    expect(withdrawLabelKey('backgammon')).toBe('withdrawLabel');
  });

  it('the net words match the sheet name the billiards play-off gets (labels.ts)', async () => {
    const { SIDEBAR_TEXT } = await import('../../src/i18n/messages-ui');
    const { SHEET_NAMES } = await import('../../src/i18n/labels');
    // "Billiards net" / "Бильярд сетка" / "Бильярд кестесі": the step names the same thing
    expect(SIDEBAR_TEXT.bracketNet.en).toMatch(/net/);
    expect(SIDEBAR_TEXT.bracketNet.ru).toMatch(/сетк/);
    expect(SIDEBAR_TEXT.bracketNet.kk).toMatch(/Кесте/);
    expect(SHEET_NAMES()['bracket.billiards'].ru).toMatch(/сетка/);
    expect(SHEET_NAMES()['bracket.billiards'].kk).toMatch(/кесте/);
  });
});
