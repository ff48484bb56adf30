// The stream captures of two real Misskey servers (fixtures/misskey-2025.4.1/stream, MisskeyIO, and
// fixtures/misskey-2026.7.0/stream, upstream), replayed here: the same channels opened, an equivalent
// trigger made by the test once, and every frame either server sent looked for in what the local
// instance sends (same type, same channel event), with the same shape.
import { readdirSync, readFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixturesOf, MISSKEYIO_2025, UPSTREAM_2026, type RecordingSet } from './contract/recorded-cases.ts';
import { shapeDifferences } from './contract/shape.ts';
import { ALLOWED_STREAM_DIFFERENCES } from './contract/allowed-differences.ts';
import { StreamClient, testInstance, uploadPng, type Json, type TestAccount } from './helpers.ts';

interface Capture {
  received: Array<{ type: string; body: Json } | { raw: string }>;
}

/** The 2026.7 chat captures: replayed once chat lands (it is being built elsewhere). */
const CHAT_CAPTURES_REPLAYED_ONCE_CHAT_LANDS =
  /^(chat|main-newChatMessage|notification-chatRoomInvitationReceived)/;

function capturesOf(set: RecordingSet, skip?: RegExp): Map<string, Capture> {
  const dir = join(fixturesOf(set), 'stream');
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !skip?.test(f))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Capture]),
  );
}

const CAPTURES: Array<[RecordingSet, Map<string, Capture>]> = [
  [MISSKEYIO_2025, capturesOf(MISSKEYIO_2025)],
  [UPSTREAM_2026, capturesOf(UPSTREAM_2026, CHAT_CAPTURES_REPLAYED_ONCE_CHAT_LANDS)],
];

/** The frames of a capture to look for: all but the `connected` acknowledgements. */
const framesOf = (capture: Capture) =>
  capture.received.filter((f): f is { type: string; body: Json } => 'type' in f && f.type !== 'connected');

/** A frame's kind: its type, and for channel frames the event inside (`channel:note`). */
const kindOf = (f: Json) => (f?.type === 'channel' ? `channel:${f.body?.type}` : String(f?.type));
/** The body to compare: a channel frame's event body, or the frame's body. */
const bodyOf = (f: Json) => (f?.type === 'channel' ? f.body?.body : f?.body);

// unreadNotification comes a moment after the notification instead of Misskey's two seconds: six
// captures wait for it, and only its shape is compared here
const t = testInstance({ seed: 'demo', unreadNotificationDelayMs: 100 });
const admin = t.signin('admin');
const a = t.signup('fx_a');
const b = t.signup('fx_b');
const c = t.signup('fx_c');
const d = t.signup('fx_d', 'fx-d-password');

const api = (endpoint: string, body: Record<string, unknown>, who: TestAccount) =>
  t.api(endpoint, body, who.token);
const note = async (who: TestAccount, body: Record<string, unknown>) =>
  (await api('notes/create', body, who)).body.createdNote as Json;

/** Opens a socket as `who` with these channels (and captured notes) and waits until they are taken. */
async function listen(
  who: TestAccount | null,
  channels: Array<[string, Record<string, unknown>?]>,
  capture: string[] = [],
) {
  const socket = await StreamClient.open(t.inst, who?.token);
  for (const [i, [channel, params]] of channels.entries())
    await socket.connect(channel, `${channel}-${i}`, params ?? {});
  for (const id of capture) socket.send({ type: 'subNote', body: { id } });
  await new Promise((r) => setTimeout(r, 100));
  return socket;
}

/** A small PNG in `who`'s drive. */
const upload = (who: TestAccount, name: string) => uploadPng(t.inst, who.token, { name });

/** An antenna that filters nothing but its keyword. */
const NO_FILTERS = { caseSensitive: false, withReplies: false, withFile: false };

const TIMELINES: Array<[string]> = [
  ['main'],
  ['homeTimeline'],
  ['localTimeline'],
  ['hybridTimeline'],
  ['globalTimeline'],
];

/** The trigger of each capture, done the way the recording did it (see each capture's description). */
const SCENARIOS: Record<string, () => Promise<StreamClient>> = {
  note: async () => {
    const s = await listen(b, TIMELINES);
    await note(a, { text: 'Streaming fixture note #fxtag' });
    return s;
  },
  mention: async () => {
    const s = await listen(a, TIMELINES);
    await note(b, { text: '@fx_a hello there' });
    return s;
  },
  reply: async () => {
    const target = await note(a, { text: 'reply to me' });
    const s = await listen(a, TIMELINES);
    await note(b, { text: 'a reply', replyId: target.id });
    return s;
  },
  renote: async () => {
    const target = await note(a, { text: 'renote me' });
    const s = await listen(a, TIMELINES);
    await note(b, { renoteId: target.id });
    return s;
  },
  follow: async () => {
    const s = await listen(a, TIMELINES);
    await api('following/create', { userId: d.id }, a);
    return s;
  },
  unfollow: async () => {
    const s = await listen(a, TIMELINES);
    await api('following/delete', { userId: d.id }, a);
    return s;
  },
  followed: async () => {
    const s = await listen(a, TIMELINES);
    await api('following/create', { userId: a.id }, d);
    return s;
  },
  meUpdated: async () => {
    const s = await listen(a, TIMELINES);
    await api('i/update', { description: 'I am fx_a (updated)' }, a);
    return s;
  },
  readAllNotifications: async () => {
    const s = await listen(a, TIMELINES);
    await api('notifications/mark-all-as-read', {}, a);
    return s;
  },
  registryUpdated: async () => {
    const s = await listen(a, TIMELINES);
    await api(
      'i/registry/set',
      { scope: ['client', 'fx'], key: 'streamKey', value: { hello: 'world', n: 1 } },
      a,
    );
    return s;
  },
  notification: async () => {
    const target = await note(a, { text: 'react to me' });
    const s = await listen(a, TIMELINES);
    await api('notes/reactions/create', { noteId: target.id, reaction: '❤' }, b);
    await s.waitFor((m) => m?.body?.type === 'unreadNotification', 5000).catch(() => null);
    return s;
  },
  receiveFollowRequest: async () => {
    await api('i/update', { isLocked: true }, c);
    const s = await listen(c, [['main']]);
    await api('following/create', { userId: c.id }, d);
    return s;
  },
  'noteUpdated-reacted': async () => {
    const target = await note(a, { text: 'capture me' });
    const s = await listen(b, [['main']], [target.id]);
    await api('notes/reactions/create', { noteId: target.id, reaction: '👍' }, c);
    await api('notes/reactions/create', { noteId: target.id, reaction: ':kumo:' }, d);
    return s;
  },
  'noteUpdated-unreacted': async () => {
    const target = await note(a, { text: 'capture me too' });
    await api('notes/reactions/create', { noteId: target.id, reaction: '👍' }, c);
    const s = await listen(b, [['main']], [target.id]);
    await api('notes/reactions/delete', { noteId: target.id }, c);
    return s;
  },
  'noteUpdated-pollVoted': async () => {
    const poll = await note(a, { text: 'poll', poll: { choices: ['x', 'y', 'z'] } });
    const s = await listen(b, [], [poll.id]);
    await api('notes/polls/vote', { noteId: poll.id, choice: 1 }, c);
    return s;
  },
  'noteUpdated-deleted': async () => {
    const target = await note(a, { text: 'delete me' });
    const s = await listen(b, TIMELINES, [target.id]);
    await api('notes/delete', { noteId: target.id }, a);
    return s;
  },
  announcementCreated: async () => {
    const s = await listen(a, TIMELINES);
    await api(
      'admin/announcements/create',
      { title: 'Stream fixture', text: 'for fx_a only', imageUrl: null, userId: a.id },
      admin,
    );
    return s;
  },
  myTokenRegenerated: async () => {
    const s = await listen(d, [['main']]);
    await api('i/regenerate-token', { password: 'fx-d-password' }, d);
    return s;
  },
  userList: async () => {
    const list = (await api('users/lists/create', { name: 'fixture list' }, a)).body;
    await api('users/lists/push', { listId: list.id, userId: b.id }, a);
    const s = await listen(a, [['userList', { listId: list.id }]]);
    await note(b, { text: 'note by a list member' });
    return s;
  },
  antenna: async () => {
    const antenna = (
      await api(
        'antennas/create',
        { name: 'fx', src: 'all', keywords: [['fxantenna']], excludeKeywords: [], users: [], ...NO_FILTERS },
        a,
      )
    ).body;
    const s = await listen(a, [['antenna', { antennaId: antenna.id }]]);
    await note(b, { text: 'another fxantenna note' });
    return s;
  },
  channel: async () => {
    const channel = (await api('channels/create', { name: 'Fixture channel' }, a)).body;
    const s = await listen(b, [['channel', { channelId: channel.id }]]);
    await note(a, { text: 'First post in the fixture channel', channelId: channel.id });
    return s;
  },
  'readNotification-frame': async () => {
    const target = await note(a, { text: 'react, then read' });
    const s = await listen(a, [['main']]);
    // fx_d's token was regenerated by an earlier scenario
    await api('notes/reactions/create', { noteId: target.id, reaction: '👍' }, c);
    await s.waitFor((m) => m?.body?.type === 'notification');
    s.send({ type: 'readNotification', body: {} });
    return s;
  },
  driveFileCreated: async () => {
    const s = await listen(a, [...TIMELINES, ['drive']]);
    await upload(a, 'stream-upload.png');
    return s;
  },
  emojiAdded: async () => {
    const file = await upload(admin, 'fx-emoji.png');
    const s = await listen(a, [['main']]);
    await api(
      'admin/emoji/add',
      { name: 'fx_emoji_stream', fileId: file.id, category: 'Fixtures', aliases: ['fx'], license: 'CC0' },
      admin,
    );
    return s;
  },
  'visitor-socket': async () => {
    const s = await listen(null, [['localTimeline'], ['globalTimeline']]);
    await note(b, { text: 'visitor stream fixture note' });
    return s;
  },
};

// unreadNotification.json is the same capture as notification.json
SCENARIOS.unreadNotification = SCENARIOS.notification!;

const REPORT = process.env.CONTRACT_REPORT;

describe('the stream answers as real Misskey servers do (recorded captures)', () => {
  test.each(CAPTURES.map(([set, captures]) => [set.folder, captures] as const))(
    'every capture of %s with frames to compare has a scenario here',
    (_folder, captures) => {
      const withFrames = [...captures].filter(([, c]) => framesOf(c).length > 0);
      const missing = withFrames.map(([name]) => name).filter((name) => !(name in SCENARIOS));
      expect(missing).toEqual([]);
    },
  );

  // one trigger per scenario, its frames compared with the capture of each server that has one
  test.each(Object.keys(SCENARIOS))('%s', async (name) => {
    const socket = await SCENARIOS[name]!();
    const found: string[] = [];
    const allowed = ALLOWED_STREAM_DIFFERENCES[name]?.frames ?? [];
    for (const [set, captures] of CAPTURES) {
      const capture = captures.get(name);
      if (!capture) continue;
      for (const frame of framesOf(capture)) {
        const kind = kindOf(frame);
        if (allowed.includes(kind)) continue;
        const ours = await socket.waitFor((m) => kindOf(m) === kind, 5000).catch(() => null);
        if (!ours) found.push(`${set.folder}: ${kind}: not sent here`);
        else
          found.push(
            ...shapeDifferences(bodyOf(frame), bodyOf(ours)).map((d) => `${set.folder}: ${kind} ${d}`),
          );
      }
    }
    socket.close();
    const differences = [...new Set(found)];
    if (REPORT && differences.length > 0) appendFileSync(REPORT, `${JSON.stringify([name, differences])}\n`);
    expect(differences).toEqual([]);
  });
});
