import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';
import { fillRequest, isReplayable, recordedCases, type RecordedCase } from './contract/recorded-cases.ts';
import { shapeDifferences } from './contract/shape.ts';
import { appendFileSync } from 'node:fs';
import { ALLOWED_DIFFERENCES, DATA_ANSWERS } from './contract/allowed-differences.ts';
import KNOWN from './contract/known-differences.json' with { type: 'json' };

/** Differences found and not fixed yet: each must stay exactly as listed until it is fixed. */
const KNOWN_DIFFERENCES = KNOWN as Record<string, string[]>;
/** Set to a file name to list every difference found there (for updating known-differences.json). */
const REPORT = process.env.CONTRACT_REPORT;

const cases = recordedCases().filter(isReplayable);

/** What differs between the recorded answer and ours (empty when they agree). */
function differences(c: RecordedCase, status: number, body: unknown): string[] {
  if (status !== c.status) return [`status ${c.status} in Misskey, ${status} here`];
  if (status >= 400) {
    const real = (c.response as { error?: { code?: string; id?: string } } | null)?.error;
    const ours = (body as { error?: { code?: string; id?: string } } | null)?.error;
    if (real?.code !== ours?.code || real?.id !== ours?.id)
      return [`error ${real?.code} ${real?.id} in Misskey, ${ours?.code} ${ours?.id} here`];
    return [];
  }
  return DATA_ANSWERS.has(c.endpoint) ? [] : shapeDifferences(c.response, body);
}

describe('the local instance answers as a real Misskey server (recorded answers)', () => {
  const t = testInstance({ seed: 'demo' });
  const user = t.signup('contract_user');
  const admin = t.signin('admin');

  it.each(cases.map((c) => [`${c.endpoint}: ${c.name}`, c] as const))('%s', async (label, c) => {
    const token = c.as === 'admin' ? admin.token : c.as === 'user' ? user.token : null;
    const res = await fetch(`${t.inst.url}/api/${c.endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fillRequest(c, token)),
    });
    const text = await res.text();
    const found = differences(c, res.status, text ? (JSON.parse(text) as unknown) : null);
    if (REPORT && found.length > 0) appendFileSync(REPORT, `${JSON.stringify([label, found])}\n`);
    const allowed = ALLOWED_DIFFERENCES[label];
    const known = KNOWN_DIFFERENCES[label];
    if (known) {
      // fixing one means taking it off the list; a new difference in it is a regression
      expect(found).toEqual(known);
    } else if (allowed) {
      // an allowed difference that is gone must leave the list
      expect(found, `allowed (${allowed.reason}) but no longer differs`).not.toEqual([]);
    } else {
      expect(found).toEqual([]);
    }
  });
});
