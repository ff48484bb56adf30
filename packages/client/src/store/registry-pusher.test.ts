import { describe, expect, test, vi } from 'vitest';
import { RegistryPusher } from './registry-pusher.ts';

/** A send whose requests the test answers one by one. */
function controlledSend() {
  const calls: Array<{ key: string; value: unknown; answer: () => void; fail: () => void }> = [];
  const send = vi.fn(
    (key: string, value: unknown) =>
      new Promise<void>((resolve, reject) =>
        calls.push({ key, value, answer: resolve, fail: () => reject(new Error('offline')) }),
      ),
  );
  return { calls, send };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('RegistryPusher', () => {
  test('one request a key at a time; changes made meanwhile send only the newest', async () => {
    const { calls, send } = controlledSend();
    const pusher = new RegistryPusher(send);
    pusher.push('widgets', ['a']);
    pusher.push('widgets', ['a', 'b']);
    pusher.push('widgets', ['a', 'b', 'c']);
    pusher.push('menu', ['x']);
    expect(calls.map((c) => [c.key, c.value])).toEqual([
      ['widgets', ['a']],
      ['menu', ['x']],
    ]);
    calls[0]!.answer();
    await settle();
    expect(calls.map((c) => c.value)).toEqual([['a'], ['x'], ['a', 'b', 'c']]);
    calls[2]!.answer();
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
  });

  test('echoes of what it sent are recognised once each, in order; others are not', async () => {
    const { calls, send } = controlledSend();
    const pusher = new RegistryPusher(send);
    pusher.push('widgets', [{ name: 'clock', data: { size: 'large' } }]);
    calls[0]!.answer();
    await settle();
    pusher.push('widgets', []);
    expect(pusher.takeOwnEcho('widgets', [{ name: 'clock', data: { size: 'large' } }])).toBe(true);
    expect(pusher.takeOwnEcho('widgets', [{ name: 'clock', data: { size: 'large' } }])).toBe(false);
    expect(pusher.takeOwnEcho('widgets', ['from another device'])).toBe(false);
    expect(pusher.takeOwnEcho('menu', [])).toBe(false);
    expect(pusher.takeOwnEcho('widgets', [])).toBe(true);
  });

  test('a request that failed expects no echo, and the next waiting value is still sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, send } = controlledSend();
    const pusher = new RegistryPusher(send);
    pusher.push('keepCw', true);
    pusher.push('keepCw', false);
    calls[0]!.fail();
    await settle();
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(calls[1]?.value).toBe(false);
    expect(pusher.takeOwnEcho('keepCw', true)).toBe(false);
    expect(pusher.takeOwnEcho('keepCw', false)).toBe(true);
    vi.restoreAllMocks();
  });
});
