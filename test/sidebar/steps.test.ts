/** sidebar/src/steps.ts: what is done, what is next, what waits (pure). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameStatus, PreferenceProgress, Status } from '../../src/sheets/api';
import { nextStep, plan, type GamePlan, type Session, type Step, type StepAction } from '../../sidebar/src/steps';

function game(id: GameStatus['game'], over: Partial<GameStatus> = {}): GameStatus {
  return {
    game: id,
    registered: true,
    drawn: false,
    groups: false,
    bracket: false,
    registrants: 0,
    teams: 0,
    groupsFinalized: false,
    bracketFinalized: false,
    ...over,
  };
}

function pref(tours: number, over: Partial<PreferenceProgress> = {}): PreferenceProgress {
  return {
    tours,
    attendance: false,
    rounds: Array.from({ length: tours }, (_, i) => ({
      n: i + 1,
      seated: false,
      complete: false,
      finalized: false,
      tables: 0,
      completeTables: 0,
    })),
    final: { seated: false, complete: false, finalized: false },
    standingsFinalized: false,
    next: { step: 'attendance' },
    ...over,
  };
}

function status(
  over: Partial<Status> = {},
  games: Partial<Record<GameStatus['game'], Partial<GameStatus>>> = {},
): Status {
  return {
    lang: 'en',
    settings: true,
    settingsProblems: [],
    games: (['futsal', 'billiards', 'backgammon', 'preference'] as const).map((g) => game(g, games[g])),
    sheets: [],
    preference: pref(7),
    preferenceProblems: [],
    playoffFlags: [],
    identityProblems: [],
    notices: [],
    ...over,
  };
}

function of(p: ReturnType<typeof plan>, id: string): GamePlan {
  const g = p.games.find((x) => x.game === id);
  if (!g) throw new Error(id);
  return g;
}

function stateOf(g: GamePlan, action: StepAction, tour?: number): Step['state'] {
  const s = g.steps.find((x) => x.action === action && x.tour === tour);
  if (!s) throw new Error(`${action} ${tour}`);
  return s.state;
}

const nextOf = (g: GamePlan) =>
  g.steps.filter((s) => s.state === 'next').map((s) => (s.tour ? `${s.action} ${s.tour}` : s.action));

describe('steps of a group game', () => {
  it('before the setup every game step is locked and the setup is next', () => {
    const p = plan(status({ settings: false }, { futsal: { registered: false } }));
    expect(p.setup.state).toBe('next');
    for (const g of p.games) {
      expect(g.steps.every((s) => s.state === 'locked' && !s.enabled)).toBe(true);
      expect(g.finished).toBe(false);
    }
    // The notices of every game (Art. 3 item 2): with the setup, once it is done; never next.
    expect(p.notices).toMatchObject({ action: 'notices', game: null, state: 'locked', enabled: false });
    expect(plan(status()).notices).toMatchObject({ state: 'available', enabled: true, extra: true });
    // The board to publish (issue 25 item 1): the same, any time after the setup.
    expect(p.board).toMatchObject({ action: 'board', game: null, state: 'locked', enabled: false });
    expect(plan(status()).board).toMatchObject({ state: 'available', enabled: true, extra: true });
  });

  it('check → draw → play-off → finalize groups → finalize play-off; rebuild and withdraw after the draw', () => {
    let p = plan(status());
    expect(p.setup.state).toBe('done');
    expect(p.setup.enabled).toBe(true); // run again to refresh the editors
    expect(nextOf(of(p, 'billiards'))).toEqual(['check']);
    expect(stateOf(of(p, 'billiards'), 'draw')).toBe('locked');
    expect(stateOf(of(p, 'billiards'), 'withdraw')).toBe('locked');

    const checked: Session = { checked: { billiards: true } };
    p = plan(status(), checked);
    expect(nextOf(of(p, 'billiards'))).toEqual(['draw']);
    expect(nextOf(of(p, 'futsal'))).toEqual(['check']); // another game's check does not count

    p = plan(status({}, { billiards: { drawn: true, groups: true } }));
    const b = of(p, 'billiards');
    expect(stateOf(b, 'check')).toBe('done');
    expect(stateOf(b, 'draw')).toBe('done');
    expect(b.steps.find((s) => s.action === 'draw')?.enabled).toBe(true); // a redraw before scores
    expect(nextOf(b)).toEqual(['bracket']);
    expect(stateOf(b, 'groups')).toBe('available');
    expect(stateOf(b, 'finalize-groups')).toBe('available');
    expect(stateOf(b, 'finalize-bracket')).toBe('locked');
    expect(stateOf(b, 'withdraw')).toBe('available');

    p = plan(status({}, { billiards: { drawn: true, groups: true, bracket: true, groupsFinalized: true } }));
    expect(nextOf(of(p, 'billiards'))).toEqual(['finalize-bracket']);
    expect(stateOf(of(p, 'billiards'), 'groups')).toBe('done');
    expect(of(p, 'billiards').steps.find((s) => s.action === 'draw')?.enabled).toBe(false); // frozen groups: no redraw

    p = plan(
      status(
        {},
        { billiards: { drawn: true, groups: true, bracket: true, groupsFinalized: true, bracketFinalized: true } },
      ),
    );
    expect(of(p, 'billiards').finished).toBe(true);
    expect(nextOf(of(p, 'billiards'))).toEqual([]);
    expect(stateOf(of(p, 'billiards'), 'withdraw')).toBe('available');
  });

  it('a draw log without its group sheet asks for the draw again', () => {
    const p = plan(status({}, { backgammon: { drawn: true, groups: false } }));
    expect(nextOf(of(p, 'backgammon'))).toEqual(['draw']);
    expect(stateOf(of(p, 'backgammon'), 'bracket')).toBe('locked');
  });
});

describe('steps of preference', () => {
  it('check → attendance → seat tour 1 → finalize tour 1 → … → final → standings', () => {
    let p = plan(status());
    expect(nextOf(of(p, 'preference'))).toEqual(['check']);
    expect(of(p, 'preference').steps.filter((s) => s.action === 'seat-tour')).toHaveLength(7);

    p = plan(status({ preference: pref(3, { attendance: true }) }));
    expect(nextOf(of(p, 'preference'))).toEqual(['seat-tour 1']);
    expect(stateOf(of(p, 'preference'), 'seat-tour', 2)).toBe('locked');

    const seated = pref(3, { attendance: true });
    seated.rounds[0] = { n: 1, seated: true, complete: false, finalized: false, tables: 4, completeTables: 1 };
    p = plan(status({ preference: seated }));
    const g = of(p, 'preference');
    expect(nextOf(g)).toEqual(['finalize-tour 1']);
    expect(stateOf(g, 'seat-tour', 2)).toBe('locked'); // tour 1 still being played
    expect(g.steps.find((s) => s.action === 'seat-tour' && s.tour === 1)).toMatchObject({
      state: 'done',
      enabled: true,
      progress: { done: 1, tables: 4 },
    });

    seated.rounds[0] = { n: 1, seated: true, complete: true, finalized: false, tables: 4, completeTables: 4 };
    p = plan(status({ preference: seated }));
    expect(nextOf(of(p, 'preference'))).toEqual(['finalize-tour 1']);
    expect(stateOf(of(p, 'preference'), 'seat-tour', 2)).toBe('available'); // the server only needs tour 1 complete

    const done = pref(2, { attendance: true, final: { seated: true, complete: true, finalized: true } });
    done.rounds = done.rounds.map((r) => ({
      ...r,
      seated: true,
      complete: true,
      finalized: true,
      tables: 3,
      completeTables: 3,
    }));
    p = plan(status({ preference: done }));
    expect(nextOf(of(p, 'preference'))).toEqual(['finalize-standings']);
    p = plan(status({ preference: { ...done, standingsFinalized: true } }));
    expect(of(p, 'preference').finished).toBe(true);
  });

  it('a preference status that could not be read locks its steps', () => {
    const p = plan(status({ preference: null }));
    expect(of(p, 'preference').steps.every((s) => s.state === 'locked')).toBe(true);
  });
});

// ---- properties -------------------------------------------------------------------------------------

const groupGame = (id: GameStatus['game']) =>
  fc
    .record({
      registered: fc.boolean(),
      drawn: fc.boolean(),
      groups: fc.boolean(),
      bracket: fc.boolean(),
      groupsFinalized: fc.boolean(),
      bracketFinalized: fc.boolean(),
    })
    .map((g) => game(id, g));

const preference = fc.integer({ min: 1, max: 8 }).chain((tours) =>
  fc
    .record({
      attendance: fc.boolean(),
      rounds: fc.array(fc.record({ seated: fc.boolean(), complete: fc.boolean(), finalized: fc.boolean() }), {
        minLength: tours,
        maxLength: tours,
      }),
      final: fc.record({ seated: fc.boolean(), complete: fc.boolean(), finalized: fc.boolean() }),
      standingsFinalized: fc.boolean(),
    })
    .map((p): PreferenceProgress => ({
      tours,
      attendance: p.attendance,
      rounds: p.rounds.map((r, i) => ({ n: i + 1, ...r, tables: 3, completeTables: r.complete ? 3 : 1 })),
      final: p.final,
      standingsFinalized: p.standingsFinalized,
      next: { step: 'attendance' },
    })),
);

/** Statuses as they come after actions: each flag only with what it follows from (and some not). */
function realistic(p: PreferenceProgress): PreferenceProgress {
  let open = false;
  const rounds = p.rounds.map((r) => {
    const seated = p.attendance && !open && r.seated;
    const complete = seated && r.complete;
    const finalized = complete && r.finalized;
    if (!complete) open = true;
    return { ...r, seated, complete, finalized };
  });
  const final = {
    seated: !open && p.final.seated,
    complete: !open && p.final.seated && p.final.complete,
    finalized: false,
  };
  final.finalized = final.complete && p.final.finalized;
  return { ...p, rounds, final, standingsFinalized: final.finalized && p.standingsFinalized };
}

const anyStatus = fc
  .record({
    settings: fc.boolean(),
    futsal: groupGame('futsal'),
    billiards: groupGame('billiards'),
    backgammon: groupGame('backgammon'),
    pregistered: fc.boolean(),
    preference: fc.option(preference, { nil: null }),
    realistic: fc.boolean(),
    checked: fc.record({
      futsal: fc.boolean(),
      billiards: fc.boolean(),
      backgammon: fc.boolean(),
      preference: fc.boolean(),
    }),
  })
  .map((r) => ({
    status: status({
      settings: r.settings,
      games: [r.futsal, r.billiards, r.backgammon, game('preference', { registered: r.pregistered })],
      preference: r.preference && r.realistic ? realistic(r.preference) : r.preference,
    }),
    session: { checked: r.checked } as Session,
  }));

/** Prerequisites, written out independently of steps.ts: which steps must be done first. */
function prerequisitesHold(step: Step, g: GamePlan, s: Status): boolean {
  const done = (action: StepAction, tour?: number) =>
    g.steps.some((x) => x.action === action && x.tour === tour && x.state === 'done');
  const rounds = s.preference?.rounds ?? [];
  const over = (n: number) => rounds.some((r) => r.n === n && (r.complete || r.finalized));
  switch (step.action) {
    case 'check':
      return true;
    case 'draw':
      return done('check');
    case 'groups':
    case 'bracket':
    case 'finalize-groups':
      return done('draw');
    case 'finalize-bracket':
      return done('bracket') && done('finalize-groups');
    case 'withdraw':
    case 'no-shows':
      return g.game === 'preference' ? done('attendance') : done('draw');
    case 'queue':
      return done('draw'); // the queue of a group game: once its groups are drawn
    case 'attendance':
      return done('check');
    case 'seat-tour':
      return done('attendance') && (step.tour === 1 || over((step.tour ?? 0) - 1));
    case 'finalize-tour':
      return done('seat-tour', step.tour);
    case 'seat-final':
      return rounds.every((r) => over(r.n));
    case 'finalize-final':
      return done('seat-final');
    case 'finalize-standings':
      return done('finalize-final') && rounds.every((r) => over(r.n));
    case 'setup':
      return true;
    case 'correct-name':
      return true; // any time the registration exists: a name can be corrected before or after the draw
    case 'day-plan':
      return true; // any time: before the draw it plans the registered field
    case 'notices':
    case 'week':
    case 'board':
      return true; // not a game's step (the setup's section: every game at once)
    case 'resolve-confirm':
    case 'resolve-clear':
    case 'resolve-flags':
    case 'ruling':
    case 'admit':
      return false; // not steps: never on the plan
  }
}

describe('a flagged play-off match (issue 24 item 4)', () => {
  const flag = (game: 'futsal' | 'billiards', kind: 'pairing' | 'other' = 'pairing') => ({
    game,
    match: 'F',
    label: 'Ф',
    note: 'played by A – B, now routed C – D',
    cell: 'Net!M13',
    kind,
  });
  const playing = { drawn: true, groups: true, bracket: true };

  it('answering it is the next step, and finalizing the play-off (which it would refuse) is not offered', () => {
    const p = plan(status({ playoffFlags: [flag('futsal')] }, { futsal: { ...playing, groupsFinalized: true } }));
    expect(stateOf(of(p, 'futsal'), 'finalize-bracket')).toBe('locked');
    expect(nextStep(p, 'futsal')).toMatchObject({ action: 'resolve-flags', game: 'futsal', state: 'next' });
    expect(of(p, 'futsal').flags).toBe(1);
    // another game's flag changes nothing here
    expect(nextStep(p, 'billiards')?.action).toBe('check');
    // a shoot-out to fix on the sheet is answered there: still the next step
    const other = plan(
      status({ playoffFlags: [flag('futsal', 'other')] }, { futsal: { ...playing, groupsFinalized: true } }),
    );
    expect(nextStep(other, 'futsal')?.action).toBe('resolve-flags');
  });

  it('an earlier step still comes first; once answered, finalizing is next again', () => {
    let p = plan(status({ playoffFlags: [flag('futsal')] }, { futsal: playing }));
    expect(nextStep(p, 'futsal')?.action).toBe('finalize-groups');
    p = plan(status({}, { futsal: { ...playing, groupsFinalized: true } }));
    expect(nextStep(p, 'futsal')?.action).toBe('finalize-bracket');
    expect(of(p, 'futsal').flags).toBe(0);
  });
});

describe('steps: properties over any status', () => {
  it('a game that is set up and unfinished has exactly one next step; a finished one none', () => {
    fc.assert(
      fc.property(anyStatus, ({ status: s, session }) => {
        const p = plan(s, session);
        for (const g of p.games) {
          const info = s.games.find((x) => x.game === g.game);
          const ready = s.settings && info?.registered === true && (g.game !== 'preference' || s.preference !== null);
          const nexts = g.steps.filter((x) => x.state === 'next').length;
          if (!ready) expect(nexts).toBe(0);
          else expect(nexts).toBe(g.finished ? 0 : 1);
          if (g.finished) expect(g.steps.filter((x) => !x.extra).every((x) => x.state === 'done')).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('no step can be run before its prerequisites are done (nor any before the setup)', () => {
    fc.assert(
      fc.property(anyStatus, ({ status: s, session }) => {
        const p = plan(s, session);
        for (const g of p.games) {
          const ready = s.settings && s.games.find((x) => x.game === g.game)?.registered === true;
          for (const step of g.steps) {
            const open = step.state === 'next' || step.state === 'available' || step.enabled;
            if (!open) continue;
            expect(ready, `${g.game} ${step.action}`).toBe(true);
            expect(prerequisitesHold(step, g, s), `${g.game} ${step.action} ${step.tour ?? ''} is ${step.state}`).toBe(
              true,
            );
          }
          // the next step is always one that can be pressed
          for (const step of g.steps) if (step.state === 'next') expect(step.enabled).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('nextStep: where the result box points', () => {
  it("a game's next step; none once it is finished; the setup only while it is next", () => {
    const fresh = plan(status());
    expect(nextStep(fresh, 'futsal')).toMatchObject({ action: 'check', game: 'futsal', state: 'next' });
    const drawn = plan(status({}, { billiards: { drawn: true, groups: true } }));
    expect(nextStep(drawn, 'billiards')).toMatchObject({ action: 'bracket', game: 'billiards' });
    const done = plan(
      status(
        {},
        { backgammon: { drawn: true, groups: true, bracket: true, groupsFinalized: true, bracketFinalized: true } },
      ),
    );
    expect(nextStep(done, 'backgammon')).toBeNull();
    expect(nextStep(fresh, null)).toBeNull(); // the setup is done
    expect(nextStep(plan(status({ settings: false })), null)).toMatchObject({ action: 'setup', state: 'next' });
  });

  it('preference: the next tour step, with its tour', () => {
    const p = pref(3, { attendance: true });
    p.rounds[0] = { n: 1, seated: true, complete: true, finalized: false, tables: 4, completeTables: 4 };
    const next = nextStep(plan(status({ preference: p })), 'preference');
    expect(next).toMatchObject({ action: 'finalize-tour', tour: 1 });
  });
});
