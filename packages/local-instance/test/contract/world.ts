// The data the recorded cases speak of (fx_a's public note, fx_b's reply, fx_a's channel…), made
// through the API on demand: each placeholder of fixtures/misskey-2025.4.1 and misskey-2026.7.0 has a maker here, run the
// first time a case asks for it. One world per endpoint, with its own users and its own client
// address (X-Forwarded-For), so that every endpoint starts from the state the recording describes.
import sharp from 'sharp';
import type { Json } from '../helpers.ts';

export interface Account {
  id: string;
  token: string;
}

export interface Answer {
  status: number;
  body: Json;
}

/** The password every fx user has; `<wrong password>` is anything else. */
export const FX_PASSWORD = 'fx-pass-word';
export const WRONG_PASSWORD = 'not-the-password';

/** A PNG of exactly this many bytes' description: same size, same bytes (the drive dedupes by md5). */
export async function pngFor(bytes: number): Promise<Buffer> {
  const channel = bytes % 256;
  return sharp({
    create: { width: 24, height: 24, channels: 3, background: { r: channel, g: 90, b: 255 - channel } },
  })
    .png()
    .toBuffer();
}

type Maker = (w: World) => Promise<string>;

let worlds = 0;

export class World {
  /** Appended to every username, as the recording's `_ea3k`. */
  readonly suffix: string;
  private readonly ip: string;
  private readonly memo = new Map<string, Promise<string>>();
  private readonly accounts = new Map<string, Promise<Account>>();

  constructor(
    readonly base: string,
    readonly admin: Account,
  ) {
    worlds += 1;
    this.suffix = `w${worlds.toString(36)}`;
    this.ip = `10.77.${Math.floor(worlds / 250)}.${(worlds % 250) + 1}`;
  }

  /** A call as `who` (null: a visitor), from this world's address. */
  async call(endpoint: string, body: Record<string, unknown> = {}, who?: Account | null): Promise<Answer> {
    return this.send(`/api/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who ? { ...body, i: who.token } : body),
    });
  }

  async send(path: string, init: RequestInit): Promise<Answer> {
    const headers = { ...(init.headers as Record<string, string>), 'x-forwarded-for': this.ip };
    const res = await fetch(`${this.base}${path}`, { ...init, headers });
    const text = await res.text();
    let body: Json = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body };
  }

  /** Like `call`, but the answer must be a success. */
  async ok(endpoint: string, body: Record<string, unknown>, who: Account | null): Promise<Json> {
    const res = await this.call(endpoint, body, who);
    if (res.status >= 300) throw new Error(`${endpoint} ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  username(fx: string): string {
    return `${fx}_${this.suffix}`;
  }

  /** fx_a, fx_b…: signed up with an invitation code from the admin, set up as the recording's. */
  user(fx: string): Promise<Account> {
    let account = this.accounts.get(fx);
    if (!account) {
      account = this.signUp(fx);
      this.accounts.set(fx, account);
    }
    return account;
  }

  private async signUp(fx: string): Promise<Account> {
    const [invite] = await this.ok('admin/invite/create', { count: 1 }, this.admin);
    const me = await this.ok(
      'signup',
      { username: this.username(fx), password: FX_PASSWORD, invitationCode: invite.code },
      null,
    );
    const account = { id: me.id as string, token: me.token as string };
    const profile = PROFILES[fx];
    if (profile) await this.ok('i/update', profile, account);
    return account;
  }

  /** The value of a placeholder (`<note id of a poll note by fx_a>`), made the first time. */
  value(placeholder: string): Promise<string> {
    let v = this.memo.get(placeholder);
    if (!v) {
      const userId = /^<user id of (fx_\w+)>$/.exec(placeholder);
      const maker: Maker | undefined = userId
        ? async (w) => (await w.user(userId[1]!)).id
        : MAKERS[placeholder];
      if (!maker) throw new Error(`no maker for ${placeholder}`);
      v = maker(this);
      this.memo.set(placeholder, v);
    }
    return v;
  }

  /** Replaces a placeholder's value (a step that makes a new one, e.g. a fresh invitation code). */
  setValue(placeholder: string, value: string): void {
    this.memo.set(placeholder, Promise.resolve(value));
  }

  /** A note by `who`; `refs` are parameters given as placeholders (`{ replyId: '<note id of …>' }`). */
  async note(who: string, body: Record<string, unknown>, refs: Record<string, string> = {}): Promise<string> {
    const resolved: Record<string, unknown> = { ...body };
    for (const [k, placeholder] of Object.entries(refs)) resolved[k] = await this.value(placeholder);
    return (await this.ok('notes/create', resolved, await this.user(who))).createdNote.id;
  }

  async upload(who: string, name: string, type: string, data: Buffer, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append('i', (await this.user(who)).token);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    const res = await this.send('/api/drive/files/create', { method: 'POST', body: form });
    if (res.status !== 200) throw new Error(`upload ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }

  /** Runs fx_a's export of `entity` and waits for the file it makes. */
  async exported(endpoint: string, entity: string): Promise<string> {
    const a = await this.user('fx_a');
    await this.ok(endpoint, {}, a);
    for (let i = 0; i < 100; i++) {
      const list: Json[] = await this.ok('i/notifications', { includeTypes: ['exportCompleted'] }, a);
      const done = list.find((n) => n.exportedEntity === entity);
      if (done) return done.fileId as string;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`the ${entity} export did not finish`);
  }
}

/** Profiles of the recording: fx_c is locked and keeps its reactions, fx_e hides its connections. */
const PROFILES: Record<string, Record<string, unknown>> = {
  fx_a: { name: 'Fixture A' },
  fx_b: { name: 'Fixture B' },
  fx_c: { name: 'Fixture C (locked)', isLocked: true, publicReactions: false },
  fx_d: { name: 'Fixture D' },
  fx_e: { name: 'Fixture E', followersVisibility: 'private', followingVisibility: 'private' },
};

const id = (v: Json) => v.id as string;

const MAKERS: Record<string, Maker> = {
  '<note id of a public text note by fx_a>': (w) => w.note('fx_a', { text: 'Fixture public note #fixtures' }),
  '<note id of a public note with a file by fx_a>': async (w) =>
    w.note('fx_a', {
      text: 'A note with a picture',
      fileIds: [await w.value('<drive file id of fx_a\'s PNG "fx-photo.png">')],
    }),
  '<drive file id of fx_a\'s PNG "fx-photo.png">': async (w) =>
    w.upload('fx_a', 'fx-photo.png', 'image/png', await pngFor(13340), {
      folderId: await w.value('<drive folder id of fx_a\'s "Fixture folder">'),
      comment: 'a test picture',
    }),
  '<drive file id of fx_a\'s sensitive image in "Sub folder">': async (w) =>
    w.upload('fx_a', 'orig.png', 'image/png', await pngFor(6399), {
      folderId: await w.value('<drive folder id of fx_a\'s "Sub folder" (child of "Fixture folder")>'),
      name: 'renamed.png',
      isSensitive: 'true',
    }),
  '<note id of a CW note by fx_a>': (w) => w.note('fx_a', { text: 'hidden text', cw: 'Fixture CW' }),
  '<note id of a poll note by fx_a>': (w) =>
    w.note('fx_a', { text: 'Fixture poll', poll: { choices: ['one', 'two', 'three'] } }),
  '<note id of a multiple-choice poll note by fx_a>': (w) =>
    w.note('fx_a', { text: 'Pick several', poll: { choices: ['x', 'y', 'z'], multiple: true } }),
  '<note id of a followers-only note by fx_a>': async (w) => {
    await w.ok('following/create', { userId: (await w.user('fx_a')).id }, await w.user('fx_b'));
    return w.note('fx_a', { text: 'for followers', visibility: 'followers' });
  },
  '<note id of a specified note from fx_a to fx_b>': async (w) =>
    w.note('fx_a', {
      text: `@${w.username('fx_b')} a direct note`,
      visibility: 'specified',
      visibleUserIds: [await w.value('<user id of fx_b>')],
    }),
  "<note id of fx_b's reply to fx_a's public note>": (w) =>
    w.note('fx_b', { text: 'A reply from fx_b' }, { replyId: '<note id of a public text note by fx_a>' }),
  "<note id of fx_a's reply to fx_b's reply>": (w) =>
    w.note(
      'fx_a',
      { text: 'And fx_a answers' },
      { replyId: "<note id of fx_b's reply to fx_a's public note>" },
    ),
  "<note id of fx_b's renote of fx_a's public note>": (w) =>
    w.note('fx_b', {}, { renoteId: '<note id of a public text note by fx_a>' }),
  "<note id of fx_c's quote of fx_a's public note>": (w) =>
    w.note('fx_c', { text: 'Quoting this' }, { renoteId: '<note id of a public text note by fx_a>' }),
  "<note id of fx_a's note in the fixture channel>": (w) =>
    w.note(
      'fx_a',
      { text: 'First post in the fixture channel' },
      { channelId: "<channel id of fx_a's channel>" },
    ),
  '<note id of a throwaway note by fx_a>': (w) => w.note('fx_a', { text: 'throwaway' }),
  "<channel id of fx_a's channel>": async (w) =>
    id(
      await w.ok(
        'channels/create',
        { name: `Fixture channel ${w.suffix}`, description: 'A channel for fixtures', color: '#86b300' },
        await w.user('fx_a'),
      ),
    ),
  "<clip id of fx_a's public clip>": async (w) => {
    const a = await w.user('fx_a');
    const clip = id(await w.ok('clips/create', { name: 'Public clip', isPublic: true }, a));
    const noteId = await w.value('<note id of a CW note by fx_a>');
    await w.ok('clips/add-note', { clipId: clip, noteId }, a);
    return clip;
  },
  "<clip id of fx_a's private clip>": async (w) =>
    id(await w.ok('clips/create', { name: 'Private clip', isPublic: false }, await w.user('fx_a'))),
  "<note draft id of fx_a's text draft>": async (w) =>
    id(
      (
        (await w.ok('notes/drafts/create', { text: 'fxrec a draft' }, await w.user('fx_a'))) as {
          createdDraft: Json;
        }
      ).createdDraft,
    ),
  "<note draft id of fx_b's draft>": async (w) =>
    id(
      (
        (await w.ok('notes/drafts/create', { text: 'fxrec a draft' }, await w.user('fx_b'))) as {
          createdDraft: Json;
        }
      ).createdDraft,
    ),
  '<clip id of a throwaway clip of fx_a>': async (w) =>
    id(await w.ok('clips/create', { name: 'Throwaway clip' }, await w.user('fx_a'))),
  "<webhook id of fx_a's webhook>": (w) => webhook(w, 'Fixture hook'),
  '<webhook id of a throwaway webhook of fx_a>': (w) => webhook(w, 'Throwaway hook'),
  "<antenna id of fx_a's keyword antenna>": (w) => antenna(w, 'Fixture antenna', `fxantenna${w.suffix}`),
  '<antenna id of a throwaway antenna of fx_a>': (w) => antenna(w, 'Throwaway antenna', 'throwaway'),
  '<user list id of a throwaway list of fx_a>': async (w) =>
    id(await w.ok('users/lists/create', { name: 'Throwaway list' }, await w.user('fx_a'))),
  '<user list id of fx_a\'s list "Fixture friends">': async (w) =>
    id(await w.ok('users/lists/create', { name: 'Fixture friends' }, await w.user('fx_a'))),
  '<drive file id of a throwaway file of fx_a>': async (w) =>
    w.upload('fx_a', 'throwaway.txt', 'text/plain', Buffer.from(`throwaway ${w.suffix}`)),
  '<drive file id of a hand-made CSV (fx_b)>': async (w) =>
    w.upload('fx_b', 'fx-data.csv', 'text/csv', Buffer.from('a,b\n1,2\n')),
  '<drive file id of a PNG of fx_c>': async (w) => w.upload('fx_c', 'x.png', 'image/png', await pngFor(6601)),
  '<drive folder id of fx_a\'s "Fixture folder">': async (w) =>
    id(await w.ok('drive/folders/create', { name: 'Fixture folder' }, await w.user('fx_a'))),
  '<drive folder id of fx_a\'s "Sub folder" (child of "Fixture folder")>': async (w) =>
    id(
      await w.ok(
        'drive/folders/create',
        { name: 'Sub folder', parentId: await w.value('<drive folder id of fx_a\'s "Fixture folder">') },
        await w.user('fx_a'),
      ),
    ),
  "<drive file id of fx_a's exported antenna file>": async (w) => {
    await w.value("<antenna id of fx_a's keyword antenna>");
    return w.exported('i/export-antennas', 'antenna');
  },
  "<drive file id of fx_a's exported blocking file>": async (w) => {
    await w.ok('blocking/create', { userId: await w.value('<user id of fx_e>') }, await w.user('fx_a'));
    return w.exported('i/export-blocking', 'blocking');
  },
  "<drive file id of fx_a's exported following file>": async (w) => {
    await w.ok('following/create', { userId: await w.value('<user id of fx_b>') }, await w.user('fx_a'));
    return w.exported('i/export-following', 'following');
  },
  "<drive file id of fx_a's exported muting file>": async (w) => {
    await w.ok('mute/create', { userId: await w.value('<user id of fx_d>') }, await w.user('fx_a'));
    return w.exported('i/export-mute', 'muting');
  },
  "<drive file id of fx_a's exported userList file>": async (w) => {
    const listId = await w.value('<user list id of fx_a\'s list "Fixture friends">');
    await w.ok(
      'users/lists/push',
      { listId, userId: await w.value('<user id of fx_b>') },
      await w.user('fx_a'),
    );
    return w.exported('i/export-user-lists', 'userList');
  },
  '<announcement id of a user-targeted announcement for fx_a>': async (w) =>
    announcement(w, { title: 'Fixture announcement', userId: await w.value('<user id of fx_a>') }),
  '<announcement id of a dialog announcement for fx_a>': async (w) =>
    announcement(w, {
      title: 'Please confirm',
      display: 'dialog',
      needConfirmationToRead: true,
      userId: await w.value('<user id of fx_a>'),
    }),
  '<announcement id of a throwaway announcement>': (w) => announcement(w, { title: 'Throwaway' }),
  '<invite code>': async (w) => (await w.ok('admin/invite/create', {}, w.admin))[0].code,
  '<invite code id #12 created by admin (admin/invite/create)>': async (w) =>
    id((await w.ok('admin/invite/create', {}, w.admin))[0]),
  '<second invite code id created by fx_a>': async (w) => {
    const a = await w.user('fx_a');
    await w.ok('invite/create', {}, a);
    return id(await w.ok('invite/create', {}, a));
  },
  '<access token id (i/apps entry) of fx_b>': async (w) => {
    await w.value('<app token of fx_b>');
    const apps: Json[] = await w.ok('i/apps', {}, await w.user('fx_b'));
    return id(apps[0]);
  },
  /** MiAuth: fx_b allowed an app to read the account and write notes (not drive, not reactions). */
  '<miauth session of fx_b>': async (w) => `fx-session-${w.suffix}`,
  '<app token of fx_b>': async (w) =>
    (
      await w.ok(
        'miauth/gen-token',
        {
          session: await w.value('<miauth session of fx_b>'),
          name: 'Fixture app',
          permission: ['read:account', 'write:notes'],
        },
        await w.user('fx_b'),
      )
    ).token,
  // the upstream 2026.7 recordings' own data (channel mutes, antennas/remove-note, drive/files/move-bulk…)
  "<channel id of fx_a's mute-test channel>": async (w) =>
    id(await w.ok('channels/create', { name: `Mute-test channel ${w.suffix}` }, await w.user('fx_a'))),
  "<antenna id of fx_a's remove-note antenna>": (w) =>
    antenna(w, 'Remove-note antenna', `fxrecrm${w.suffix}`),
  "<note id of fx_b's note caught by the remove-note antenna>": async (w) => {
    await w.value("<antenna id of fx_a's remove-note antenna>");
    return w.note('fx_b', { text: `fxrecrm${w.suffix} a note for the antenna` });
  },
  '<note id of a public note by fx_a (new-endpoint fixtures)>': (w) =>
    w.note('fx_a', { text: 'A public note' }),
  '<note id of a second public note by fx_a>': (w) => w.note('fx_a', { text: 'A second public note' }),
  '<drive file id of fx_a\'s "fx-bulk-1.png">': async (w) =>
    w.upload('fx_a', 'fx-bulk-1.png', 'image/png', await pngFor(1001)),
  '<drive file id of fx_a\'s "fx-bulk-2.png">': async (w) =>
    w.upload('fx_a', 'fx-bulk-2.png', 'image/png', await pngFor(1002)),
  '<drive folder id of fx_a\'s "fxrec Bulk folder">': async (w) =>
    id(await w.ok('drive/folders/create', { name: 'Bulk folder' }, await w.user('fx_a'))),
  '<abuse report id (report #1 against fx_d)>': (w) => report(w, 0),
  '<abuse report id (report #2 against fx_d)>': (w) => report(w, 1),
};

async function webhook(w: World, name: string): Promise<string> {
  const body = {
    name,
    url: 'https://hooks.invalid/fixture',
    secret: 'fixture-secret',
    on: ['note', 'reply'],
  };
  return id(await w.ok('i/webhooks/create', body, await w.user('fx_a')));
}

async function antenna(w: World, name: string, keyword: string): Promise<string> {
  const body = {
    name,
    src: 'all',
    keywords: [[keyword]],
    excludeKeywords: [],
    users: [],
    caseSensitive: false,
    withReplies: false,
    withFile: false,
  };
  return id(await w.ok('antennas/create', body, await w.user('fx_a')));
}

async function announcement(w: World, body: Record<string, unknown>): Promise<string> {
  return id(
    await w.ok('admin/announcements/create', { text: 'Fixture text', imageUrl: null, ...body }, w.admin),
  );
}

/** fx_b's two reports against fx_d, made together; the nth, oldest first. */
async function report(w: World, nth: number): Promise<string> {
  const both = await w.value('<both reports against fx_d>');
  return both.split(' ')[nth]!;
}

MAKERS['<both reports against fx_d>'] = async (w) => {
  const b = await w.user('fx_b');
  const userId = await w.value('<user id of fx_d>');
  await w.ok('users/report-abuse', { userId, comment: 'fixture report #1' }, b);
  await w.ok('users/report-abuse', { userId, comment: 'fixture report #2' }, b);
  const reports: Json[] = await w.ok('admin/abuse-user-reports', { limit: 100 }, w.admin);
  return reports
    .filter((r) => r.targetUserId === userId)
    .map(id)
    .sort()
    .join(' ');
};
