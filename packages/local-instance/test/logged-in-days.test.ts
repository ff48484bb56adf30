import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import type { RunningInstance } from '../src/index.ts';
import { loggedInDates, loginDay, recordLoginDay } from '../src/services/logged-in-days.ts';
import { createUser, findUserById } from '../src/services/users.ts';
import { apiClient, start, testInstance } from './helpers.ts';

describe('MeDetailed.loggedInDays counts the days a client fetched `i`, as on Misskey', () => {
  const t = testInstance();
  const me = t.signup('daycounter');

  test('a new account has used a client on one day, however often it asks that day', async () => {
    expect((await t.api('i', {}, me.token)).body.loggedInDays).toBe(1);
    expect((await t.api('i', {}, me.token)).body.loggedInDays).toBe(1);
  });

  test('each new day is added once, in Misskey\'s "year/month/day" form', () => {
    const { db } = openDatabase(null);
    let user = createUser(db, { username: 'daily', password: 'pw' });
    expect(loggedInDates(user)).toEqual([]);
    user = recordLoginDay(db, user, new Date(2026, 0, 5, 9));
    user = recordLoginDay(db, user, new Date(2026, 0, 5, 23));
    user = recordLoginDay(db, user, new Date(2026, 0, 6, 1));
    expect(loggedInDates(findUserById(db, user.id)!)).toEqual(['2026/1/5', '2026/1/6']);
    expect(loginDay(new Date(2026, 10, 28))).toBe('2026/11/28');
    // an unreadable stored value counts as no day rather than failing the request
    expect(loggedInDates({ loggedInDates: 'not json' })).toEqual([]);
    db.close();
  });
});

describe('the demo', () => {
  let inst: RunningInstance;
  beforeAll(async () => {
    inst = await start({ seed: 'demo' });
  });
  afterAll(() => inst.close());

  test('its users have used a client on the days before it, and hold the login achievements of those days', async () => {
    const api = apiClient(inst);
    const token = (await api('signin-flow', { username: 'alice', password: 'kumo-demo' })).body.i as string;
    const me = (await api('i', {}, token)).body;
    // the seeded days and today: no login milestone is left for the first visit to earn all at once
    expect(me.loggedInDays).toBe(21);
    const names = (me.achievements as { name: string }[]).map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['login3', 'login7', 'login15']));
    expect(names).not.toContain('login30');
  });
});
