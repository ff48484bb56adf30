import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { entities } from 'misskey-js';
import {
  recordedAnswer,
  recordedNotes,
  streamCaptures,
  type StreamCapture,
} from '../../test-support/recorded.ts';
import { applyMainEvent } from '../account/main-events.ts';
import { applyNoteUpdate, type NoteUpdate } from '../note/note-updates.ts';
import { Stream } from './stream.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';

let stream: Stream | null = null;
beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => {
  stream?.close();
  stream = null;
  vi.unstubAllGlobals();
});

async function openStream(token: string | null) {
  stream = new Stream('http://misskey.example', token);
  await vi.waitFor(() => expect(FakeSocket.last?.readyState).toBe(FakeSocket.OPEN));
  return { stream, socket: FakeSocket.last! };
}

type Seen = Array<[string, unknown]>;

/**
 * Opens what the recording opened (channels, captured notes) the way Kumo opens them, delivers the
 * frames the server sent (channel ids mapped to Kumo's), and returns what reached Kumo's listeners.
 */
async function replay(capture: StreamCapture) {
  const { stream, socket } = await openStream(capture.url.includes('?i=') ? 'token' : null);
  const seen: Seen = [];
  const ids = new Map<string, string>();
  const types = [...new Set(capture.received.flatMap((f) => ('type' in f ? [f.type] : [])))];
  const channelTypes = [
    ...new Set(
      capture.received.flatMap((f) =>
        'type' in f && f.type === 'channel' ? [(f.body as { type: string }).type] : [],
      ),
    ),
  ];
  for (const frame of capture.sent) {
    if (frame.type === 'connect') {
      const { channel, id, params } = frame.body as {
        channel: string;
        id: string;
        params?: Record<string, unknown>;
      };
      const use = stream.useChannel(channel, params && Object.keys(params).length > 0 ? params : undefined);
      for (const type of channelTypes) use.on(type, (body) => seen.push([`${id}:${type}`, body]));
      const ours = socket.frames().findLast((f) => f.type === 'connect' && f.body.channel === channel);
      ids.set(id, ours!.body.id as string);
    } else if (frame.type === 'subNote') {
      stream.captureNote((frame.body as { id: string }).id);
    }
  }
  for (const type of types) if (type !== 'channel') stream.events.on(type, (body) => seen.push([type, body]));
  for (const frame of capture.received) {
    if ('raw' in frame) socket.deliver(frame.raw);
    else if (frame.type === 'channel') {
      const body = frame.body as { id: string };
      socket.deliver({ ...frame, body: { ...body, id: ids.get(body.id) ?? body.id } });
    } else socket.deliver(frame);
  }
  return { seen, socket };
}

/** What a listener should have heard for each recorded frame (text frames such as `ping` are not events). */
function expected(capture: StreamCapture): Seen {
  return capture.received.flatMap((f): Seen => {
    if ('raw' in f) return [];
    if (f.type === 'channel') {
      const { id, type, body } = f.body as { id: string; type: string; body: unknown };
      return [[`${id}:${type}`, body]];
    }
    return [[f.type, f.body]];
  });
}

const captures = streamCaptures();

describe('the stream, on frames a real Misskey server sent', () => {
  test('the recordings cover the main channel, timelines, channels and note capture', () => {
    expect(captures.length).toBe(30);
  });

  test.each(captures.map((c) => [c.name, c] as const))(
    '%s reaches the listeners unchanged',
    async (_, capture) => {
      const { seen, socket } = await replay(capture);
      expect(seen).toEqual(expected(capture));
      // Kumo asked for what the recording asked for, in Misskey's message format
      for (const frame of capture.sent) {
        if (frame.type !== 'connect' && frame.type !== 'subNote') continue;
        const body = frame.body as { channel?: string; id: string };
        const ours = socket
          .frames()
          .find(
            (f) =>
              f.type === frame.type &&
              (frame.type === 'subNote' ? f.body.id === body.id : f.body.channel === body.channel),
          );
        expect(ours, `${frame.type} ${body.channel ?? body.id}`).toBeDefined();
        // misskey-js leaves out the params of a shared channel as Kumo does; Kumo always asks for
        // `pong` (the server's `connected` once it has joined), which lists catch up on
        const keys = Object.keys(frame.body!).filter(
          (k) => k !== 'pong' && (k !== 'params' || 'params' in ours!.body),
        );
        expect(
          Object.keys(ours!.body)
            .filter((k) => k !== 'pong')
            .sort(),
        ).toEqual(keys.sort());
        if (frame.type === 'connect') expect(ours!.body.pong).toBe(true);
      }
    },
  );
});

/** The bodies of one kind of frame in a capture (top-level, or on a channel). */
function bodiesOf(name: string, type: string): unknown[] {
  const capture = captures.find((c) => c.name === name)!;
  return capture.received.flatMap((f) => {
    if ('raw' in f) return [];
    if (f.type === 'channel') {
      const inner = f.body as { type: string; body: unknown };
      return inner.type === type ? [inner.body] : [];
    }
    return f.type === type ? [f.body] : [];
  });
}

describe("Kumo's handlers, on what a real Misskey server sent", () => {
  const base = recordedNotes().find((n) => !n.renote && !n.poll)!;
  const pollNote = recordedNotes().find((n) => n.poll)!;
  const updates = (name: string) => bodiesOf(name, 'noteUpdated') as Array<{ id: string } & NoteUpdate>;
  const apply = (note: entities.Note, name: string) =>
    updates(name).reduce((n, u) => applyNoteUpdate(n, u, 'someone-else'), note);

  test('reactions reported as the server writes them (`:name@.:`) are counted once each, with their emoji', () => {
    const note = apply(
      { ...base, reactions: {}, reactionEmojis: {}, reactionCount: 0 },
      'noteUpdated-reacted',
    );
    expect(note.reactions).toEqual({ '👍': 1, ':fx_emoji_ea3k@.:': 1 });
    expect(note.reactionCount).toBe(2);
    expect(Object.keys(note.reactionEmojis)).toEqual(['fx_emoji_ea3k@.']);
    const undone = apply(note, 'noteUpdated-unreacted');
    expect(undone.reactions).toEqual({ ':fx_emoji_ea3k@.:': 1 });
  });

  test('a vote and a deletion change the captured note', () => {
    const before = pollNote.poll!.choices[1]!.votes;
    expect(apply(pollNote, 'noteUpdated-pollVoted').poll!.choices[1]!.votes).toBe(before + 1);
    expect(apply(base, 'noteUpdated-deleted').deletedAt).toMatch(/^\d{4}-/);
  });

  test('main-channel events change the current user as Misskey’s client does', () => {
    const me = { ...recordedAnswer<entities.MeDetailed>('i'), hasUnreadNotification: false };
    const after = (name: string, type: string, from = me) =>
      bodiesOf(name, type).reduce<entities.MeDetailed>((m, body) => applyMainEvent(m, type, body), from);
    const unread = after('unreadNotification', 'unreadNotification');
    expect(unread.hasUnreadNotification).toBe(true);
    expect(after('readAllNotifications', 'readAllNotifications', unread).hasUnreadNotification).toBe(false);
    const updated = after('meUpdated', 'meUpdated', { ...me, name: 'old name' });
    expect(updated.name).toBe('Fixture A');
  });
});
