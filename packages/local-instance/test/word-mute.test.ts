import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { invalidRegexRule, matchesWords, mutedWordsSize } from '../src/services/word-mute.ts';
import { apiClient, signup, start } from './helpers.ts';

describe('word-mute rules', () => {
  it('an AND rule needs every word; a regex rule is a /pattern/flags string', () => {
    expect(matchesWords('spicy curry tonight', [['curry', 'spicy']])).toBe(true);
    expect(matchesWords('mild curry tonight', [['curry', 'spicy']])).toBe(false);
    expect(matchesWords('Release v2 out', ['/v\\d+/'])).toBe(true);
    expect(matchesWords('HELLO', ['/hello/i'])).toBe(true);
    expect(matchesWords('HELLO', [['hello']])).toBe(false);
    expect(matchesWords('anything', [['', '']])).toBe(false);
  });

  it('finds the first string entry that is not a valid expression', () => {
    expect(invalidRegexRule([['a'], '/ok/i'])).toBeNull();
    expect(invalidRegexRule(['/(/'])).toBe('/(/');
    expect(invalidRegexRule(['plain'])).toBe('plain');
    expect(invalidRegexRule(['/a/Q'])).toBe('/a/Q');
  });

  it('measures a list the way wordMuteLimit counts it', () => {
    expect(mutedWordsSize([['ab']])).toBe('[["ab"]]'.length);
  });
});

describe('i/update muted words and hard mute in timelines', () => {
  let inst: RunningInstance;
  let api: ReturnType<typeof apiClient>;
  let reader: { id: string; token: string };
  let writer: { id: string; token: string };
  beforeAll(async () => {
    inst = await start();
    api = apiClient(inst);
    reader = await signup(inst, 'reader');
    writer = await signup(inst, 'writer');
    await api('following/create', { i: reader.token, userId: writer.id });
  });
  afterAll(async () => {
    await inst.close();
  });

  it('keeps regex entries as strings and word lists as lists', async () => {
    const res = await api('i/update', { i: reader.token, mutedWords: [['a', 'b'], '/x+/i'] });
    expect(res.status).toBe(200);
    expect(res.body.mutedWords).toEqual([['a', 'b'], '/x+/i']);
    expect((await api('i', { i: reader.token })).body.mutedWords).toEqual([['a', 'b'], '/x+/i']);
  });

  it('rejects an invalid expression and a list over wordMuteLimit with Misskey errors', async () => {
    const bad = await api('i/update', { i: reader.token, hardMutedWords: ['/(/'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_REGEXP');
    const long = await api('i/update', { i: reader.token, mutedWords: [['x'.repeat(300)]] });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('TOO_MANY_MUTED_WORDS');
    expect((await api('i', { i: reader.token })).body.hardMutedWords).toEqual([]);
  });

  it('leaves hard-muted notes out of the reader timelines only', async () => {
    const hit = (await api('notes/create', { i: writer.token, text: 'durian smoothie recipe' })).body
      .createdNote;
    const miss = (await api('notes/create', { i: writer.token, text: 'mango smoothie recipe' })).body
      .createdNote;
    const renote = (await api('notes/create', { i: writer.token, renoteId: hit.id })).body.createdNote;
    await api('i/update', { i: reader.token, hardMutedWords: [['durian']] });
    for (const ep of ['notes/timeline', 'notes/local-timeline', 'notes/hybrid-timeline']) {
      const ids = (await api(ep, { i: reader.token, limit: 50 })).body.map((n: { id: string }) => n.id);
      expect(ids, ep).toContain(miss.id);
      expect(ids, ep).not.toContain(hit.id);
      expect(ids, ep).not.toContain(renote.id);
    }
    const writerIds = (await api('notes/timeline', { i: writer.token })).body.map(
      (n: { id: string }) => n.id,
    );
    expect(writerIds).toContain(hit.id);
    // the reader's own notes are never hidden
    const own = (await api('notes/create', { i: reader.token, text: 'I had durian' })).body.createdNote;
    const mine = (await api('notes/timeline', { i: reader.token })).body.map((n: { id: string }) => n.id);
    expect(mine).toContain(own.id);
  });

  it('a catastrophic-backtracking rule cannot stall the server: rules run in linear time (RE2)', async () => {
    const victim = (await api('notes/create', { i: writer.token, text: `${'a'.repeat(60)}!` })).body
      .createdNote;
    const trap = (await api('notes/create', { i: writer.token, text: 'aaaa' })).body.createdNote;
    expect((await api('i/update', { i: reader.token, hardMutedWords: ['/(a+)+$/'] })).status).toBe(200);
    const started = performance.now();
    const res = await fetch(`${inst.url}/api/notes/timeline`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: reader.token, limit: 50 }),
      signal: AbortSignal.timeout(10_000),
    });
    const ids = ((await res.json()) as Array<{ id: string }>).map((n) => n.id);
    // JavaScript's RegExp needs about 2^60 steps for the first note; RE2 answers at once
    expect(performance.now() - started).toBeLessThan(1000);
    expect(ids).toContain(victim.id);
    expect(ids).not.toContain(trap.id);
  });

  it('refuses what RE2 cannot run in linear time, as Misskey does', async () => {
    for (const rule of ['/(a)\\1/', '/a(?=b)/', '/(?<!x)y/']) {
      const res = await api('i/update', { i: reader.token, hardMutedWords: [rule] });
      expect(res.status, rule).toBe(400);
      expect(res.body.error.code).toBe('INVALID_REGEXP');
    }
    expect(matchesWords('Caf\u00e9\nBar', ['/caf.\\nbar/i'])).toBe(true);
    expect(matchesWords('line1\nline2', ['/^line2$/m'])).toBe(true);
    expect(matchesWords('a\nb', ['/a.b/s'])).toBe(true);
    expect(matchesWords('a\nb', ['/a.b/'])).toBe(false);
  });
});
