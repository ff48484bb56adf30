import { passesChannelMutes } from '../services/channel-mutes.ts';
import type { WebSocket } from 'ws';
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { packNote } from '../packing/note.ts';
import { packMe } from '../packing/user.ts';
import { effectivePolicies } from '../packing/policies.ts';
import { findUserById, followeeIdsOf } from '../services/users.ts';
import { markAllNotificationsRead } from '../services/notifications.ts';
import { canSeeNote } from '../services/visibility.ts';
import { passesMutes } from '../services/mutes.ts';
import type { MainBody, NoteUpdate } from './events.ts';
import type { TimelineChannel, TimelineParams } from './timeline-filter.ts';
import { TIMELINE_CHANNELS, timelineAccepts } from './timeline-filter.ts';
import { followedChannelIds, findChannel } from '../services/channels.ts';
import { findOwnUserList, userListAccepts } from '../services/user-lists.ts';
import { findOwnAntenna } from '../services/antennas.ts';
import { findRole, isAssigned } from '../services/roles.ts';
import { queueStats, type QueueStats } from '../services/job-queue.ts';
import { CHAT_CHANNELS, chatTarget, onChatChannelMessage } from './chat-channels.ts';

/** Channels that take every new note through a filter (antennas get theirs from antennaNote). */
const NOTE_CHANNELS = new Set(['userList', 'channel', 'roleTimeline']);

/**
 * The list, antenna or channel a connection is for: its id, undefined for other channels, or false
 * when it does not exist or is not the user's (the connection is then ignored, as Misskey does).
 */
function targetOf(
  inst: Instance,
  channel: string,
  p: Record<string, unknown>,
  user: UserRow | null,
): string | undefined | false {
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
  switch (channel) {
    case 'userList': {
      const listId = str('listId');
      return listId && user && findOwnUserList(inst.db, listId, user.id) ? listId : false;
    }
    case 'antenna': {
      const antennaId = str('antennaId');
      return antennaId && user && findOwnAntenna(inst.db, antennaId, user.id) ? antennaId : false;
    }
    case 'channel': {
      const channelId = str('channelId');
      return channelId && findChannel(inst.db, channelId) ? channelId : false;
    }
    case 'roleTimeline': {
      const role = findRole(inst.db, str('roleId') ?? '');
      return role && role.isPublic && role.isExplorable ? role.id : false;
    }
    case 'chatUser':
    case 'chatRoom':
      return chatTarget(inst, channel, p, user);
    default:
      return undefined;
  }
}

interface ConnectedChannel {
  id: string;
  name: string;
  params: TimelineParams;
  /**
   * listId / antennaId / channelId / roleId of the userList, antenna, channel and roleTimeline
   * channels; the other user's id for chatUser, the room's for chatRoom.
   */
  target?: string;
}

const CREDENTIAL_CHANNELS = new Set([
  'main',
  'homeTimeline',
  'hybridTimeline',
  'drive',
  'userList',
  'antenna',
  'queueStats',
  ...CHAT_CHANNELS,
]);
/** The permission an app token needs for a channel (Misskey's channel definitions: `kind`). */
const CHANNEL_KINDS: Readonly<Record<string, string>> = {
  main: 'read:account',
  homeTimeline: 'read:account',
  hybridTimeline: 'read:account',
  drive: 'read:account',
  userList: 'read:account',
  antenna: 'read:account',
  queueStats: 'read:admin:queue',
  chatUser: 'read:chat',
  chatRoom: 'read:chat',
};
const KNOWN_CHANNELS = new Set([
  'main',
  'drive',
  ...TIMELINE_CHANNELS,
  'userList',
  'antenna',
  'channel',
  'roleTimeline',
  'queueStats',
  ...CHAT_CHANNELS,
]);

/** Channels one socket may have open at once (Misskey's MAX_CHANNELS_PER_CONNECTION). */
export const MAX_CHANNELS_PER_CONNECTION = 32;
/** Notes one socket may capture at once (`subNote`); more are ignored. */
export const MAX_CAPTURED_NOTES = 300;
/** Bytes a socket may leave unread before it is dropped: a client that never reads must not grow memory. */
export const MAX_UNSENT_BYTES = 4 * 1024 * 1024;
/** queueStats: a tick each second (Misskey's), and the ticks kept for `requestLog`. */
export const QUEUE_STATS_TICK_MS = 1000;
const QUEUE_STATS_LOG = 200;

/** One `/streaming` socket speaking Misskey's protocol. */
export class StreamConnection {
  private channels: ConnectedChannel[] = [];
  private captured = new Map<string, number>();
  private queueTimer: ReturnType<typeof setInterval> | null = null;
  private queueLog: QueueStats[] = [];
  private following = new Set<string>();
  private followingChannels = new Set<string>();
  private readonly listeners: {
    [
      K in
        | 'note'
        | 'noteUpdated'
        | 'main'
        | 'broadcast'
        | 'followingChanged'
        | 'antennaNote'
        | 'terminate'
        | 'policiesChanged'
        | 'chatUser'
        | 'chatRoom'
    ]: (...args: never[]) => void;
  };

  constructor(
    private inst: Instance,
    private socket: WebSocket,
    private user: UserRow | null,
    private origin: string,
    /** What an app token was granted; null for the account's own session token or a visitor. */
    private granted: readonly string[] | null = null,
  ) {
    if (user) {
      this.following = followeeIdsOf(inst.db, user.id);
      this.followingChannels = followedChannelIds(inst.db, user.id);
    }
    this.listeners = {
      note: (note: NoteRow) => this.onNote(note),
      noteUpdated: (id: string, update: NoteUpdate) => this.onNoteUpdated(id, update),
      main: (userId: string, type: string, body: MainBody) => this.onMain(userId, type, body),
      broadcast: (type: string, body: MainBody) => this.sendRaw(type, this.resolve(body)),
      followingChanged: (userId: string) => {
        if (!this.user || userId !== this.user.id) return;
        this.following = followeeIdsOf(inst.db, userId);
        this.followingChannels = followedChannelIds(inst.db, userId);
      },
      antennaNote: (antennaId: string, note: NoteRow) => this.onAntennaNote(antennaId, note),
      chatUser: (userId: string, otherId: string, type: string, body: MainBody) => {
        if (userId === this.user?.id) this.toChatChannels('chatUser', otherId, type, body);
      },
      chatRoom: (roomId: string, type: string, body: MainBody) =>
        this.toChatChannels('chatRoom', roomId, type, body),
      terminate: (userId: string, only?: 'session') => {
        if (!this.user || userId !== this.user.id) return;
        // a regenerated session token ends the sockets opened with the old one, not the apps'
        if (only === 'session' && this.granted !== null) return;
        this.socket.close();
      },
      // packed from a fresh read of the account, for this socket only (no work for accounts not listening)
      policiesChanged: () => {
        const user = this.user && findUserById(inst.db, this.user.id);
        if (user) this.onMain(user.id, 'meUpdated', (o: string) => packMe(packContext(inst, o, user), user));
      },
    };
    const ev = inst.events;
    ev.on('note', this.listeners.note as (n: NoteRow) => void);
    ev.on('noteUpdated', this.listeners.noteUpdated as (id: string, u: NoteUpdate) => void);
    ev.on('main', this.listeners.main as (u: string, t: string, b: MainBody) => void);
    ev.on('broadcast', this.listeners.broadcast as (t: string, b: MainBody) => void);
    ev.on('followingChanged', this.listeners.followingChanged as (u: string) => void);
    ev.on('antennaNote', this.listeners.antennaNote as (a: string, n: NoteRow) => void);
    ev.on('terminate', this.listeners.terminate as (u: string, only?: 'session') => void);
    ev.on('policiesChanged', this.listeners.policiesChanged as () => void);
    ev.on('chatUser', this.listeners.chatUser as (u: string, o: string, t: string, b: MainBody) => void);
    ev.on('chatRoom', this.listeners.chatRoom as (r: string, t: string, b: MainBody) => void);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      this.onMessage(data.toString());
    });
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
  }

  dispose(): void {
    const ev = this.inst.events;
    ev.off('note', this.listeners.note as (n: NoteRow) => void);
    ev.off('noteUpdated', this.listeners.noteUpdated as (id: string, u: NoteUpdate) => void);
    ev.off('main', this.listeners.main as (u: string, t: string, b: MainBody) => void);
    ev.off('broadcast', this.listeners.broadcast as (t: string, b: MainBody) => void);
    ev.off('followingChanged', this.listeners.followingChanged as (u: string) => void);
    ev.off('antennaNote', this.listeners.antennaNote as (a: string, n: NoteRow) => void);
    ev.off('terminate', this.listeners.terminate as (u: string, only?: 'session') => void);
    ev.off('policiesChanged', this.listeners.policiesChanged as () => void);
    ev.off('chatUser', this.listeners.chatUser as (u: string, o: string, t: string, b: MainBody) => void);
    ev.off('chatRoom', this.listeners.chatRoom as (r: string, t: string, b: MainBody) => void);
    this.channels = [];
    this.syncQueueTimer();
  }

  private sendRaw(type: string, body: unknown): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_UNSENT_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify({ type, body }));
  }

  private sendChannel(id: string, type: string, body: unknown): void {
    this.sendRaw('channel', { id, type, body });
  }

  private resolve(body: MainBody): unknown {
    return typeof body === 'function' ? (body as (origin: string) => unknown)(this.origin) : body;
  }

  private onMessage(text: string): void {
    if (text === 'ping') {
      if (this.socket.readyState === this.socket.OPEN) this.socket.send('pong');
      return;
    }
    if (text === 'h') return;
    let msg: { type?: unknown; body?: unknown };
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (msg == null || typeof msg !== 'object') return;
    const body = (msg.body ?? {}) as Record<string, unknown>;
    switch (msg.type) {
      case 'connect':
        this.connect(body);
        break;
      case 'disconnect':
        this.channels = this.channels.filter((c) => c.id !== body.id);
        this.syncQueueTimer();
        break;
      case 'ch':
      case 'channel':
        // queueStats takes requestLog (answered with statsLog), the chat channels `read`
        this.onChannelMessage(body);
        break;
      case 'subNote':
      case 's':
      case 'sr':
        if (typeof body.id !== 'string') break;
        if (!this.captured.has(body.id) && this.captured.size >= MAX_CAPTURED_NOTES) break;
        this.captured.set(body.id, (this.captured.get(body.id) ?? 0) + 1);
        break;
      case 'unsubNote':
      case 'un':
        if (typeof body.id === 'string') {
          const n = (this.captured.get(body.id) ?? 0) - 1;
          if (n <= 0) this.captured.delete(body.id);
          else this.captured.set(body.id, n);
        }
        break;
      case 'readNotification':
        if (this.user) markAllNotificationsRead(this.inst, this.user.id);
        break;
    }
  }

  private connect(body: Record<string, unknown>): void {
    const { channel, id, params, pong } = body;
    if (typeof channel !== 'string' || typeof id !== 'string') return;
    if (!KNOWN_CHANNELS.has(channel)) return;
    if (CREDENTIAL_CHANNELS.has(channel) && !this.user) return;
    // as Misskey, an app token without the channel's permission is ignored
    const kind = CHANNEL_KINDS[channel];
    if (this.granted && (kind ? !this.granted.includes(kind) : CREDENTIAL_CHANNELS.has(channel))) return;
    // queue figures are for the server's moderators (here: its administrators)
    if (channel === 'queueStats' && !this.user?.isAdmin) return;
    if (channel === 'main' && this.channels.some((c) => c.name === 'main' && c.id !== id)) return;
    // a reused id replaces its channel (one subscription per id, however often it is sent)
    this.channels = this.channels.filter((c) => c.id !== id);
    if (this.channels.length >= MAX_CHANNELS_PER_CONNECTION) return;
    // as Misskey's channels: a timeline the role policies turn off connects but never delivers
    if (!this.timelineAllowed(channel)) return;
    const p = (params && typeof params === 'object' ? params : {}) as TimelineParams &
      Record<string, unknown>;
    const target = targetOf(this.inst, channel, p, this.user);
    if (target === false) return;
    this.channels.push({
      ...(target ? { target } : {}),
      id,
      name: channel,
      params: {
        withRenotes: p.withRenotes ?? true,
        withFiles: p.withFiles ?? false,
        withReplies: p.withReplies ?? false,
      },
    });
    this.syncQueueTimer();
    if (pong) this.sendRaw('connected', { id });
  }

  private onChannelMessage(body: Record<string, unknown>): void {
    const ch = this.channels.find((c) => c.id === body.id);
    const inner = (body.body ?? {}) as { id?: unknown; length?: unknown };
    if (ch && CHAT_CHANNELS.has(ch.name)) return onChatChannelMessage(this.inst, this.user, ch, body.type);
    if (ch?.name !== 'queueStats' || body.type !== 'requestLog') return;
    const length =
      typeof inner.length === 'number' && inner.length > 0 ? Math.min(inner.length, QUEUE_STATS_LOG) : 50;
    this.sendChannel(ch.id, 'statsLog', this.queueLog.slice(-length).reverse());
  }

  /** The queueStats ticks run while a queueStats channel is open, and stop with the last. */
  private syncQueueTimer(): void {
    const wanted = this.channels.some((c) => c.name === 'queueStats');
    if (wanted && !this.queueTimer) {
      this.queueTimer = setInterval(() => {
        const stats = queueStats(this.inst);
        this.queueLog.push(stats);
        if (this.queueLog.length > QUEUE_STATS_LOG) this.queueLog.shift();
        for (const c of this.channels) if (c.name === 'queueStats') this.sendChannel(c.id, 'stats', stats);
      }, QUEUE_STATS_TICK_MS);
    } else if (!wanted && this.queueTimer) {
      clearInterval(this.queueTimer);
      this.queueTimer = null;
      this.queueLog = [];
    }
  }

  private timelineAllowed(channel: string): boolean {
    if (channel !== 'localTimeline' && channel !== 'hybridTimeline' && channel !== 'globalTimeline')
      return true;
    const me = this.user ? (findUserById(this.inst.db, this.user.id) ?? null) : null;
    const policies = effectivePolicies(this.inst, me);
    return channel === 'globalTimeline' ? policies.gtlAvailable : policies.ltlAvailable;
  }

  private onNote(note: NoteRow): void {
    const timelines = this.channels.filter((c) => TIMELINE_CHANNELS.has(c.name) || NOTE_CHANNELS.has(c.name));
    if (timelines.length === 0) return;
    let packed: unknown;
    const me = this.user ? (findUserById(this.inst.db, this.user.id) ?? null) : null;
    for (const ch of timelines) {
      const canSee = () => canSeeNote(this.inst.db, note, me) && passesMutes(this.inst.db, note, me);
      let ok: boolean;
      if (ch.name === 'channel') ok = note.channelId === ch.target && canSee();
      else if (ch.name === 'roleTimeline')
        ok =
          note.visibility === 'public' &&
          note.channelId == null &&
          isAssigned(this.inst.db, ch.target!, note.userId) &&
          canSee();
      else if (ch.name === 'userList')
        ok = me != null && userListAccepts(this.inst.db, ch.target!, note, me, ch.params) && canSee();
      else
        ok = timelineAccepts(
          ch.name as TimelineChannel,
          ch.params,
          note,
          me,
          this.following,
          () => canSee() && passesChannelMutes(this.inst.db, note, me),
          this.followingChannels,
        );
      if (!ok) continue;
      try {
        packed ??= packNote(packContext(this.inst, this.origin, me), note, {
          withReactionAndUserPairCache: true,
        });
      } catch {
        return; // deleted meanwhile
      }
      this.sendChannel(ch.id, 'note', packed);
    }
  }

  private onAntennaNote(antennaId: string, note: NoteRow): void {
    const targets = this.channels.filter((c) => c.name === 'antenna' && c.target === antennaId);
    if (targets.length === 0) return;
    const me = this.user ? (findUserById(this.inst.db, this.user.id) ?? null) : null;
    if (!canSeeNote(this.inst.db, note, me) || !passesMutes(this.inst.db, note, me)) return;
    let packed: unknown;
    try {
      packed = packNote(packContext(this.inst, this.origin, me), note, {
        withReactionAndUserPairCache: true,
      });
    } catch {
      return;
    }
    for (const ch of targets) this.sendChannel(ch.id, 'note', packed);
  }

  private onNoteUpdated(id: string, update: NoteUpdate): void {
    if (!this.captured.has(id)) return;
    let body: unknown = update.body;
    if (update.type === 'reacted' && update.body.emoji?.url.startsWith('/')) {
      body = { ...update.body, emoji: { ...update.body.emoji, url: this.origin + update.body.emoji.url } };
    }
    this.sendRaw('noteUpdated', { id, type: update.type, body });
  }

  /** A chat event for the chatUser or chatRoom channels that follow `target`. */
  private toChatChannels(name: string, target: string, type: string, body: MainBody): void {
    const chans = this.channels.filter((c) => c.name === name && c.target === target);
    if (chans.length === 0) return;
    const payload = this.resolve(body);
    for (const ch of chans) this.sendChannel(ch.id, type, payload);
  }

  private onMain(userId: string, type: string, body: MainBody): void {
    if (!this.user || userId !== this.user.id) return;
    // `drive:…` events are for the drive channel only; it also tells of new files as `fileCreated`
    const driveOnly = type.startsWith('drive:');
    const mains = driveOnly ? [] : this.channels.filter((c) => c.name === 'main');
    const driveType = driveOnly
      ? type.slice('drive:'.length)
      : type === 'driveFileCreated'
        ? 'fileCreated'
        : null;
    const drives = driveType ? this.channels.filter((c) => c.name === 'drive') : [];
    if (mains.length === 0 && drives.length === 0) return;
    const payload = this.resolve(body);
    if (payload === null) return;
    for (const ch of mains) this.sendChannel(ch.id, type, payload);
    for (const ch of drives) this.sendChannel(ch.id, driveType!, payload);
  }
}
