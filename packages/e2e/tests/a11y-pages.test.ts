// test: long — a sweep of many routes in four looks
import { beforeAll, describe, expect, test } from 'vitest';
import samples from '../support/route-samples.json';
import { makeSweepData, sweep, sweepPage, type SweepValues } from '../support/a11y-sweep.ts';
import { openKumo, type TestUser } from '../support/browser.ts';

// Issue 15: every route with a page, signed in, in four looks (desktop and phone, light and dark),
// with no serious or critical axe-core violation. The settings pages are swept in a file of their
// own (a11y-settings.test.ts), so that the two run side by side.
const kumo = await openKumo();

let user: TestUser;
let values: SweepValues;
beforeAll(async () => ({ user, values } = await makeSweepData()));

describe('accessibility of every page, signed in', () => {
  test(
    'no serious axe violation on any page but the settings, in any look',
    { timeout: 600_000 },
    async () => {
      const sp = await sweepPage(kumo, user.username);
      const addresses = samples.user.filter((a) => !a.startsWith('/secure/settings'));
      expect(await sweep(sp, addresses, values)).toEqual([]);
    },
  );
});
