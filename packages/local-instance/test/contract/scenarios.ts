// Who makes each recorded call and what happened before it, as the recording's case names and
// requests tell: a case `as: "user"` is fx_a's unless said here (or its name says "someone else's",
// which the recording made as fx_b). Steps run in a fresh world before the endpoint's first case
// (`before`) or before one case.
import { FX_PASSWORD, type World } from './world.ts';

type Step = (w: World) => Promise<void>;

export interface CaseSetup {
  actor?: string;
  before?: Step;
  /**
   * Milliseconds the rate limits count as passed first (the recording waited out a minimum
   * interval; the test tells the instance instead of sleeping).
   */
  elapse?: number;
  /** Literal texts of the recorded request to replace (a URL of the recording server). */
  replace?: (w: World) => Promise<Record<string, string>>;
}

export interface Scenario {
  actor?: string;
  /** Milliseconds the rate limits count as passed before every case (an endpoint with a minimum interval). */
  elapse?: number;
  before?: Step;
  /** Puts back what `before` changed on the whole server (its meta), after the endpoint's last case. */
  after?: Step;
  cases?: Record<string, CaseSetup>;
}

/** `who` calls `endpoint` with these placeholders filled in (and `extra` as is). */
function step(
  who: string,
  endpoint: string,
  params: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  return async (w: World) => {
    const body: Record<string, unknown> = { ...extra };
    for (const [k, placeholder] of Object.entries(params)) body[k] = await w.value(placeholder);
    await w.ok(endpoint, body, who === 'admin' ? w.admin : await w.user(who));
  };
}

/** `who` makes several calls, each `[endpoint, placeholders]`. */
const stepsBy = (who: string, calls: Array<[string, Record<string, string>]>): Step =>
  steps(...calls.map(([endpoint, params]) => step(who, endpoint, params)));

const steps =
  (...all: Step[]): Step =>
  async (w) => {
    for (const s of all) await s(w);
  };

const setPolicies = (policies: Record<string, unknown>) => async (w: World) =>
  void (await w.ok('admin/roles/update-default-policies', { policies }, w.admin));
const setCanInvite = (canInvite: boolean) => setPolicies({ canInvite });

const USER = (fx: string) => `<user id of ${fx}>`;
const PUBLIC = '<note id of a public text note by fx_a>';
const FILE_NOTE = '<note id of a public note with a file by fx_a>';
const CW = '<note id of a CW note by fx_a>';
const POLL = '<note id of a poll note by fx_a>';
const REPLY = "<note id of fx_b's reply to fx_a's public note>";
const CHANNEL = "<channel id of fx_a's channel>";
const PUBLIC_CLIP = "<clip id of fx_a's public clip>";
const FRIENDS = '<user list id of fx_a\'s list "Fixture friends">';
const SECOND_INVITE = '<second invite code id created by fx_a>';
const DIRECT = '<note id of a specified note from fx_a to fx_b>';
const PHOTO = '<drive file id of fx_a\'s PNG "fx-photo.png">';

/** fx_e names fx_d as an alias, so that fx_d may move there. */
const aliasOfFxD = async (w: World) => {
  await w.user('fx_d');
  await w.ok('i/update', { alsoKnownAs: [`@${w.username('fx_d')}`] }, await w.user('fx_e'));
};

/** fx_d has moved to fx_e. */
const moveFxD = async (w: World) => {
  await aliasOfFxD(w);
  await w.ok('i/move', { moveToAccount: `@${w.username('fx_e')}` }, await w.user('fx_d'));
};

/** fx_a's registry keys of the recording, in scope client/fx. */
const registryKeys = async (w: World) => {
  const a = await w.user('fx_a');
  const values: Record<string, unknown> = {
    streamKey: { hello: 'world', n: 1 },
    theme: { name: 'fixture', dark: true },
    lang: 'ja-JP',
    count: 42,
    flag: true,
    nothing: null,
  };
  for (const [key, value] of Object.entries(values))
    await w.ok('i/registry/set', { scope: ['client', 'fx'], key, value }, a);
};

/** The case names of the recording that were made by fx_b, someone other than the owner. */
export const SOMEONE_ELSE = /someone else|of someone else|not the owner|another user/;

export const SCENARIOS: Record<string, Scenario> = {
  'antennas/notes': {
    before: async (w) => {
      await w.value("<antenna id of fx_a's keyword antenna>");
      await w.note('fx_b', { text: `the antenna catches fxantenna${w.suffix}` });
    },
  },
  'blocking/delete': { actor: 'fx_a2', before: step('fx_a2', 'blocking/create', { userId: USER('fx_e2') }) },
  'mute/delete': { actor: 'fx_a2', before: step('fx_a2', 'mute/create', { userId: USER('fx_d2') }) },
  'renote-mute/delete': {
    actor: 'fx_a2',
    before: step('fx_a2', 'renote-mute/create', { userId: USER('fx_d2') }),
  },
  'channels/favorite': { actor: 'fx_b' },
  'channels/follow': { actor: 'fx_b' },
  'channels/unfavorite': { actor: 'fx_b', before: step('fx_b', 'channels/favorite', { channelId: CHANNEL }) },
  'channels/unfollow': { actor: 'fx_b', before: step('fx_b', 'channels/follow', { channelId: CHANNEL }) },
  'channels/show': {
    cases: {
      'ok: as follower and favoriter': {
        actor: 'fx_b',
        before: stepsBy('fx_b', [
          ['channels/follow', { channelId: CHANNEL }],
          ['channels/favorite', { channelId: CHANNEL }],
        ]),
      },
    },
  },
  'channels/timeline': {
    before: async (w) => void (await w.value("<note id of fx_a's note in the fixture channel>")),
  },
  'clips/notes': {
    before: steps(
      step('fx_a', 'clips/add-note', { clipId: PUBLIC_CLIP, noteId: PUBLIC }),
      step('fx_a', 'clips/add-note', { clipId: PUBLIC_CLIP, noteId: REPLY }),
    ),
  },
  'clips/add-note': { cases: { "ok: someone else's note": { actor: 'fx_a' } } },
  'notes/clips': { before: step('fx_a', 'clips/add-note', { clipId: PUBLIC_CLIP, noteId: PUBLIC }) },
  'clips/remove-note': { before: step('fx_a', 'clips/add-note', { clipId: PUBLIC_CLIP, noteId: REPLY }) },
  'following/create': {
    before: steps(
      step('fx_c', 'following/create', { userId: USER('fx_a') }),
      step('fx_a', 'blocking/create', { userId: USER('fx_e') }),
    ),
    cases: {
      'error: yourself': { actor: 'fx_d' },
      'ok: request to a locked account (pending)': { actor: 'fx_d' },
      'ok: withReplies': { actor: 'fx_d' },
      'error: followee blocks you': { actor: 'fx_e' },
    },
  },
  'following/delete': {
    before: step('fx_a', 'following/create', { userId: USER('fx_b') }),
    cases: { 'error: yourself': { actor: 'fx_d' } },
  },
  'following/requests/accept': {
    actor: 'fx_c',
    before: step('fx_d', 'following/create', { userId: USER('fx_c') }),
  },
  'following/requests/cancel': {
    actor: 'fx_d',
    before: step('fx_d', 'following/create', { userId: USER('fx_c') }),
  },
  'following/requests/reject': {
    actor: 'fx_c',
    before: step('fx_e', 'following/create', { userId: USER('fx_c') }),
  },
  'invite/create': {
    cases: {
      'ok: user whose role has canInvite': { before: setCanInvite(true) },
      'error: default policy (canInvite=false)': { before: setCanInvite(false) },
    },
  },
  'invite/limit': {
    cases: {
      'ok: role with inviteLimit 5': { before: setPolicies({ canInvite: true, inviteLimit: 5 }) },
      'error: default policy (canInvite=false)': { before: setCanInvite(false) },
    },
  },
  'invite/list': {
    cases: {
      ok: { before: setCanInvite(true) },
      'error: default policy (canInvite=false)': { before: setCanInvite(false) },
      'ok: after the code was used': { before: setCanInvite(true) },
    },
  },
  'invite/delete': {
    before: setCanInvite(true),
    cases: {
      'error: default policy (canInvite=false)': {
        before: async (w) => {
          await w.value(SECOND_INVITE);
          await setCanInvite(false)(w);
        },
      },
      ok: { before: setCanInvite(true) },
    },
  },
  ...Object.fromEntries(
    ['antennas', 'blocking', 'following', 'muting', 'user-lists'].map((kind) => [
      `i/import-${kind}`,
      {
        cases: {
          // fx_b's first call fails, its second meets the limit of one import an hour
          'error: no such file': { actor: 'fx_b' },
          'error: rate limit (second call by the same user)': { actor: 'fx_b' },
          'error: own file that is not CSV/JSON (png)': { actor: 'fx_c' },
        },
      },
    ]),
  ),
  'i/unpin': { before: step('fx_a', 'i/pin', { noteId: POLL }) },
  'i/revoke-token': { actor: 'fx_b' },
  'notes/children': {
    before: async (w) => {
      await w.value("<note id of fx_a's reply to fx_b's reply>");
      await w.value("<note id of fx_c's quote of fx_a's public note>");
    },
  },
  'notes/create': {
    cases: {
      'error: moved account cannot post': { actor: 'fx_d', before: moveFxD },
      'ok: reply': { actor: 'fx_b' },
      'ok: pure renote': { actor: 'fx_b' },
      'ok: quote renote': { actor: 'fx_c' },
    },
  },
  'notes/delete': {
    cases: {
      // fx_b again at once: the minimum interval of a second
      'error: no such note': { actor: 'fx_b' },
      'error: already deleted / no such note': { elapse: 1100 },
      'error: missing noteId': { actor: 'fx_c' },
    },
  },
  'notes/favorites/create': { actor: 'fx_b' },
  'notes/favorites/delete': { actor: 'fx_b', before: step('fx_b', 'notes/favorites/create', { noteId: CW }) },
  'notes/polls/vote': { actor: 'fx_b' },
  'notes/reactions': {
    before: steps(
      step('fx_b', 'notes/reactions/create', { noteId: PUBLIC }, { reaction: '👍' }),
      step('fx_c', 'notes/reactions/create', { noteId: PUBLIC }, { reaction: ':kumo:' }),
    ),
  },
  'notes/reactions/create': {
    actor: 'fx_d',
    cases: { 'ok: custom emoji reaction': { actor: 'fx_c' } },
  },
  // Misskey's minimum interval between two calls is 3 s; the recording's server (MisskeyIO) had a
  // shorter one, so the calls it answered after a moment wait out Misskey's
  'notes/reactions/delete': {
    before: step('fx_a', 'notes/reactions/create', { noteId: CW }, { reaction: '👍' }),
    cases: {
      'error: not reacted': { elapse: 3_100 },
      'error: no such note': { elapse: 3_100 },
      'error: rate limit (minInterval 3 s)': { elapse: 3_100 },
    },
  },
  'notes/renotes': {
    before: async (w) => {
      await w.value("<note id of fx_b's renote of fx_a's public note>");
      await w.value("<note id of fx_c's quote of fx_a's public note>");
    },
  },
  'notes/replies': { before: async (w) => void (await w.value(REPLY)) },
  'notes/show': {
    cases: {
      'ok: note with file, as fx_b': { actor: 'fx_b' },
      'ok: poll note as fx_b': { actor: 'fx_b' },
      'ok: followers-only note as follower fx_b': { actor: 'fx_b' },
      'hidden: specified note as non-recipient fx_c': { actor: 'fx_c' },
      'ok: specified note as recipient fx_b': { actor: 'fx_b' },
      'ok: poll note after votes, as voter fx_b': {
        actor: 'fx_b',
        before: step('fx_b', 'notes/polls/vote', { noteId: POLL }, { choice: 0 }),
      },
    },
  },
  'notes/state': {
    cases: {
      'ok: favorited and thread-muted': {
        actor: 'fx_b',
        before: stepsBy('fx_b', [
          ['notes/favorites/create', { noteId: PUBLIC }],
          ['notes/thread-muting/create', { noteId: PUBLIC }],
        ]),
      },
      'ok: neither': { actor: 'fx_c' },
    },
  },
  'notes/thread-muting/delete': { before: step('fx_a', 'notes/thread-muting/create', { noteId: FILE_NOTE }) },
  'notes/unrenote': {
    actor: 'fx_b',
    before: step('fx_b', 'notes/create', { renoteId: FILE_NOTE }),
    cases: { 'ok (nothing to remove)': { elapse: 1100 }, 'error: no such note': { elapse: 1100 } },
  },
  'signin-flow': {
    before: async (w) => void (await w.user('fx_d')),
    // every attempt from an address waits a second after the one before, as upstream Misskey counts
    // them (the recording server waited only after a failure); the rate-limited case does not wait
    cases: {
      'error: wrong password': { elapse: 1100 },
      'ok: username + password': { elapse: 1100 },
      'error: no such user': { elapse: 1100 },
      'error: missing username': { elapse: 1100 },
    },
  },
  'mute/create': { cases: { 'ok: with expiry': { actor: 'fx_b' } } },
  'notes/timeline': {
    before: async (w) => {
      await step('fx_a', 'following/create', { userId: USER('fx_b') })(w);
      await w.value(DIRECT);
    },
  },
  'users/lists/get-memberships': {
    before: step('fx_a', 'users/lists/update', { listId: FRIENDS }, { isPublic: true }),
  },
  'users/lists/show': {
    cases: {
      'ok: public list as visitor (forPublic)': {
        before: step('fx_a', 'users/lists/update', { listId: FRIENDS }, { isPublic: true }),
      },
    },
  },
  signup: {
    cases: {
      'ok: with an invitation code created by a user (invite/create)': {
        before: async (w) => {
          await setCanInvite(true)(w);
          w.setValue('<invite code>', (await w.ok('invite/create', {}, await w.user('fx_b'))).code);
          await setCanInvite(false)(w);
        },
      },
    },
  },
  'users/followers': { before: step('fx_b', 'following/create', { userId: USER('fx_a') }) },
  'users/following': {
    before: steps(
      step('fx_a', 'following/create', { userId: USER('fx_b') }),
      step('fx_b', 'following/create', { userId: USER('fx_a') }),
    ),
    cases: { 'ok: as user': { actor: 'fx_b' } },
  },
  'users/lists/list': {
    cases: {
      'ok: visitor, public lists of a user': {
        before: step('fx_a', 'users/lists/update', { listId: FRIENDS }, { isPublic: true }),
      },
    },
  },
  'users/lists/pull': { before: step('fx_a', 'users/lists/push', { listId: FRIENDS, userId: USER('fx_c') }) },
  'users/lists/update-membership': {
    before: step('fx_a', 'users/lists/push', { listId: FRIENDS, userId: USER('fx_b') }),
  },
  'users/notes': {
    before: step('fx_b', 'following/create', { userId: USER('fx_a') }),
    cases: { 'ok: as follower, withReplies': { actor: 'fx_b' } },
  },
  'users/reactions': {
    before: step('fx_b', 'notes/reactions/create', { noteId: PUBLIC }, { reaction: '👍' }),
    cases: { 'ok: own reactions': { actor: 'fx_b' } },
  },
  'users/report-abuse': { actor: 'fx_b' },
  // the recording server's base role did not allow searching notes
  'notes/search': {
    cases: {
      'ok: user whose role allows search': { before: setPolicies({ canSearchNotes: true }) },
      'error: default policy canSearchNotes=false': { before: setPolicies({ canSearchNotes: false }) },
      'error: visitor': { before: setPolicies({ canSearchNotes: false }) },
    },
  },
  'drive/files/show': {
    cases: {
      'ok: by url': {
        replace: async (w) => {
          const fileId = await w.value(PHOTO);
          const file = await w.ok('drive/files/show', { fileId }, await w.user('fx_a'));
          return { 'http://127.0.0.1:61812/files/39322245-281b-424a-80c1-9de51836e098': file.url };
        },
      },
    },
  },
  'i/move': {
    actor: 'fx_d',
    cases: { 'ok: move fx_d to fx_e': { before: aliasOfFxD } },
  },
  'i/update': { cases: { 'ok: alsoKnownAs (alias for a move)': { actor: 'fx_e' } } },
  'i/registry/get': {
    before: registryKeys,
    cases: { 'error: key of another user is not visible': { actor: 'fx_b' } },
  },
  'i/registry/get-detail': { before: registryKeys },
  'i/registry/keys-with-type': { before: registryKeys },
  'i/registry/remove': { before: registryKeys },
  i: {
    cases: {
      'ok: Authorization bearer header': { actor: 'fx_b' },
      'error: old token after i/regenerate-token': {
        actor: 'fx_c',
        before: async (w) =>
          void (await w.ok('i/regenerate-token', { password: FX_PASSWORD }, await w.user('fx_c'))),
      },
      'ok: moved account': { actor: 'fx_d', before: moveFxD },
    },
  },
  'notes/global-timeline': {
    cases: {
      'ok: user, withFiles': {
        before: step('fx_a', 'notes/reactions/create', { noteId: FILE_NOTE }, { reaction: '👍' }),
      },
    },
  },
  'notes/hybrid-timeline': { before: async (w) => void (await w.value(DIRECT)) },
  users: {
    cases: {
      'ok: most followed, as user': {
        before: async (w) => {
          const a = await w.user('fx_a');
          for (const username of ['admin', 'alice']) {
            const { id } = await w.ok('users/show', { username }, null);
            await w.ok('following/create', { userId: id }, a);
          }
        },
      },
    },
  },
  'users/show': {
    cases: {
      'ok: by userId, as follower fx_b (relation fields)': {
        actor: 'fx_b',
        before: step('fx_b', 'following/create', { userId: USER('fx_a') }),
      },
      'ok: relation fields when blocked/muted': {
        before: steps(
          step('fx_a', 'blocking/create', { userId: USER('fx_e') }),
          step('fx_a', 'mute/create', { userId: USER('fx_e') }),
        ),
      },
      'ok: fx_a after profile setup (pinned notes, fields, avatar)': {
        before: steps(
          step('fx_a', 'i/pin', { noteId: PUBLIC }),
          step('fx_a', 'i/update', {}, { fields: [{ name: 'Website', value: 'https://example.com' }] }),
        ),
      },
      'ok: moved user (movedTo)': { before: moveFxD },
      'ok: by username and null host': { actor: 'fx_b' },
    },
  },
};

/** The scenario of the MisskeyIO recording, with more or other cases (`before` steps run in order). */
function extended(endpoint: string, more: Scenario): Scenario {
  const base = SCENARIOS[endpoint] ?? {};
  return {
    ...base,
    ...more,
    before: base.before && more.before ? steps(base.before, more.before) : (more.before ?? base.before),
    cases: { ...base.cases, ...more.cases },
  };
}

const MUTE_TEST_CHANNEL = "<channel id of fx_a's mute-test channel>";
const REMOVE_NOTE_ANTENNA = "<antenna id of fx_a's remove-note antenna>";
const CAUGHT_NOTE = "<note id of fx_b's note caught by the remove-note antenna>";
const muteChannel = step('fx_a', 'channels/mute/create', { channelId: MUTE_TEST_CHANNEL });
const unmuteChannel = step('fx_a', 'channels/mute/delete', { channelId: MUTE_TEST_CHANNEL });
/** The recorded public timelines start with another account's poll note. */
const pollNoteLast = async (w: World) => void (await w.note('fx_c', { poll: { choices: ['a', 'b'] } }));
/** A recorded `expiresAt` (epoch ms) a day from now, as the recording's was then. */
const expiresTomorrow = (recorded: string) => async () => ({ [recorded]: String(Date.now() + 86_400_000) });
/** fx_a has a note scheduled for tomorrow (the role's limit is one). */
const scheduleOne = async (w: World) =>
  void (await w.ok(
    'notes/drafts/create',
    { text: 'fxrec scheduled', isActuallyScheduled: true, scheduledAt: Date.now() + 86_400_000 },
    await w.user('fx_a'),
  ));
const setRegistration = (open: boolean) => async (w: World) =>
  void (await w.ok('admin/update-meta', { disableRegistration: !open }, w.admin));

/**
 * The upstream 2026.7 recordings repeat most MisskeyIO requests under the same case names, so they
 * share its scenarios; what differs (and the endpoints new in 2026.7) is said here.
 */
export const SCENARIOS_2026: Record<string, Scenario> = {
  ...SCENARIOS,
  'antennas/notes': extended('antennas/notes', {
    cases: {
      'ok: antenna with a note to remove': { before: async (w) => void (await w.value(CAUGHT_NOTE)) },
      'ok (empty): after antennas/remove-note': {
        before: step('fx_a', 'antennas/remove-note', { antennaId: REMOVE_NOTE_ANTENNA, noteId: CAUGHT_NOTE }),
      },
    },
  }),
  'channels/mute/create': {
    cases: {
      'ok: with expiresAt': { before: unmuteChannel, replace: expiresTomorrow('1795950759369') },
      'error: expiresAt in the past': {
        replace: async () => ({ '1795777959378': String(Date.now() - 60_000) }),
      },
    },
  },
  'channels/mute/delete': { cases: { ok: { before: muteChannel } } },
  // a scheduled time recorded then is past now: it is set the same time ahead of now
  'notes/drafts/create': {
    cases: {
      'ok: scheduled note (isActuallyScheduled with a future scheduledAt)': {
        replace: expiresTomorrow('1795864478507'),
      },
      'error: too many scheduled notes (policy scheduledNoteLimit 1)': {
        replace: expiresTomorrow('1795867958800'),
      },
    },
  },
  'notes/drafts/update': {
    cases: {
      'error: scheduling a second note (scheduledNoteLimit 1)': {
        before: scheduleOne,
        replace: expiresTomorrow('1795871570777'),
      },
    },
  },
  // fx_b's draft: fx_a is the someone else
  'notes/drafts/delete': { actor: 'fx_b', cases: { "error: someone else's draft": { actor: 'fx_a' } } },
  'channels/mute/list': { cases: { ok: { before: muteChannel }, 'ok (empty)': { before: unmuteChannel } } },
  'channels/show': extended('channels/show', {
    cases: { 'ok: muted channel (isMuting)': { before: muteChannel } },
  }),
  'drive/files': {
    cases: {
      'ok: after drive/files/move-bulk': {
        before: async (w) =>
          void (await w.ok(
            'drive/files/move-bulk',
            {
              fileIds: [
                await w.value('<drive file id of fx_a\'s "fx-bulk-1.png">'),
                await w.value('<drive file id of fx_a\'s "fx-bulk-2.png">'),
              ],
              folderId: await w.value('<drive folder id of fx_a\'s "fxrec Bulk folder">'),
            },
            await w.user('fx_a'),
          )),
      },
    },
  },
  'i/move': extended('i/move', {
    cases: { 'error: moving to a local account of this http:// server (500)': { before: aliasOfFxD } },
  }),
  'i/update': extended('i/update', { cases: { 'error: avatar is not an image': { actor: 'fx_b' } } }),
  'notes/global-timeline': extended('notes/global-timeline', { before: pollNoteLast }),
  'notes/hybrid-timeline': extended('notes/hybrid-timeline', { before: pollNoteLast }),
  'notes/local-timeline': extended('notes/local-timeline', { before: pollNoteLast }),
  'notes/show': extended('notes/show', {
    cases: {
      'ok: note with file, as fx_b': {
        actor: 'fx_b',
        before: step('fx_b', 'notes/reactions/create', { noteId: FILE_NOTE }, { reaction: '🎉' }),
      },
      'ok: poll note as fx_c (not voted)': { actor: 'fx_c' },
      'ok: as fx_b (myReaction, reactions from 3 users)': {
        actor: 'fx_b',
        before: steps(
          step('fx_b', 'notes/reactions/create', { noteId: PUBLIC }, { reaction: '🍮' }),
          step('fx_c', 'notes/reactions/create', { noteId: PUBLIC }, { reaction: '❤' }),
          step('fx_d', 'notes/reactions/create', { noteId: PUBLIC }, { reaction: ':kumo:' }),
        ),
      },
    },
  }),
  // fx_b follows fx_a, born on 15 June
  'users/get-following-users-by-birthday': {
    actor: 'fx_b',
    before: steps(
      step('fx_a', 'i/update', {}, { birthday: '1990-06-15' }),
      step('fx_b', 'following/create', { userId: USER('fx_a') }),
    ),
  },
  // registration is open on the recording server (MisskeyIO's took invitations only)
  signup: { before: setRegistration(true), after: setRegistration(false) },
};
