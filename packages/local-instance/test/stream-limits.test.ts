import { describe, expect, test } from 'vitest';
import { MAX_CHANNELS_PER_CONNECTION } from '../src/stream/connection.ts';
import { StreamClient, testInstance } from './helpers.ts';

const t = testInstance();
const poster = t.signup('streamposter');

const noteCopies = (client: StreamClient, noteId: string) =>
  client.messages.filter((m) => m?.type === 'channel' && m.body?.body?.id === noteId).length;

/**
 * Resolves once the server has answered a ping sent now: it reads a socket's messages in order, and
 * it sends a note's copies before it answers the request that posted the note, so by then everything
 * sent earlier has been taken and everything owed has arrived.
 */
async function roundTrip(client: StreamClient): Promise<void> {
  const pongs = client.messages.filter((m) => m === 'pong').length;
  client.send('ping');
  await client.waitFor(() => client.messages.filter((m) => m === 'pong').length > pongs, 10_000);
}

describe('one socket cannot make the server multiply its work', () => {
  test('a reused channel id replaces its channel, and a socket has at most 32 channels', async () => {
    const client = await StreamClient.open(t.inst);
    for (let i = 0; i < 10_000; i++)
      client.send({ type: 'connect', body: { channel: 'localTimeline', id: 'same', params: {} } });
    for (let i = 0; i < 100; i++)
      client.send({ type: 'connect', body: { channel: 'localTimeline', id: `c${i}`, params: {} } });
    await roundTrip(client);
    const note = (await t.api('notes/create', { text: 'one note, how many copies?' }, poster.token)).body
      .createdNote;
    await roundTrip(client);
    expect(client.messages.some((m) => m?.body?.id === 'same' && m.body.body?.id === note.id)).toBe(true);
    expect(noteCopies(client, note.id)).toBe(MAX_CHANNELS_PER_CONNECTION);
    client.close();
  });
});

describe('sockets that never read', () => {
  test('are dropped once too much waits for them, while readers keep getting every note; memory stays bounded', async () => {
    const readers = await Promise.all([0, 1].map(() => StreamClient.open(t.inst)));
    const stalled = await Promise.all([0, 1, 2, 3].map(() => StreamClient.open(t.inst)));
    for (const r of readers) await r.connect('localTimeline', 'tl');
    // each stalled socket asks for every note as many times as it may (32 channels)
    for (const s of stalled)
      for (let c = 0; c < MAX_CHANNELS_PER_CONNECTION; c++) await s.connect('localTimeline', `tl${c}`);
    const stalledClosed = stalled.map(
      (s) => new Promise<void>((resolve) => s.ws.once('close', () => resolve())),
    );
    // stop reading: the server's unsent data for these sockets can only grow
    for (const s of stalled) (s.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const rss = () => process.memoryUsage().rss / 1e6;
    const before = rss();
    // in a code block, which the server's MFM parser takes in one step (3 KB of plain text costs it
    // some 25 ms a note, most of this test's time)
    const text = '```\n' + 'x'.repeat(2880) + '\n```';
    let last = '';
    // 600 notes of 3 KB: about 75 MB for each stalled socket if nothing stopped it
    for (let i = 0; i < 600; i++) {
      const res = await t.api('notes/create', { text: `${i}\n${text}` }, poster.token);
      expect(res.status).toBe(200);
      last = res.body.createdNote.id;
    }
    for (const r of readers) await r.waitFor((m) => m?.body?.body?.id === last, 10_000);
    expect(rss() - before).toBeLessThan(150);
    for (const s of stalled) (s.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    await Promise.all(stalledClosed);
    for (const r of readers) expect(r.ws.readyState).toBe(r.ws.OPEN);
    readers.forEach((r) => r.close());
  }, 120_000);
});
