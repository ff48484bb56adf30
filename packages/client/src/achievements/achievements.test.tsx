import { describe, expect, it, vi } from 'vitest';
import { enUS } from '@/i18n/locales/en-US.ts';
import { jaJP } from '@/i18n/locales/ja-JP.ts';
import {
  ACHIEVEMENTS,
  CLAIM_STAGGER_MS,
  accountAchievements,
  achievementDescription,
  achievementLabel,
  claimAchievement,
  createClaimSession,
  createRateWatch,
  deletedWithinMinute,
  isHelloWorld,
  isLucky,
  postAchievements,
  reactedWithoutReading,
  setClaimSession,
} from './index.ts';

describe('the achievement list', () => {
  it('holds every name a Misskey 2025 server accepts, once, with a title and a description in each language', () => {
    const names = ACHIEVEMENTS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    // misskey-js's AchievementName has 78 members
    expect(names).toHaveLength(78);
    for (const name of names) {
      if (/^(notes|login|following|followers)\d+$/.test(name)) continue;
      for (const locale of [enUS, jaJP] as Record<string, string>[]) {
        expect(locale[`achievement.${name}`], name).toBeTruthy();
        expect(locale[`achievementDesc.${name}`], name).toBeTruthy();
      }
    }
  });

  it('describes the counted families with their number and keeps unknown names as they are', () => {
    expect(achievementLabel('notes100')).toEqual({ key: 'profileAchievementNotes', params: { n: 100 } });
    expect(achievementLabel('login7')).toEqual({ key: 'profileAchievementLogin', params: { n: 7 } });
    expect(achievementLabel('markedAsCat')).toMatchObject({ key: 'achievement.markedAsCat' });
    expect(achievementLabel('somethingNew')).toEqual({ key: null, text: 'somethingNew' });
    expect(achievementDescription('notes1')).toBe('Post your first note.');
    expect(achievementDescription('notes10')).toBe('Post 10 notes.');
    expect(achievementDescription('somethingNew')).toBe('');
  });

  it('gives each achievement a background of its kind as well as its icon and frame tier', async () => {
    const { render } = await import('@testing-library/react');
    const { AchievementBadge } = await import('./AchievementBadge.tsx');
    const bg = (name: string) => ACHIEVEMENTS.find((a) => a.name === name)?.background;
    expect(bg('notes1')).toEqual(bg('notes100'));
    expect(bg('notes1')).not.toEqual(bg('login1'));
    expect(bg('following1')).toEqual(bg('followers1'));
    const { container } = render(<AchievementBadge name="markedAsCat" />);
    const badge = container.querySelector<HTMLElement>('.kumo-achievement-badge')!;
    expect(badge.dataset.tier).toBe('bronze');
    expect(badge.style.getPropertyValue('--achievement-bg')).toContain('linear-gradient');
  });
});

describe('claiming (spec P2 §4)', () => {
  function session() {
    let clock = 1_000;
    const timers: Array<{ at: number; run: () => void }> = [];
    const send = vi.fn((_name: string) => Promise.resolve());
    const s = createClaimSession({
      accountId: 'me',
      send,
      now: () => clock,
      schedule: (run, ms) => timers.push({ at: clock + ms, run }),
    });
    const advance = (ms: number) => {
      clock += ms;
      for (const t of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (t.at <= clock) t.run();
        else timers.push(t);
      }
    };
    return { s, send, advance };
  }

  it('claims each achievement once per session, 500 ms apart', () => {
    const { s, send, advance } = session();
    s.claim('notes1');
    s.claim('notes10');
    s.claim('notes1');
    s.claim('client30min');
    expect(send.mock.calls).toEqual([['notes1']]);
    advance(CLAIM_STAGGER_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    advance(1);
    expect(send.mock.calls.at(-1)).toEqual(['notes10']);
    advance(CLAIM_STAGGER_MS);
    expect(send.mock.calls.map((c) => c[0])).toEqual(['notes1', 'notes10', 'client30min']);
    advance(5_000);
    s.claim('notes10');
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends nothing already held, and nothing at all for an account that moved', () => {
    const { s, send, advance } = session();
    s.update({ achievements: [{ name: 'notes1' }], movedTo: null });
    s.claim('notes1');
    expect(send).not.toHaveBeenCalled();
    s.claim('notes10');
    s.claim('notes100');
    s.update({ movedTo: 'someone' });
    advance(2_000);
    s.claim('login3');
    expect(send.mock.calls).toEqual([['notes10']]);
  });
});

describe('the session claimer', () => {
  it('keeps claims made before the session starts, and drops those of another account', () => {
    // other test files (sharing this module) may have left early claims: hand them to a throwaway session
    setClaimSession(createClaimSession({ accountId: 'x', send: () => Promise.resolve() }));
    setClaimSession(null);
    claimAchievement('clickedClickHere');
    claimAchievement('noteClipped1', 'someone-else');
    const send = vi.fn((_name: string) => Promise.resolve());
    setClaimSession(createClaimSession({ accountId: 'me', send }));
    claimAchievement('foundTreasure', 'someone-else');
    expect(send.mock.calls).toEqual([['clickedClickHere']]);
    setClaimSession(null);
  });
});

describe('the rules', () => {
  const me = {
    notesCount: 120,
    loggedInDays: 8,
    followingCount: 10,
    followersCount: 0,
    createdAt: '2024-03-01T00:00:00Z',
    birthday: '1990-11-27',
    name: 'Alice',
    description: 'hi',
    avatarId: 'a',
    bannerId: null,
    isCat: true,
  };

  it('earns the milestones reached, account age, a birthday sign-in and being a cat', () => {
    const got = accountAchievements(me, new Date(2026, 10, 27, 12));
    expect(got).toEqual(
      expect.arrayContaining([
        'notes1',
        'notes10',
        'notes100',
        'login3',
        'login7',
        'following1',
        'following10',
      ]),
    );
    expect(got).toEqual(expect.arrayContaining(['passedSinceAccountCreated1', 'passedSinceAccountCreated2']));
    expect(got).toContain('loggedInOnBirthday');
    expect(got).toContain('markedAsCat');
    for (const no of ['notes500', 'login15', 'followers1', 'passedSinceAccountCreated3', 'profileFilled'])
      expect(got).not.toContain(no);
    expect(accountAchievements({ ...me, bannerId: 'b' }, new Date(2027, 0, 1))).toEqual(
      expect.arrayContaining(['profileFilled', 'loggedInOnNewYearsDay']),
    );
  });

  it('earns from a post: late night, on the hour, quoting oneself, saying love', () => {
    const late = postAchievements(
      { text: 'I love Misskey', renoteUserId: 'me' },
      'me',
      1,
      new Date(2026, 0, 2, 3, 0, 0),
    );
    expect(late).toEqual(['notes1', 'postedAtLateNight', 'postedAt0min0sec', 'selfQuote', 'iLoveMisskey']);
    const noon = postAchievements(
      { text: 'lunch', renoteUserId: 'other' },
      'me',
      9,
      new Date(2026, 0, 2, 12, 0, 1),
    );
    expect(noon).toEqual(['notes1']);
  });

  it('deleting within a minute, reacting without reading, a busy timeline and luck', () => {
    const now = Date.parse('2026-01-01T00:01:00Z');
    expect(deletedWithinMinute('2026-01-01T00:00:01Z', now)).toBe(true);
    expect(deletedWithinMinute('2026-01-01T00:00:00Z', now)).toBe(false);
    const long = 'x'.repeat(101);
    expect(reactedWithoutReading({ text: long, createdAt: '2026-01-01T00:00:58Z' }, now)).toBe(true);
    expect(reactedWithoutReading({ text: 'short', createdAt: '2026-01-01T00:00:59Z' }, now)).toBe(false);
    expect(reactedWithoutReading({ text: long, createdAt: '2026-01-01T00:00:50Z' }, now)).toBe(false);
    const watch = createRateWatch();
    const results = Array.from({ length: 20 }, (_, i) => watch(i * 3_000));
    expect(results.slice(0, 19).every((r) => !r)).toBe(true);
    expect(results[19]).toBe(true);
    const slow = createRateWatch();
    expect(Array.from({ length: 40 }, (_, i) => slow(i * 3_200)).some(Boolean)).toBe(false);
    expect(isLucky(() => 0)).toBe(true);
    expect(isLucky(() => 1 / 20_000)).toBe(false);
    expect(['Hello, world!', 'hello world', ' HELLO  WORLD '].every(isHelloWorld)).toBe(true);
    expect(isHelloWorld('hello worlds')).toBe(false);
  });
});
