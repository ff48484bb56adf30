// The smaller endpoints of upstream Misskey 2026.7 (channel mutes, antennas/remove-note,
// drive/files/move-bulk), each recorded case of fixtures/misskey-2026.7.0 replayed in order against
// a world made for it, and the timelines filtering a muted channel's notes as upstream does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testInstance, uploadPng, type TestAccount } from './helpers.ts';
import { shapeDifferences } from './contract/shape.ts';

const FIXTURES = join(__dirname, '../../../fixtures/misskey-2026.7.0/api');

interface Case {
  name: string;
  as: 'visitor' | 'user';
  request: Record<string, unknown>;
  status: number;
  response: unknown;
}
const casesOf = (endpoint: string): Case[] =>
  (
    JSON.parse(readFileSync(join(FIXTURES, `${endpoint.replaceAll('/', '~')}.json`), 'utf8')) as {
      cases: Case[];
    }
  ).cases;

/** The recorded request with its described ids replaced by this world's. */
function fill(request: Record<string, unknown>, ids: Record<string, string>): Record<string, unknown> {
  const text = JSON.stringify(request).replace(/"<([^">]|\\")*>"/g, (m) => {
    const key = JSON.parse(m) as string;
    if (key === '<token>') return m;
    if (key === '<id that does not exist>') return '"azzzzzzzzzzzzzzz"';
    // the longest description first: a note "caught by the … antenna" also names the antenna
    const found = Object.entries(ids)
      .sort(([x], [y]) => y.length - x.length)
      .find(([k]) => key.includes(k));
    if (!found) throw new Error(`no id for ${key}`);
    return JSON.stringify(found[1]);
  });
  return JSON.parse(text) as Record<string, unknown>;
}

const t = testInstance();
const a = t.signup('fx_a');
const b = t.signup('fx_b');

/**
 * Where the local instance answers otherwise, on purpose: upstream fails an unknown folder's lookup
 * with a 500, and a server answers hostile input with a 4xx (the fuzz test holds it to that).
 */
const DIFFERENT: Record<string, { status: number; code: string }> = {
  'drive/files/move-bulk: error: no such folder': { status: 400, code: 'NO_SUCH_FOLDER' },
};

async function replayAll(
  endpoint: string,
  ids: () => Record<string, string>,
  before: Record<string, () => Promise<unknown>> = {},
  actor: (c: Case) => TestAccount = () => a,
) {
  for (const c of casesOf(endpoint)) {
    await before[c.name]?.();
    const body = fill(c.request, ids());
    delete body.i;
    // a recorded "later" date keeps its distance from now
    if (typeof body.expiresAt === 'number')
      body.expiresAt = c.name.includes('past') ? Date.now() - 60_000 : Date.now() + 86_400_000;
    const res = await t.api(endpoint, body, c.as === 'user' ? actor(c).token : undefined);
    const different = DIFFERENT[`${endpoint}: ${c.name}`];
    if (different) {
      expect(res.status, `${endpoint}: ${c.name}`).toBe(different.status);
      expect(res.body.error.code, `${endpoint}: ${c.name}`).toBe(different.code);
      continue;
    }
    expect(res.status, `${endpoint}: ${c.name}`).toBe(c.status);
    if (c.status >= 400) {
      const real = (c.response as { error: { code: string; id: string; message: string } }).error;
      expect(res.body.error, `${endpoint}: ${c.name}`).toMatchObject({
        code: real.code,
        id: real.id,
        message: real.message,
      });
    } else if (c.status === 200) {
      expect(shapeDifferences(c.response, res.body), `${endpoint}: ${c.name}`).toEqual([]);
    }
  }
}

describe('upstream 2026.7 extras, as recorded', () => {
  it('channels/mute/create, delete and list answer as the recordings', async () => {
    const ch = (await t.api('channels/create', { name: 'Mute-test channel' }, a.token)).body;
    const ids = () => ({ 'mute-test channel': ch.id as string });
    await replayAll('channels/mute/create', ids, {
      'ok: with expiresAt': () => t.api('channels/mute/delete', { channelId: ch.id }, a.token),
    });
    await t.api('channels/mute/delete', { channelId: ch.id }, a.token);
    await replayAll('channels/mute/list', ids, {
      ok: () => t.api('channels/mute/create', { channelId: ch.id }, a.token),
      'ok (empty)': () => t.api('channels/mute/delete', { channelId: ch.id }, a.token),
    });
    await replayAll('channels/mute/delete', ids, {
      ok: () => t.api('channels/mute/create', { channelId: ch.id }, a.token),
    });
  });

  it('antennas/remove-note answers as the recording', async () => {
    const antenna = (
      await t.api(
        'antennas/create',
        {
          name: 'remove-note',
          src: 'all',
          keywords: [['fxrec']],
          excludeKeywords: [],
          users: [],
          caseSensitive: false,
          withReplies: false,
          withFile: false,
        },
        a.token,
      )
    ).body;
    const note = (await t.api('notes/create', { text: 'caught fxrec' }, b.token)).body.createdNote;
    const inAntenna = async () =>
      ((await t.api('antennas/notes', { antennaId: antenna.id }, a.token)).body as Array<{ id: string }>).map(
        (n) => n.id,
      );
    expect(await inAntenna()).toContain(note.id);
    await replayAll(
      'antennas/remove-note',
      () => ({ 'remove-note antenna': antenna.id, 'caught by the remove-note antenna': note.id }),
      {},
      (c) => (c.name.includes("someone else's") ? b : a),
    );
    expect(await inAntenna()).not.toContain(note.id);
  });

  it('drive/files/move-bulk answers as the recording and moves only the caller’s files', async () => {
    const f1 = await uploadPng(t.inst, a.token, { name: 'fx-bulk-1.png' });
    const f2 = await uploadPng(t.inst, a.token, { name: 'fx-bulk-2.png' });
    const folder = (await t.api('drive/folders/create', { name: 'Bulk folder' }, a.token)).body;
    const folderOf = async (id: string) =>
      (await t.api('drive/files/show', { fileId: id }, a.token)).body.folderId;
    await replayAll(
      'drive/files/move-bulk',
      () => ({ 'fx-bulk-1.png': f1.id, 'fx-bulk-2.png': f2.id, 'Bulk folder': folder.id }),
      {
        'ok: back to the root (folderId null)': async () => {
          expect([await folderOf(f1.id), await folderOf(f2.id)]).toEqual([folder.id, folder.id]);
        },
      },
      (c) => (c.name.includes("someone else's") ? b : a),
    );
    // f1 back at the root; f2 stayed in the folder (fx_b could not move it)
    expect([await folderOf(f1.id), await folderOf(f2.id)]).toEqual([null, folder.id]);
  });
});

describe('a muted channel leaves the timelines', () => {
  it('hides its notes, renotes of them and replies to them from home, social and local, not from the channel', async () => {
    const ch = (await t.api('channels/create', { name: 'Noisy' }, b.token)).body;
    await t.api('channels/follow', { channelId: ch.id }, a.token);
    await t.api('channels/follow', { channelId: ch.id }, b.token);
    await t.api('following/create', { userId: b.id }, a.token);
    const inChannel = (await t.api('notes/create', { text: 'in the channel', channelId: ch.id }, b.token))
      .body.createdNote;
    const renote = (await t.api('notes/create', { renoteId: inChannel.id }, b.token)).body.createdNote;
    const plain = (await t.api('notes/create', { text: 'outside' }, b.token)).body.createdNote;
    const ids = async (endpoint: string, extra: Record<string, unknown> = {}) =>
      ((await t.api(endpoint, { limit: 100, ...extra }, a.token)).body as Array<{ id: string }>).map(
        (n) => n.id,
      );

    expect(await ids('notes/timeline')).toEqual(expect.arrayContaining([inChannel.id, renote.id, plain.id]));
    expect((await t.api('channels/show', { channelId: ch.id }, a.token)).body.isMuting).toBe(false);

    expect((await t.api('channels/mute/create', { channelId: ch.id }, a.token)).status).toBe(204);
    expect((await t.api('channels/show', { channelId: ch.id }, a.token)).body.isMuting).toBe(true);
    for (const tl of ['notes/timeline', 'notes/hybrid-timeline', 'notes/local-timeline']) {
      const seen = await ids(tl);
      expect(seen, tl).not.toContain(inChannel.id);
      expect(seen, tl).not.toContain(renote.id);
    }
    expect(await ids('notes/timeline')).toContain(plain.id);
    expect(await ids('channels/timeline', { channelId: ch.id })).toContain(inChannel.id);
    // others still see it
    expect(
      ((await t.api('notes/timeline', {}, b.token)).body as Array<{ id: string }>).map((n) => n.id),
    ).toContain(inChannel.id);

    await t.api('channels/mute/delete', { channelId: ch.id }, a.token);
    expect(await ids('notes/timeline')).toContain(inChannel.id);
  });

  it('a mute whose time is over no longer hides the channel', async () => {
    const ch = (await t.api('channels/create', { name: 'Brief' }, b.token)).body;
    await t.api('channels/follow', { channelId: ch.id }, a.token);
    const note = (await t.api('notes/create', { text: 'brief', channelId: ch.id }, b.token)).body.createdNote;
    await t.api('channels/mute/create', { channelId: ch.id, expiresAt: Date.now() + 1500 }, a.token);
    const home = async () =>
      ((await t.api('notes/timeline', {}, a.token)).body as Array<{ id: string }>).map((n) => n.id);
    expect(await home()).not.toContain(note.id);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await home()).toContain(note.id);
    expect((await t.api('channels/mute/list', {}, a.token)).body).toEqual([]);
  });
});
