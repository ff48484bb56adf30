import { describe, expect, it } from 'vitest';
import { createIdenticonCache, IDENTICON_CACHE_LIMIT } from '../src/media/identicon-cache.ts';
import { renderIdenticon } from '../src/media/identicon.ts';

/** A renderer that counts what it draws, instantly. */
function countingRenderer() {
  const drawn: string[] = [];
  const render = async (seed: string) => {
    drawn.push(seed);
    return Buffer.from(`face of ${seed}`);
  };
  return { drawn, render };
}

describe('the identicon cache', () => {
  it('keeps no more faces than its limit, however many different seeds are asked for', async () => {
    const { render } = countingRenderer();
    const cache = createIdenticonCache(IDENTICON_CACHE_LIMIT, render);
    for (let i = 0; i < IDENTICON_CACHE_LIMIT * 5; i++) await cache.get(`random-${i}`);
    expect(cache.size).toBe(IDENTICON_CACHE_LIMIT);
  });

  it('serves a face asked for again from memory and draws again the one asked for least recently', async () => {
    const { drawn, render } = countingRenderer();
    const cache = createIdenticonCache(3, render);
    for (const seed of ['alice', 'bob', 'carol']) await cache.get(seed);
    expect((await cache.get('alice')).toString()).toBe('face of alice'); // alice is now the most recent
    await cache.get('dave'); // bob, the least recent, leaves
    await cache.get('alice');
    await cache.get('carol');
    expect(drawn).toEqual(['alice', 'bob', 'carol', 'dave']);
    await cache.get('bob');
    expect(drawn).toEqual(['alice', 'bob', 'carol', 'dave', 'bob']);
  });

  it('draws a face asked for twice at once only once', async () => {
    const { drawn, render } = countingRenderer();
    const cache = createIdenticonCache(3, render);
    const [a, b] = await Promise.all([cache.get('same'), cache.get('same')]);
    expect(a).toBe(b);
    expect(drawn).toEqual(['same']);
  });

  it('does not keep a face that could not be drawn', async () => {
    let fail = true;
    const cache = createIdenticonCache(3, async (seed) => {
      if (fail) throw new Error('no renderer');
      return Buffer.from(seed);
    });
    await expect(cache.get('x')).rejects.toThrow('no renderer');
    fail = false;
    expect((await cache.get('x')).toString()).toBe('x');
  });

  it('gives the same face as drawing it afresh', async () => {
    const cache = createIdenticonCache();
    expect((await cache.get('kumo')).equals(await renderIdenticon('kumo'))).toBe(true);
  });
});
