// test: long — a sweep of many routes in four looks
import { beforeAll, describe, expect, test } from 'vitest';
import samples from '../support/route-samples.json';
import { makeSweepData, sweep, sweepPage, type SweepValues } from '../support/a11y-sweep.ts';
import { openKumo } from '../support/browser.ts';

// Issue 15: the admin pages (as the administrator) and every public page (as a visitor), in four
// looks (desktop and phone, light and dark), with no serious or critical axe-core violation.
const kumo = await openKumo();

let values: SweepValues;
beforeAll(async () => ({ values } = await makeSweepData()));

describe('accessibility of the admin and public pages', () => {
  test(
    'administrator: no serious axe violation on any admin page, in any look',
    { timeout: 600_000 },
    async () => {
      const sp = await sweepPage(kumo, 'admin');
      expect(await sweep(sp, samples.admin, values)).toEqual([]);
    },
  );

  test(
    'visitor: no serious axe violation on any public page, in any look',
    { timeout: 600_000 },
    async () => {
      const sp = await sweepPage(kumo);
      expect(await sweep(sp, samples.visitor, values)).toEqual([]);
    },
  );
});
