// Every recorded chat case of an upstream Misskey 2026.7 server (fixtures/misskey-2026.7.0/api:
// chat~*.json and drive~files~attached-chat-messages.json), replayed: each endpoint's cases in
// order, in a world of their own (contract/chat-world.ts), by the account the case name tells, and
// compared by status, error code and id, and the shape of the answer. Where upstream answers a
// refusal with a 500, this instance answers a 4xx with Misskey's reason: those cases are listed in
// FOUR_XX_FOR_500 with the reason, and must still differ.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';
import type { RecordedCase } from './contract/recorded-cases.ts';
import { shapeDifferences } from './contract/shape.ts';
import { replay } from './contract/replay.ts';
import { ChatWorld } from './contract/chat-world.ts';

const API = join(__dirname, '../../../fixtures/misskey-2026.7.0/api');
const files = readdirSync(API).filter((f) => /^(chat~.*|drive~files~attached-chat-messages)\.json$/.test(f));

type Step = (w: ChatWorld) => Promise<void>;
interface Plan {
  /** Who calls (fx_a unless told); visitors and app tokens are read from the case. */
  actor?: string;
  before?: Step;
  cases?: Record<string, { actor?: string; before?: Step }>;
}

const ROOM = '<chat room id of fx_a\'s room "fxrec Fixture room">';
const FIRST = "<chat message id of fx_a's first message to fx_b>";
const make =
  (...placeholders: string[]): Step =>
  async (w) => {
    for (const p of placeholders) await w.value(p);
  };
const members =
  (...fx: string[]): Step =>
  async (w) => {
    for (const f of fx) await w.member(f);
  };
const invited =
  (...fx: string[]): Step =>
  async (w) => {
    for (const f of fx) await w.invited(f);
  };
const as = (actor: string, before?: Step) => ({ actor, before });
const by =
  (fx: string, endpoint: string, body: (w: ChatWorld) => Promise<Record<string, unknown>>): Step =>
  async (w) =>
    void (await w.ok(endpoint, await body(w), await w.user(fx)));
const follow = (from: string, to: string, undo = false) =>
  by(from, undo ? 'following/delete' : 'following/create', async (w) => ({ userId: (await w.user(to)).id }));
const react = (reaction: string) =>
  by('fx_b', 'chat/messages/react', async (w) => ({ messageId: await w.value(FIRST), reaction }));

const PLANS: Record<string, Plan> = {
  'chat/history': {
    before: async (w) => {
      await make(
        FIRST,
        "<chat message id of fx_b's answer to fx_a>",
        "<chat message id of fx_a's message with a file>",
      )(w);
      await make("<chat message id of fx_b's room message with a file>")(w);
    },
    cases: {
      'ok: fx_b (unread flags)': as('fx_b'),
      'ok (empty)': as('fx_c'),
      'ok: after read-all': as(
        'fx_b',
        by('fx_b', 'chat/read-all', async () => ({})),
      ),
    },
  },
  'chat/messages/create-to-room': {
    before: members('fx_b'),
    cases: {
      'ok: member': as('fx_b'),
      'ok: member, with a file': as('fx_b'),
      'error: not a member': as('fx_e'),
    },
  },
  'chat/messages/create-to-user': {
    cases: {
      'ok: the answer (fx_b to fx_a)': as('fx_b'),
      'error: file of another user': as('fx_a', make('<drive file id of fx_b\'s PNG "fx-chat-b.png">')),
      'error: the recipient blocks you (fx_a blocks fx_e)': as('fx_e'),
      "ok: recipient's chatScope is mutual and you are mutual followers (fx_d)": as('fx_a', async (w) => {
        await follow('fx_a', 'fx_d')(w);
        await follow('fx_d', 'fx_a')(w);
      }),
      'ok: fx_d answers fx_a (fx_a is chatScope everyone)': as('fx_d', async (w) => {
        await follow('fx_a', 'fx_d', true)(w);
        await follow('fx_d', 'fx_a', true)(w);
      }),
    },
  },
  'chat/messages/delete': {
    cases: {
      "error: the recipient cannot delete the sender's message": as('fx_b'),
      "error: the room owner cannot delete a member's message": as('fx_a'),
    },
  },
  'chat/messages/react': {
    actor: 'fx_b',
    before: members('fx_b'),
    cases: {
      "ok: fx_a reacts to fx_b's answer": as('fx_a'),
      'error: reaction to your own message': as('fx_a'),
      'error: message between two other users': as('fx_c'),
      'error: room message, not a member': as('fx_e'),
    },
  },
  'chat/messages/room-timeline': {
    before: make(
      "<chat message id of fx_a's first room message>",
      "<chat message id of fx_b's room message with a file>",
    ),
    cases: { 'ok: member': as('fx_b'), 'error: not a member': as('fx_e') },
  },
  'chat/messages/search': {
    before: make(
      "<chat message id of fx_a's message with a file>",
      "<chat message id of fx_b's room message>",
    ),
    cases: { 'ok: in a room (member)': as('fx_b'), 'error: room, not a member': as('fx_e') },
  },
  'chat/messages/show': {
    cases: {
      'ok: as recipient': as('fx_b'),
      'error: message between two other users': as('fx_c'),
      'ok: after reactions (reactions field)': as('fx_a', async (w) => {
        await react('👍')(w);
        await react(':kumo:')(w);
      }),
      'ok: after one reaction was removed': as(
        'fx_a',
        by('fx_b', 'chat/messages/unreact', async (w) => ({
          messageId: await w.value(FIRST),
          reaction: '👍',
        })),
      ),
      "error: another member's room message (show answers only sender and 1:1 recipient)": as(
        'fx_b',
        members('fx_b'),
      ),
    },
  },
  'chat/messages/unreact': {
    actor: 'fx_b',
    before: async (w) => {
      await members('fx_b')(w);
      await react('👍')(w);
    },
  },
  'chat/messages/user-timeline': {
    before: make(
      FIRST,
      "<chat message id of fx_b's answer to fx_a>",
      "<chat message id of fx_a's message with a file>",
    ),
    cases: { 'ok: fx_b with fx_a': as('fx_b') },
  },
  'chat/read-all': { actor: 'fx_b' },
  'chat/rooms/delete': { cases: { 'error: not the owner': as('fx_b') } },
  'chat/rooms/invitations/create': { cases: { 'error: not the owner': as('fx_b') } },
  'chat/rooms/invitations/ignore': {
    actor: 'fx_e',
    before: invited('fx_c'),
    cases: { ok: as('fx_c') },
  },
  'chat/rooms/invitations/inbox': {
    actor: 'fx_b',
    before: invited('fx_b', 'fx_c'),
    cases: {
      'ok (empty)': as('fx_e'),
      'ok (empty): an ignored invitation is not listed': as(
        'fx_c',
        by('fx_c', 'chat/rooms/invitations/ignore', async (w) => ({ roomId: await w.value(ROOM) })),
      ),
    },
  },
  'chat/rooms/invitations/outbox': {
    before: invited('fx_b', 'fx_c', 'fx_d'),
    cases: { 'error: not the owner': as('fx_b') },
  },
  'chat/rooms/join': {
    actor: 'fx_b',
    before: invited('fx_b', 'fx_d', 'fx_c'),
    cases: {
      'ok: fx_d': as('fx_d'),
      'error: not invited': as('fx_e'),
      'ok: joining after ignoring the invitation (an ignored invitation still admits)': as(
        'fx_c',
        by('fx_c', 'chat/rooms/invitations/ignore', async (w) => ({ roomId: await w.value(ROOM) })),
      ),
      'error: no such room': as('fx_e'),
    },
  },
  'chat/rooms/joining': {
    actor: 'fx_b',
    before: members('fx_b'),
    cases: { 'ok (empty): the owner has no membership': as('fx_a') },
  },
  'chat/rooms/leave': {
    actor: 'fx_d',
    before: members('fx_d'),
    cases: { 'error: the owner (no membership)': as('fx_a') },
  },
  'chat/rooms/members': {
    before: members('fx_b', 'fx_d', 'fx_c'),
    cases: {
      'ok: member': as('fx_b'),
      'error: not a member': as('fx_e'),
      'ok: a member who muted the room': as('fx_c'),
    },
  },
  'chat/rooms/mute': {
    actor: 'fx_b',
    before: members('fx_b'),
    cases: { 'error: not a member': as('fx_e'), 'error: the owner (no membership)': as('fx_a') },
  },
  'chat/rooms/owned': { cases: { 'ok (empty)': as('fx_b') } },
  'chat/rooms/show': {
    before: members('fx_b'),
    cases: {
      'error: not a member nor invited': as('fx_e'),
      'ok: invited user (before joining)': as('fx_c', invited('fx_c')),
      'ok: member': as('fx_b'),
    },
  },
  'chat/rooms/update': { cases: { 'error: not the owner': as('fx_b') } },
  'drive/files/attached-chat-messages': {
    before: make("<chat message id of fx_a's message with a file>"),
    cases: { "error: someone else's file": as('fx_b') },
  },
};

/** Upstream's 500 INTERNAL_ERROR for a refusal, a 4xx here with Misskey's reason as the message. */
const FOUR_XX_FOR_500: Record<string, { status: number; code: string; reason: string }> = {
  'chat/messages/create-to-room: error: not a member': {
    status: 403,
    code: 'NOT_A_MEMBER',
    reason: 'you are not a member of the room',
  },
  "chat/messages/create-to-user: error: recipient's chatScope is none (fx_c)": {
    status: 403,
    code: 'RECIPIENT_CANNOT_CHAT',
    reason: 'recipient is cannot chat (none)',
  },
  "chat/messages/create-to-user: error: recipient's chatScope is mutual and you are not mutual followers (fx_d)":
    { status: 403, code: 'RECIPIENT_CANNOT_CHAT', reason: 'recipient is cannot chat (mutual)' },
  'chat/messages/create-to-user: error: the recipient blocks you (fx_a blocks fx_e)': {
    status: 403,
    code: 'BLOCKED',
    reason: 'blocked',
  },
  'chat/messages/create-to-user: error: no longer mutual followers (even after fx_d wrote to fx_a)': {
    status: 403,
    code: 'RECIPIENT_CANNOT_CHAT',
    reason: 'recipient is cannot chat (mutual)',
  },
  'chat/messages/react: error: reaction to your own message': {
    status: 400,
    code: 'CANNOT_REACT_TO_OWN_MESSAGE',
    reason: 'cannot react to own message',
  },
  'chat/messages/react: error: message between two other users': {
    status: 403,
    code: 'CANNOT_REACT_TO_OTHERS_MESSAGE',
    reason: 'cannot react to others message',
  },
  'chat/messages/react: error: no such message': {
    status: 400,
    code: 'NO_SUCH_MESSAGE',
    reason: 'No such message.',
  },
  'chat/messages/react: error: unknown custom emoji': {
    status: 400,
    code: 'NO_SUCH_EMOJI',
    reason: 'no such emoji',
  },
  'chat/messages/react: error: room message, not a member': {
    status: 403,
    code: 'CANNOT_REACT_TO_OTHERS_MESSAGE',
    reason: 'cannot react to others message',
  },
  'chat/messages/unreact: error: no such message': {
    status: 400,
    code: 'NO_SUCH_MESSAGE',
    reason: 'No such message.',
  },
  'chat/rooms/invitations/create: error: already invited': {
    status: 400,
    code: 'ALREADY_INVITED',
    reason: 'already invited',
  },
  'chat/rooms/invitations/create: error: inviting yourself (the owner)': {
    status: 400,
    code: 'YOURSELF',
    reason: 'yourself',
  },
  'chat/rooms/invitations/create: error: no such user': {
    status: 400,
    code: 'NO_SUCH_USER',
    reason: 'No such user.',
  },
  'chat/rooms/invitations/ignore: error: not invited': {
    status: 400,
    code: 'NO_SUCH_INVITATION',
    reason: 'Could not find any entity of type "MiChatRoomInvitation"',
  },
  'chat/rooms/invitations/ignore: error: no such room': {
    status: 400,
    code: 'NO_SUCH_ROOM',
    reason: 'No such room.',
  },
  'chat/rooms/join: error: already a member (invitation used up)': {
    status: 400,
    code: 'NO_SUCH_INVITATION',
    reason: 'Could not find any entity of type "MiChatRoomInvitation"',
  },
  'chat/rooms/join: error: not invited': {
    status: 400,
    code: 'NO_SUCH_INVITATION',
    reason: 'Could not find any entity of type "MiChatRoomInvitation"',
  },
  'chat/rooms/join: error: no such room': { status: 400, code: 'NO_SUCH_ROOM', reason: 'No such room.' },
  'chat/rooms/leave: error: not a member (any more)': {
    status: 400,
    code: 'NO_SUCH_MEMBERSHIP',
    reason: 'Could not find any entity of type "MiChatRoomMembership"',
  },
  'chat/rooms/leave: error: the owner (no membership)': {
    status: 400,
    code: 'NO_SUCH_MEMBERSHIP',
    reason: 'Could not find any entity of type "MiChatRoomMembership"',
  },
  'chat/rooms/leave: error: no such room': { status: 400, code: 'NO_SUCH_ROOM', reason: 'No such room.' },
  'chat/rooms/mute: error: not a member': {
    status: 400,
    code: 'NO_SUCH_MEMBERSHIP',
    reason: 'Could not find any entity of type "MiChatRoomMembership"',
  },
  'chat/rooms/mute: error: the owner (no membership)': {
    status: 400,
    code: 'NO_SUCH_MEMBERSHIP',
    reason: 'Could not find any entity of type "MiChatRoomMembership"',
  },
};

const t = testInstance({ seed: 'demo', trustProxy: true });
const admin = t.signin('admin');

for (const file of files) {
  const { endpoint, cases } = JSON.parse(readFileSync(join(API, file), 'utf8')) as {
    endpoint: string;
    cases: RecordedCase[];
  };
  const plan = PLANS[endpoint] ?? {};
  describe(`recorded chat answers of ${endpoint}`, () => {
    let w: ChatWorld;
    beforeAll(async () => {
      w = new ChatWorld(t.inst.url, admin);
      await w.setUp();
      await plan.before?.(w);
    });

    it.each(cases.map((c) => [`${endpoint}: ${c.name}`, c] as const))('%s', async (label, c) => {
      const setup = plan.cases?.[c.name] ?? {};
      await setup.before?.(w);
      const actor = c.as === 'user' ? await w.user(setup.actor ?? plan.actor ?? 'fx_a') : null;
      const res = await replay(w, { ...c, endpoint }, actor, { ':fx_emoji_0wz9:': ':kumo:' });
      const changed = FOUR_XX_FOR_500[label];
      if (changed) {
        expect(c.status, 'upstream answers this with a 500').toBe(500);
        expect(res.status, JSON.stringify(res.body)).toBe(changed.status);
        expect(res.body.error).toMatchObject({
          code: changed.code,
          message: expect.stringContaining(changed.reason),
        });
        return;
      }
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      if (c.status >= 400) {
        const real = (c.response as { error: { code: string; id: string } }).error;
        expect(res.body.error).toMatchObject({ code: real.code, id: real.id });
      } else {
        expect(shapeDifferences(c.response, res.body)).toEqual([]);
      }
    });
  });
}
