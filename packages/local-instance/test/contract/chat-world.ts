// The chat data the 2026.7 recordings speak of (fx_a's room "fxrec Fixture room", fx_a's first
// message to fx_b, fx_b's room message…), made through the API the first time a case asks, over
// the recording's accounts (contract/world.ts): fx_b follows fx_a, fx_a blocks fx_e, and each
// has the chatScope the recording's README gives.
import type { Json } from '../helpers.ts';
import { pngFor, World, type Account } from './world.ts';

const ROOM = '<chat room id of fx_a\'s room "fxrec Fixture room">';
const A_FILE = '<drive file id of fx_a\'s PNG "fx-chat.png">';
const B_FILE = '<drive file id of fx_b\'s PNG "fx-chat-b.png">';

type Maker = (w: ChatWorld) => Promise<string>;

const send = async (w: ChatWorld, from: string, to: string, body: Record<string, unknown>) =>
  (
    await w.ok(
      'chat/messages/create-to-user',
      { toUserId: (await w.user(to)).id, ...body },
      await w.user(from),
    )
  ).id as string;
const post = async (w: ChatWorld, from: string, body: Record<string, unknown>) => {
  await w.member(from);
  return (
    await w.ok('chat/messages/create-to-room', { toRoomId: await w.value(ROOM), ...body }, await w.user(from))
  ).id as string;
};

const MAKERS: Record<string, Maker> = {
  [ROOM]: async (w) =>
    (
      await w.ok(
        'chat/rooms/create',
        { name: 'fxrec Fixture room', description: 'A chat room for fixtures (fxrec)' },
        await w.user('fx_a'),
      )
    ).id,
  "<chat room id of fx_a's throwaway room>": async (w) =>
    (await w.ok('chat/rooms/create', { name: 'fxrec Throwaway room' }, await w.user('fx_a'))).id,
  [A_FILE]: async (w) => w.upload('fx_a', 'fx-chat.png', 'image/png', await pngFor(3487)),
  [B_FILE]: async (w) => w.upload('fx_b', 'fx-chat-b.png', 'image/png', await pngFor(2582)),
  "<chat message id of fx_a's first message to fx_b>": (w) =>
    send(w, 'fx_a', 'fx_b', { text: 'fxrec Hello fx_b, this is fx_a (chat)' }),
  "<chat message id of fx_b's answer to fx_a>": async (w) => {
    await w.value("<chat message id of fx_a's first message to fx_b>");
    return send(w, 'fx_b', 'fx_a', { text: 'fxrec Hi fx_a! (chat reply)' });
  },
  "<chat message id of fx_a's message with a file>": async (w) =>
    send(w, 'fx_a', 'fx_b', { text: 'fxrec a picture for you', fileId: await w.value(A_FILE) }),
  '<chat message id of a throwaway message from fx_a to fx_b>': (w) =>
    send(w, 'fx_a', 'fx_b', { text: 'fxrec throwaway' }),
  "<chat message id of fx_a's first room message>": (w) =>
    post(w, 'fx_a', { text: 'fxrec Welcome to the fixture room' }),
  "<chat message id of fx_b's room message>": (w) => post(w, 'fx_b', { text: 'fxrec hello room, fx_b here' }),
  "<chat message id of fx_b's room message with a file>": async (w) =>
    post(w, 'fx_b', { text: 'fxrec a picture for the room', fileId: await w.value(B_FILE) }),
  /** MiAuth: fx_b allowed an app to read the account and read chat (not write it). */
  '<app token of fx_b>': async (w) =>
    (
      await w.ok(
        'miauth/gen-token',
        {
          session: `fx-chat-session-${w.suffix}`,
          name: 'Fixture app',
          permission: ['read:account', 'read:chat'],
        },
        await w.user('fx_b'),
      )
    ).token as string,
};

const SCOPES: Record<string, string> = {
  fx_a: 'everyone',
  fx_b: 'everyone',
  fx_c: 'none',
  fx_d: 'mutual',
  fx_e: 'everyone',
};

export class ChatWorld extends World {
  private readonly made = new Map<string, Promise<string>>();
  private ready: Promise<void> | null = null;

  /** The recording's accounts and relations, made once before anything else. */
  setUp(): Promise<void> {
    this.ready ??= (async () => {
      for (const [fx, chatScope] of Object.entries(SCOPES))
        await this.ok('i/update', { chatScope }, await super.user(fx));
      await this.ok('following/create', { userId: (await super.user('fx_a')).id }, await super.user('fx_b'));
      await this.ok('blocking/create', { userId: (await super.user('fx_e')).id }, await super.user('fx_a'));
    })();
    return this.ready;
  }

  override async user(fx: string): Promise<Account> {
    await this.setUp();
    return super.user(fx);
  }

  override value(placeholder: string): Promise<string> {
    const maker = MAKERS[placeholder];
    if (!maker) return super.value(placeholder);
    let v = this.made.get(placeholder);
    if (!v) {
      v = maker(this);
      this.made.set(placeholder, v);
    }
    return v;
  }

  /** fx_a invites `fx` to the room (once). */
  async invited(fx: string): Promise<void> {
    const res = await this.call(
      'chat/rooms/invitations/create',
      { roomId: await this.value(ROOM), userId: (await this.user(fx)).id },
      await this.user('fx_a'),
    );
    if (
      res.status >= 300 &&
      res.body?.error?.code !== 'ALREADY_INVITED' &&
      res.body?.error?.code !== 'ALREADY_MEMBER'
    )
      throw new Error(`invite ${fx}: ${JSON.stringify(res.body)}`);
  }

  /** `fx` is in fx_a's room (fx_a owns it). */
  async member(fx: string): Promise<void> {
    const roomId = await this.value(ROOM);
    if (fx === 'fx_a') return;
    const joining: Json[] = await this.ok('chat/rooms/joining', { limit: 100 }, await this.user(fx));
    if (joining.some((m) => m.roomId === roomId)) return;
    await this.invited(fx);
    await this.ok('chat/rooms/join', { roomId }, await this.user(fx));
  }
}
