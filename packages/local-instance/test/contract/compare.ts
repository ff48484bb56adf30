// How a replayed answer is judged against the recorded one, and which differences are tolerated.
import { expect } from 'vitest';
import { UPSTREAM_2026, type RecordedCase } from './recorded-cases.ts';
import { shapeDifferences } from './shape.ts';
import { allowedDifferencesOf, DATA_ANSWERS } from './allowed-differences.ts';
import { appendFileSync } from 'node:fs';

/** Set to a file name to list every difference found there (to see what a change broke). */
const REPORT = process.env.CONTRACT_REPORT;

/** What differs between the recorded answer and ours (empty when they agree). */
export function differences(c: RecordedCase, status: number, body: unknown): string[] {
  if (status !== c.status) return [`status ${c.status} in Misskey, ${status} here`];
  if (status >= 400) {
    const real = (c.response as { error?: { code?: string; id?: string } } | null)?.error;
    const ours = (body as { error?: { code?: string; id?: string } } | null)?.error;
    if (real?.code !== ours?.code || real?.id !== ours?.id)
      return [`error ${real?.code} ${real?.id} in Misskey, ${ours?.code} ${ours?.id} here`];
    // upstream's INVALID_PARAM names the parameter's place in its schema; the local instance names the same
    const realParam = (real as { info?: { param?: string } } | undefined)?.info?.param;
    const ourParam = (ours as { info?: { param?: string } } | undefined)?.info?.param;
    if (c.set === UPSTREAM_2026 && real?.code === 'INVALID_PARAM' && realParam !== ourParam)
      return [`INVALID_PARAM at ${realParam} in Misskey, at ${ourParam} here`];
    return [];
  }
  return DATA_ANSWERS.has(c.endpoint) ? [] : shapeDifferences(c.response, body);
}

/** The label of a case in the tables of differences: `endpoint: case name`. */
export const labelOf = (c: RecordedCase) => `${c.endpoint}: ${c.name}`;

/** Fails unless the answer agrees with the recording, or differs as allowed-differences.ts says. */
export function expectAsRecorded(c: RecordedCase, status: number, body: unknown): void {
  const label = labelOf(c);
  const found = differences(c, status, body);
  if (REPORT && found.length > 0) appendFileSync(REPORT, `${JSON.stringify([c.set.folder, label, found])}\n`);
  const allowed = allowedDifferencesOf(c.set)[label];
  if (allowed) {
    // an allowed difference that is gone must leave the list
    expect(found, `allowed (${allowed.reason}) but no longer differs`).not.toEqual([]);
  } else {
    expect(found).toEqual([]);
  }
}
