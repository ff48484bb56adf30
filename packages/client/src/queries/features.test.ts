import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { serverFeatures } from './features.ts';

const FIXTURES = join(__dirname, '../../../../fixtures/misskey-2025.4.1');
const read = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as unknown;

describe('optional server features', () => {
  // recorded from a MisskeyIO server (2025.4.1): no hard mute, no chat, no note edit, decorations
  const endpoints = read('real-endpoints.json') as string[];
  const me = (read('api/i.json') as { cases: Array<{ status: number; response: object }> }).cases.find(
    (c) => c.status === 200,
  )!.response;

  test('a real server without hard mute, chat, note edit, subscription or points offers none of them', () => {
    expect(serverFeatures(me, endpoints)).toEqual({
      hardMute: false,
      avatarDecorations: true,
      chat: false,
      noteEdit: false,
      subscription: false,
      subscriptionPlans: false,
      points: false,
      pinnedChannels: false,
      queueJobs: false,
      captchaSettings: true,
      channelMute: false,
      antennaRemoveNote: false,
      driveMoveBulk: false,
      noteDrafts: false,
      forkScheduledNotes: true,
      // MisskeyIO names its own differently (users/get-following-birthday-users): not this widget's
      birthdays: false,
    });
  });

  test('an upstream 2026.7 server offers channel mutes, removing a note from an antenna and moving files at once', () => {
    const upstream = JSON.parse(
      readFileSync(join(FIXTURES, '../misskey-2026.7.0/real-endpoints.json'), 'utf8'),
    ) as string[];
    const f = serverFeatures(me, upstream);
    expect([f.channelMute, f.antennaRemoveNote, f.driveMoveBulk, f.birthdays]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  test('upstream 2026.7 keeps drafts and scheduled notes on the server; the MisskeyIO fork has its own scheduled list', () => {
    const upstream = JSON.parse(
      readFileSync(join(FIXTURES, '../misskey-2026.7.0/real-endpoints.json'), 'utf8'),
    ) as string[];
    expect(serverFeatures(me, upstream)).toMatchObject({ noteDrafts: true, forkScheduledNotes: false });
    expect(serverFeatures(me, endpoints)).toMatchObject({ noteDrafts: false, forkScheduledNotes: true });
  });

  test('hard mute is offered when `i` carries hardMutedWords, chat and edit when their endpoints exist', () => {
    const f = serverFeatures({ ...me, hardMutedWords: [] }, [...endpoints, 'chat/history', 'notes/update']);
    expect(f.hardMute).toBe(true);
    expect(f.chat).toBe(true);
    expect(f.noteEdit).toBe(true);
  });

  test('single jobs of the queues are offered where the server lists them (2025.5 and later)', () => {
    expect(serverFeatures(me, [...endpoints, 'admin/queue/jobs']).queueJobs).toBe(true);
  });

  test('channels pinned to the local timeline are offered where the meta carries them', () => {
    const meta = (read('api/meta.json') as { cases: Array<{ status: number; response: object }> }).cases.find(
      (c) => c.status === 200,
    )!.response;
    expect(serverFeatures(me, endpoints, meta).pinnedChannels).toBe(false);
    expect(serverFeatures(me, endpoints, { ...meta, pinnedLtlChannelIds: [] }).pinnedChannels).toBe(true);
  });

  test('before the endpoint list has loaded, no endpoint-detected feature is offered', () => {
    expect(serverFeatures(me, undefined).avatarDecorations).toBe(false);
  });
});
