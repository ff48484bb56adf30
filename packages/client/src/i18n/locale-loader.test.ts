import { describe, expect, test, vi } from 'vitest';
import { fetchLocaleFile, loadLocaleData, parseStoredLocale } from './locale-loader.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

type MemoryStorage = ReturnType<typeof memoryStorage>;

function deps(
  over: {
    storage?: MemoryStorage;
    session?: MemoryStorage;
    fetch?: (url: string) => Promise<Response>;
    responses?: Array<[number, string]>;
  } = {},
) {
  const responses = over.responses ?? [[200, '{"hello":"Hello"}']];
  const fetch = vi.fn(
    over.fetch ??
      (async () => {
        const [status, body] = responses.length > 1 ? responses.shift()! : responses[0]!;
        return new Response(body, { status });
      }),
  );
  return {
    storage: over.storage ?? memoryStorage(),
    session: over.session ?? memoryStorage(),
    fetch,
    reload: vi.fn(),
    sleep: vi.fn(async (_ms: number) => undefined),
    log: vi.fn(),
  };
}

describe('locale loading (spec P1 §4, §5, §8, §9)', () => {
  test('only a JSON object is a valid stored locale', () => {
    expect(parseStoredLocale('{"a":"b"}')).toEqual({ a: 'b' });
    expect(parseStoredLocale('[]')).toBeNull();
    expect(parseStoredLocale('null')).toBeNull();
    expect(parseStoredLocale('{oops')).toBeNull();
  });

  test('the stored locale is used when its version is the app version', async () => {
    const d = deps({
      storage: memoryStorage({ lang: 'en-US', localeVersion: 'v1', locale: '{"x":"stored"}' }),
    });
    await expect(loadLocaleData('en-US', 'v1', d)).resolves.toEqual({ lang: 'en-US', data: { x: 'stored' } });
    expect(d.fetch).not.toHaveBeenCalled();
  });

  test('another version is fetched from /assets/locales and stored', async () => {
    const d = deps({ storage: memoryStorage({ lang: 'en-US', localeVersion: 'v0', locale: '{"x":"old"}' }) });
    await expect(loadLocaleData('en-US', 'v1', d)).resolves.toEqual({
      lang: 'en-US',
      data: { hello: 'Hello' },
    });
    expect(d.fetch).toHaveBeenCalledWith('/assets/locales/en-US.v1.json');
    expect(d.storage.map.get('localeVersion')).toBe('v1');
    expect(JSON.parse(d.storage.map.get('locale')!)).toEqual({ hello: 'Hello' });
  });

  test('invalid stored data is discarded and fetched again', async () => {
    const d = deps({ storage: memoryStorage({ lang: 'en-US', localeVersion: 'v1', locale: '[1,2]' }) });
    await expect(loadLocaleData('en-US', 'v1', d)).resolves.toMatchObject({ data: { hello: 'Hello' } });
  });

  test('a read is retried 5 times with delays of 350 ms doubling', async () => {
    const d = deps({
      responses: [
        [500, ''],
        [500, ''],
        [500, ''],
        [200, '{"ok":"yes"}'],
      ],
    });
    await expect(fetchLocaleFile('/x.json', d)).resolves.toEqual({ ok: 'yes' });
    expect(d.sleep.mock.calls.map((c) => c[0])).toEqual([350, 700, 1400]);
    const always = deps({ responses: [[404, '']] });
    await expect(fetchLocaleFile('/x.json', always)).rejects.toThrow(/404/);
    expect(always.fetch).toHaveBeenCalledTimes(6);
  });

  test('a failure reloads the page, up to 3 times, then falls back to ja-JP', async () => {
    const session = memoryStorage();
    for (let i = 1; i <= 3; i++) {
      const d = deps({ session, responses: [[500, '']] });
      void loadLocaleData('en-US', 'v1', d);
      await vi.waitFor(() => expect(d.reload).toHaveBeenCalled());
      expect(session.map.get('kumo:localeReloadAttempts')).toBe(String(i));
    }
    const fetch = vi.fn(async (url: string) =>
      url.includes('ja-JP') ? new Response('{"hello":"こんにちは"}') : new Response('', { status: 500 }),
    );
    const d = deps({ session, fetch });
    await expect(loadLocaleData('en-US', 'v1', d)).resolves.toEqual({
      lang: 'ja-JP',
      data: { hello: 'こんにちは' },
    });
    expect(d.reload).not.toHaveBeenCalled();
  });
});
