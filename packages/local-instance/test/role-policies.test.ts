// Misskey's role policies, one by one, where this instance offers what they govern: a role that sets
// a policy off or low is refused with Misskey's answer; the base role (or another account) is not.
import { describe, expect, it } from 'vitest';
import { signup, StreamClient, testInstance, uploadPng, type ApiResult, type Json } from './helpers.ts';
import { grantPolicies, uploadBytes } from './role-grants.ts';

const ROLE_PERMISSION_DENIED = { code: 'ROLE_PERMISSION_DENIED', id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a' };
const RESTRICTED_BY_ROLE = (id: string) => ({ code: 'RESTRICTED_BY_ROLE', id });

describe('role policies take effect where they are used', () => {
  const t = testInstance({ seed: 'demo', allowedPrivateNetworks: ['127.0.0.1/32'] });
  const admin = t.signin('admin');

  /** Waits until the job `name` run for `userId` has finished (Misskey's db queue). */
  async function jobDone(name: string, userId: string): Promise<Json> {
    for (let i = 0; i < 200; i++) {
      const jobs = await t.api(
        'admin/queue/jobs',
        { queue: 'db', state: ['completed', 'failed'], search: userId },
        admin.token,
      );
      const job = (jobs.body as Json[]).find((j) => j.name === name);
      if (job) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${name} for ${userId} did not finish`);
  }

  /** A new account, and a role giving it `policies`. */
  async function holder(username: string, policies: Record<string, unknown>) {
    const user = await signup(t.inst, username);
    await grantPolicies(t.inst, admin.token, user.id, policies);
    return user;
  }

  it('canPublicNote off: a public note is posted to home, as Misskey', async () => {
    const silenced = await holder('no_public', { canPublicNote: false });
    const plain = await signup(t.inst, 'may_public');
    const muted = await t.api('notes/create', { text: 'hello', visibility: 'public' }, silenced.token);
    expect(muted.status).toBe(200);
    expect(muted.body.createdNote.visibility).toBe('home');
    const renote = await t.api('notes/create', { renoteId: muted.body.createdNote.id }, silenced.token);
    expect(renote.body.createdNote.visibility).toBe('home');
    const free = await t.api('notes/create', { text: 'hello', visibility: 'public' }, plain.token);
    expect(free.body.createdNote.visibility).toBe('public');
  });

  it('mentionLimit: a note mentioning more accounts than the role allows is refused', async () => {
    const limited = await holder('few_mentions', { mentionLimit: 1 });
    const plain = await signup(t.inst, 'many_mentions');
    const two = { text: '@alice @bob hello' };
    const refused = await t.api('notes/create', two, limited.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'CONTAINS_TOO_MANY_MENTIONS',
      id: '4de0363a-3046-481b-9b0f-feff3e211025',
    });
    // the same account twice, or a name of no account, is not counted again
    const one = await t.api('notes/create', { text: '@alice @alice @nobody_here hi' }, limited.token);
    expect(one.status).toBe(200);
    expect((await t.api('notes/create', two, plain.token)).status).toBe(200);
  });

  it('canCreateChannel off: channels/create is refused (administrators pass)', async () => {
    const barred = await holder('no_channels', { canCreateChannel: false });
    const refused = await t.api('channels/create', { name: 'Mine' }, barred.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject(ROLE_PERMISSION_DENIED);
    const plain = await signup(t.inst, 'channel_maker');
    expect((await t.api('channels/create', { name: 'Mine' }, plain.token)).status).toBe(200);
    await grantPolicies(t.inst, admin.token, (await t.api('i', {}, admin.token)).body.id, {
      canCreateChannel: false,
    });
    expect((await t.api('channels/create', { name: 'Admin’s' }, admin.token)).status).toBe(200);
  });

  it('canSearchUsers off: users/search is refused; visitors follow the base role', async () => {
    const blind = await holder('no_user_search', { canSearchUsers: false });
    const refused = await t.api('users/search', { query: 'alice' }, blind.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject(ROLE_PERMISSION_DENIED);
    const plain = await signup(t.inst, 'user_search');
    expect((await t.api('users/search', { query: 'alice' }, plain.token)).status).toBe(200);
    expect((await t.api('users/search', { query: 'alice' })).status).toBe(200);
    const base = (await t.api('meta', {})).body.policies;
    await t.api(
      'admin/roles/update-default-policies',
      { policies: { ...base, canSearchUsers: false } },
      admin.token,
    );
    try {
      expect((await t.api('users/search', { query: 'alice' })).body.error).toMatchObject(
        ROLE_PERMISSION_DENIED,
      );
    } finally {
      await t.api('admin/roles/update-default-policies', { policies: base }, admin.token);
    }
  });

  it.each([
    ['canImportFollowing', 'i/import-following'],
    ['canImportBlocking', 'i/import-blocking'],
    ['canImportMuting', 'i/import-muting'],
    ['canImportUserLists', 'i/import-user-lists'],
    ['canImportAntennas', 'i/import-antennas'],
  ])('%s off: %s is refused', async (policy, endpoint) => {
    const name = policy.toLowerCase().slice(0, 16);
    const barred = await holder(`${name}_off`, { [policy]: false });
    const plain = await signup(t.inst, `${name}_on`);
    const content = endpoint === 'i/import-antennas' ? '[]' : 'alice@localhost\n';
    const importOf = async (token: string) => {
      const file = await uploadBytes(t.inst, token, content, 'import.csv', 'text/csv');
      return t.api(endpoint, { fileId: file.body.id }, token);
    };
    const refused = await importOf(barred.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject(ROLE_PERMISSION_DENIED);
    expect((await importOf(plain.token)).status).toBe(204);
  });

  it.each([
    ['antennaLimit', 'TOO_MANY_ANTENNAS'],
    ['userListLimit', 'TOO_MANY_USERLISTS'],
    ['clipLimit', 'TOO_MANY_CLIPS'],
    ['webhookLimit', 'TOO_MANY_WEBHOOKS'],
    ['pinLimit', 'PIN_LIMIT_EXCEEDED'],
  ])('%s 1: the second is refused with %s', async (policy, code) => {
    const name = policy.toLowerCase();
    const make = async (token: string, n: number): Promise<ApiResult> => {
      switch (policy) {
        case 'antennaLimit':
          return t.api(
            'antennas/create',
            {
              name: `a${n}`,
              src: 'all',
              keywords: [['kumo']],
              excludeKeywords: [],
              users: [],
              caseSensitive: false,
              withReplies: false,
              withFile: false,
            },
            token,
          );
        case 'userListLimit':
          return t.api('users/lists/create', { name: `l${n}` }, token);
        case 'clipLimit':
          return t.api('clips/create', { name: `c${n}` }, token);
        case 'webhookLimit':
          return t.api(
            'i/webhooks/create',
            { name: `w${n}`, url: 'https://example.com/h', on: ['note'] },
            token,
          );
        default: {
          const note = await t.api('notes/create', { text: `pin ${n}` }, token);
          return t.api('i/pin', { noteId: note.body.createdNote.id }, token);
        }
      }
    };
    const limited = await holder(`${name}_1`, { [policy]: 1 });
    expect((await make(limited.token, 1)).status).toBe(200);
    const refused = await make(limited.token, 2);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(code);
    const plain = await signup(t.inst, `${name}_base`);
    expect((await make(plain.token, 1)).status).toBe(200);
    expect((await make(plain.token, 2)).status).toBe(200);
  });

  it('userEachUserListsLimit: a list takes no more members than the role allows', async () => {
    const limited = await holder('small_lists', { userEachUserListsLimit: 1 });
    const list = await t.api('users/lists/create', { name: 'Few' }, limited.token);
    const alice = (await t.api('users/show', { username: 'alice' })).body;
    const bob = (await t.api('users/show', { username: 'bob' })).body;
    expect(
      (await t.api('users/lists/push', { listId: list.body.id, userId: alice.id }, limited.token)).status,
    ).toBe(204);
    const refused = await t.api('users/lists/push', { listId: list.body.id, userId: bob.id }, limited.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'TOO_MANY_USERS',
      id: '2dd9752e-a338-413d-8eec-41814430989b',
    });
  });

  it('the list limits hold for an imported list too: what is over them is left out', async () => {
    const limited = await holder('import_lists', { userListLimit: 1, userEachUserListsLimit: 1 });
    const csv = 'One,alice\nOne,bob\nTwo,carol\n';
    const file = await uploadBytes(t.inst, limited.token, csv, 'lists.csv', 'text/csv');
    expect((await t.api('i/import-user-lists', { fileId: file.body.id }, limited.token)).status).toBe(204);
    await jobDone('importUserLists', limited.id);
    const lists = (await t.api('users/lists/list', {}, limited.token)).body as Json[];
    expect(lists.map((l) => [l.name, l.userIds.length])).toEqual([['One', 1]]);
  });

  it('canUpdateBioMedia off: no new avatar or banner, though the old ones may go', async () => {
    const plain = await signup(t.inst, 'bio_media');
    const picture = await uploadPng(t.inst, plain.token);
    expect((await t.api('i/update', { avatarId: picture.id }, plain.token)).status).toBe(200);
    await grantPolicies(t.inst, admin.token, plain.id, { canUpdateBioMedia: false });
    for (const key of ['avatarId', 'bannerId']) {
      const refused = await t.api('i/update', { [key]: picture.id }, plain.token);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject(RESTRICTED_BY_ROLE('8feff0ba-5ab5-585b-31f4-4df816663fad'));
    }
    const removed = await t.api('i/update', { avatarId: null }, plain.token);
    expect(removed.status).toBe(200);
    expect(removed.body.avatarId).toBeNull();
  });

  it('alwaysMarkNsfw: every file is sensitive, whichever way it came, and stays so', async () => {
    const marked = await holder('always_nsfw', { alwaysMarkNsfw: true });
    const uploaded = await uploadBytes(t.inst, marked.token, 'hello', 'a.txt');
    expect(uploaded.body.isSensitive).toBe(true);

    const stream = await StreamClient.open(t.inst, marked.token);
    await stream.connect('main', 'main');
    await t.api(
      'drive/files/upload-from-url',
      { url: `${t.inst.url}/identicon/x`, marker: 'nsfw' },
      marked.token,
    );
    const arrived = await stream.waitFor((m: Json) => m.body?.type === 'urlUploadFinished', 10_000);
    stream.close();
    expect(arrived.body.body.file.isSensitive).toBe(true);

    const unmark = await t.api(
      'drive/files/update',
      { fileId: uploaded.body.id, isSensitive: false },
      marked.token,
    );
    expect(unmark.status).toBe(400);
    expect(unmark.body.error).toMatchObject(RESTRICTED_BY_ROLE('7f59dccb-f465-75ab-5cf4-3ce44e3282f7'));
    const setting = await t.api('i/update', { alwaysMarkNsfw: false }, marked.token);
    expect(setting.body.error).toMatchObject(RESTRICTED_BY_ROLE('8feff0ba-5ab5-585b-31f4-4df816663fad'));

    const plain = await signup(t.inst, 'sometimes_nsfw');
    const own = await uploadBytes(t.inst, plain.token, 'hello', 'b.txt');
    expect(own.body.isSensitive).toBe(false);
    await t.api('drive/files/update', { fileId: own.body.id, isSensitive: true }, plain.token);
    const back = await t.api('drive/files/update', { fileId: own.body.id, isSensitive: false }, plain.token);
    expect(back.body.isSensitive).toBe(false);
  });

  it('gtlAvailable and ltlAvailable off in a role: that holder’s timelines are refused', async () => {
    const kept = await holder('no_public_tl', { gtlAvailable: false, ltlAvailable: false });
    expect((await t.api('notes/global-timeline', {}, kept.token)).body.error.code).toBe('GTL_DISABLED');
    expect((await t.api('notes/local-timeline', {}, kept.token)).body.error.code).toBe('LTL_DISABLED');
    expect((await t.api('notes/hybrid-timeline', {}, kept.token)).body.error.code).toBe('STL_DISABLED');
    const plain = await signup(t.inst, 'public_tl');
    expect((await t.api('notes/global-timeline', {}, plain.token)).status).toBe(200);
  });
});

describe('rateLimitFactor', () => {
  // the real limits (the other tests run with allowances a thousand times larger)
  const t = testInstance({ seed: 'demo', rateLimitFactor: 1 });
  const admin = t.signin('admin');

  it('a role’s factor divides the calls an endpoint allows; 0 takes the limit away', async () => {
    const strict = await signup(t.inst, 'strict_rate');
    await grantPolicies(t.inst, admin.token, strict.id, { rateLimitFactor: 150 });
    // notes/create allows 300 an hour, as on Misskey: 2 for a factor of 150
    const lists = async (token: string) => {
      const out: number[] = [];
      for (const n of [1, 2, 3]) out.push((await t.api('notes/create', { text: `note ${n}` }, token)).status);
      return out;
    };
    const refused = await lists(strict.token);
    expect(refused).toEqual([200, 200, 429]);
    const plain = await signup(t.inst, 'plain_rate');
    expect(await lists(plain.token)).toEqual([200, 200, 200]);

    // i/export-notes allows one an hour, unless the role's factor is 0
    const free = await signup(t.inst, 'free_rate');
    await grantPolicies(t.inst, admin.token, free.id, { rateLimitFactor: 0 });
    const exports = async (token: string) => [
      (await t.api('i/export-notes', {}, token)).status,
      (await t.api('i/export-notes', {}, token)).status,
    ];
    expect(await exports(free.token)).toEqual([204, 204]);
    expect(await exports(plain.token)).toEqual([204, 429]);
  });
});
