// test: long — a sweep of many routes in four looks
import { beforeAll, describe, expect, test } from 'vitest';
import samples from '../support/route-samples.json';
import { makeSweepData, sweep, sweepPage, type SweepValues } from '../support/a11y-sweep.ts';
import { openKumo, type TestUser } from '../support/browser.ts';

// Issue 15: the settings pages, signed in, in four looks (desktop and phone, light and dark), with no
// serious or critical axe-core violation (the other signed-in pages: a11y-pages.test.ts).
const kumo = await openKumo();

let user: TestUser;
let values: SweepValues;
beforeAll(async () => ({ user, values } = await makeSweepData()));

describe('accessibility of every settings page', () => {
  test('no serious axe violation on any settings page, in any look', { timeout: 600_000 }, async () => {
    const sp = await sweepPage(kumo, user.username);
    const addresses = samples.user.filter((a) => a.startsWith('/secure/settings'));
    expect(await sweep(sp, addresses, values)).toEqual([]);
  });
});
