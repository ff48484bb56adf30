import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('admin: instance settings', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('name, icon and colour set by an administrator show in meta, admin/meta and the manifest', async () => {
    expect((await api('admin/meta', {}, alice.token)).status).toBe(403);
    const before = await api('admin/meta', {}, admin.token);
    expect(before.body).toMatchObject({ name: 'Kumo Local', federation: 'none', useObjectStorage: false });
    const set = await api(
      'admin/update-meta',
      { name: 'Cloud Nine', iconUrl: 'https://example.com/icon.png', themeColor: '#123abc' },
      admin.token,
    );
    expect(set.status).toBe(204);
    const meta = await api('meta', {});
    expect(meta.body).toMatchObject({
      name: 'Cloud Nine',
      iconUrl: 'https://example.com/icon.png',
      themeColor: '#123abc',
      shortName: 'Kumo',
    });
    expect((await api('admin/meta', {}, admin.token)).body.name).toBe('Cloud Nine');
    const manifest = await fetch(`${t.inst.url}/manifest.json`);
    expect(await manifest.json()).toMatchObject({ name: 'Cloud Nine', theme_color: '#123abc' });
  });

  it('channels pinned to the local timeline are kept in order and shown in meta', async () => {
    const ch = async (name: string) =>
      (await t.api('channels/create', { name }, alice.token)).body.id as string;
    const [a, b] = [await ch('Pinned A'), await ch('Pinned B')];
    expect((await t.api('meta', {})).body.pinnedLtlChannelIds).toEqual([]);
    expect((await t.api('admin/update-meta', { pinnedLtlChannelIds: [b, a] }, admin.token)).status).toBe(204);
    expect((await t.api('meta', {})).body.pinnedLtlChannelIds).toEqual([b, a]);
    expect((await t.api('admin/meta', {}, admin.token)).body.pinnedLtlChannelIds).toEqual([b, a]);
    for (const bad of [[a, a], ['<script>'], Array.from({ length: 33 }, () => a)]) {
      const refused = await t.api('admin/update-meta', { pinnedLtlChannelIds: bad }, admin.token);
      expect(refused.status).toBe(400);
    }
    expect((await t.api('admin/update-meta', { pinnedLtlChannelIds: [] }, alice.token)).status).toBe(403);
  });

  it('a colour that is not #rrggbb is refused, and only administrators change settings', async () => {
    const bad = await api('admin/update-meta', { themeColor: 'red;}' }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_PARAM');
    expect((await api('admin/update-meta', { name: 'Mine now' }, alice.token)).status).toBe(403);
    expect((await api('meta', {})).body.name).not.toBe('Mine now');
  });
});

describe('admin: moderation lists', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('blocked hosts and words are kept; a note with a prohibited word is refused, as Misskey does', async () => {
    await api(
      'admin/update-meta',
      { blockedHosts: ['spam.example'], prohibitedWords: ['buy cheap', '/c[a@]sino/i'] },
      admin.token,
    );
    expect((await api('admin/meta', {}, admin.token)).body).toMatchObject({
      blockedHosts: ['spam.example'],
      prohibitedWords: ['buy cheap', '/c[a@]sino/i'],
    });
    // the lists are for moderators: public meta does not carry them
    expect((await api('meta', {})).body.blockedHosts).toBeUndefined();
    for (const text of ['Buy now, cheap! buy cheap', 'the C@SINO is open']) {
      const res = await api('notes/create', { text }, alice.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'CONTAINS_PROHIBITED_WORDS',
        id: 'aa6e01d3-a85c-669d-758a-76aab43af334',
      });
    }
    expect((await api('notes/create', { text: 'cheap thrills, later' }, alice.token)).status).toBe(200);
    expect((await api('notes/create', { text: 'ok', cw: 'casino' }, alice.token)).status).toBe(400);
    await api('admin/update-meta', { prohibitedWords: [] }, admin.token);
    expect((await api('notes/create', { text: 'casino night' }, alice.token)).status).toBe(200);
  });
});

describe('admin: sensitive words', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('a public note with a sensitive word is posted to home; other visibilities stay', async () => {
    await t.api('admin/update-meta', { sensitiveWords: ['spoiler'] }, admin.token);
    const hit = await t.api('notes/create', { text: 'big spoiler ahead' }, alice.token);
    expect(hit.body.createdNote.visibility).toBe('home');
    const followers = await t.api(
      'notes/create',
      { text: 'spoiler for friends', visibility: 'followers' },
      alice.token,
    );
    expect(followers.body.createdNote.visibility).toBe('followers');
    const clean = await t.api('notes/create', { text: 'nothing to see' }, alice.token);
    expect(clean.body.createdNote.visibility).toBe('public');
  });
});

describe('admin: reserved usernames', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');

  it('starts with Misskey’s list; a name the admin reserves cannot be signed up with', async () => {
    expect((await t.api('admin/meta', {}, admin.token)).body.preservedUsernames).toContain('administrator');
    expect((await t.api('username/available', { username: 'Administrator' })).body.available).toBe(false);
    await t.api('admin/update-meta', { preservedUsernames: ['kumobot'] }, admin.token);
    expect((await t.api('username/available', { username: 'KumoBot' })).body.available).toBe(false);
    expect((await t.api('signup', { username: 'kumobot', password: 'pass-word' })).status).toBe(400);
    expect((await t.api('username/available', { username: 'administrator' })).body.available).toBe(true);
  });
});

describe('admin: registration and invitation codes', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');

  it('closing registration makes signup need a code; codes are listed by state', async () => {
    await t.api('admin/update-meta', { disableRegistration: true }, admin.token);
    expect((await t.api('meta', {})).body.disableRegistration).toBe(true);
    expect((await t.api('signup', { username: 'nocode1', password: 'pass-word' })).status).toBe(400);
    const [invite] = (await t.api('admin/invite/create', { count: 1 }, admin.token)).body as Array<{
      code: string;
    }>;
    const unused = await t.api('admin/invite/list', { type: 'unused' }, admin.token);
    expect((unused.body as Array<{ code: string }>).map((c) => c.code)).toContain(invite!.code);
    const ok = await t.api('signup', {
      username: 'withcode1',
      password: 'pass-word',
      invitationCode: invite!.code,
    });
    expect(ok.status).toBe(200);
    const used = await t.api('admin/invite/list', { type: 'used' }, admin.token);
    expect(used.body).toEqual([expect.objectContaining({ code: invite!.code, used: true })]);
    await t.api('admin/update-meta', { disableRegistration: false }, admin.token);
    expect((await t.api('signup', { username: 'open1', password: 'pass-word' })).status).toBe(200);
  });
});

describe('federation', () => {
  const t = testInstance({ seed: 'demo' });
  it('this server knows no other: the list is empty and any host is unknown', async () => {
    expect((await t.api('federation/instances', {})).body).toEqual([]);
    const one = await t.api('federation/show-instance', { host: 'misskey.example' });
    expect(one.status).toBe(204);
    expect((await t.api('federation/show-instance', {})).status).toBe(400);
  });
});

describe('server figures', () => {
  const t = testInstance({ seed: 'demo' });
  const alice = t.signin('alice');
  it('stats counts users and notes; charts/notes counts today’s notes of everyone', async () => {
    const before = (await t.api('stats', {})).body;
    expect(before.usersCount).toBeGreaterThan(3);
    expect(before.instances).toBe(0);
    const chartBefore = (await t.api('charts/notes', { span: 'day', limit: 7 })).body;
    expect(chartBefore.local.inc).toHaveLength(7);
    await t.api('notes/create', { text: 'one more' }, alice.token);
    expect((await t.api('stats', {})).body.notesCount).toBe(before.notesCount + 1);
    const chart = (await t.api('charts/notes', { span: 'day', limit: 7 })).body;
    expect(chart.local.inc[0]).toBe(chartBefore.local.inc[0] + 1);
    expect(chart.local.total[0]).toBe(before.notesCount + 1);
    expect(chart.remote.inc).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('charts/active-users counts who used a client and who posted today, in the shape Misskey gives', async () => {
    const before = (await t.api('charts/active-users', { span: 'day', limit: 5 })).body;
    expect(Object.keys(before).sort()).toEqual([
      'read',
      'readWrite',
      'registeredOutsideMonth',
      'registeredOutsideWeek',
      'registeredOutsideYear',
      'registeredWithinMonth',
      'registeredWithinWeek',
      'registeredWithinYear',
      'write',
    ]);
    expect(before.readWrite).toHaveLength(5);
    const bob = t.signin('bob');
    await t.api('i', {}, bob.token);
    await t.api('notes/create', { text: 'active today' }, bob.token);
    const after = (await t.api('charts/active-users', { span: 'day', limit: 5 })).body;
    expect(after.write[0]).toBeGreaterThanOrEqual(1);
    expect(after.read[0]).toBeGreaterThanOrEqual(1);
    expect(after.readWrite[0]).toBeGreaterThanOrEqual(Math.max(after.read[0], after.write[0]));
    expect(after.registeredWithinWeek[0]! + after.registeredOutsideWeek[0]!).toBe(after.readWrite[0]);
    expect((await t.api('charts/active-users', {})).body.error.code).toBe('INVALID_PARAM');
  });

  it('charts/instance answers zeros in the shape Misskey gives, since it has met no other server', async () => {
    const chart = (await t.api('charts/instance', { span: 'hour', limit: 3, host: 'far.example' })).body;
    expect(chart.requests).toEqual({ failed: [0, 0, 0], succeeded: [0, 0, 0], received: [0, 0, 0] });
    expect(chart.notes.diffs.withFile).toEqual([0, 0, 0]);
    expect(Object.keys(chart).sort()).toEqual([
      'drive',
      'followers',
      'following',
      'notes',
      'requests',
      'users',
    ]);
    expect((await t.api('charts/instance', { span: 'day' })).body.error.code).toBe('INVALID_PARAM');
  });
});

describe('admin: mail, storage, security and other settings', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');

  it('are kept and read back by administrators, never shown in the public meta', async () => {
    const change = {
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpPass: 'hunter2',
      useObjectStorage: true,
      objectStorageBucket: 'files',
      sensitiveMediaDetection: 'remote',
      bannedEmailDomains: ['spam.example'],
      urlPreviewTimeout: 5000,
      deeplIsPro: true,
    };
    expect((await t.api('admin/update-meta', change, admin.token)).status).toBe(204);
    expect((await t.api('admin/meta', {}, admin.token)).body).toMatchObject(change);
    const pub = JSON.stringify((await t.api('meta', {})).body);
    expect(pub).not.toContain('hunter2');
    expect(pub).not.toContain('smtpHost');
  });

  it('refuses a negative or impossible port and an unknown choice', async () => {
    for (const bad of [{ smtpPort: -1 }, { objectStoragePort: 70000 }, { sensitiveMediaDetection: 'some' }]) {
      const res = await t.api('admin/update-meta', bad, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_PARAM');
    }
  });
});
