import ReconnectingWebSocket from 'reconnecting-websocket';
import {
  CONNECT_TIMEOUT_MS,
  PING_OPEN_MS,
  PING_VISIBLE_MS,
  RECONNECT_GROWTH,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  SHARED_CHANNEL_LINGER_MS,
} from './constants.ts';
import { Emitter } from './emitter.ts';

/**
 * Settings → Other → Debug mode (the device's `debug` flag, as Misskey keeps it): every stream
 * message, sent and received, is written to the console.
 */
export function debugMode(): boolean {
  try {
    return localStorage.getItem('debug') === 'true';
  } catch {
    return false;
  }
}

export type StreamState = 'initializing' | 'connected' | 'reconnecting';

/** One use of a channel. Shared (pooled) uses of the same channel share one server-side connection. */
export interface ChannelUse {
  on(type: string, handler: (body: unknown) => void): () => void;
  /**
   * Calls `handler` once, when the server has first joined the channel (at once when it had before):
   * from then on, what happens there reaches this use live. A list catches up then on what arrived
   * while it was joining.
   */
  whenJoined(handler: () => void): void;
  send(type: string, body?: unknown): void;
  dispose(): void;
}

/**
 * `connect` asks Misskey to answer `connected` once it has joined (its `pong` flag); a server that
 * does not is taken to have joined this long after.
 */
export const JOIN_FALLBACK_MS = 3_000;

interface ServerConnection {
  id: string;
  channel: string;
  params: Record<string, unknown> | undefined;
  events: Emitter;
  users: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
  shared: boolean;
  /** Whether the server has joined the channel once (its `connected`, or JOIN_FALLBACK_MS). */
  joined: boolean;
  /** Waiting for that. */
  onJoined: Array<() => void>;
}

let nextId = 0;
function newConnectionId(): string {
  nextId += 1;
  return `${Date.now().toString(36)}${nextId}`;
}

/**
 * Spec P1 §4 and §7: one websocket to {host}/streaming?i=token&_t=time, reconnecting with the spec
 * constants. Channels are opened with `connect`, closed with `disconnect`; after a reconnect every
 * open channel is connected again and `reconnected` is emitted so timelines can fetch what they missed.
 */
export class Stream {
  readonly events = new Emitter();
  state: StreamState = 'initializing';
  private ws: ReconnectingWebSocket;
  private connections = new Map<string, ServerConnection>();
  private sharedByChannel = new Map<string, ServerConnection>();
  private captured = new Map<string, number>();
  private pingTimers: Array<ReturnType<typeof setInterval>> = [];
  private everConnected = false;

  constructor(origin: string, token: string | null) {
    const wsOrigin = origin.replace(/^http/, 'ws');
    const url = () => {
      const q = new URLSearchParams({ _t: String(Date.now()) });
      if (token) q.set('i', token);
      return `${wsOrigin}/streaming?${q.toString()}`;
    };
    this.ws = new ReconnectingWebSocket(url, [], {
      minReconnectionDelay: RECONNECT_MIN_MS,
      maxReconnectionDelay: RECONNECT_MAX_MS,
      reconnectionDelayGrowFactor: RECONNECT_GROWTH,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      maxRetries: Infinity,
    });
    this.ws.addEventListener('open', this.onOpen);
    this.ws.addEventListener('close', this.onClose);
    this.ws.addEventListener('message', this.onMessage);
    this.pingTimers.push(
      setInterval(() => this.ping(), PING_OPEN_MS),
      setInterval(() => {
        if (document.visibilityState === 'visible') this.ping();
      }, PING_VISIBLE_MS),
    );
  }

  private ping(): void {
    if (this.ws.readyState === ReconnectingWebSocket.OPEN) this.ws.send('ping');
  }

  private onOpen = () => {
    const wasReconnect = this.everConnected;
    this.everConnected = true;
    this.state = 'connected';
    for (const c of this.connections.values()) this.sendConnect(c);
    for (const id of this.captured.keys()) this.sendRaw('subNote', { id });
    this.events.emit('state', this.state);
    if (wasReconnect) this.events.emit('reconnected');
  };

  private onClose = () => {
    if (this.state === 'connected') {
      this.state = 'reconnecting';
      this.events.emit('state', this.state);
      this.events.emit('disconnected');
    }
  };

  private onMessage = (ev: MessageEvent) => {
    if (typeof ev.data !== 'string' || ev.data === 'pong') return;
    let msg: { type?: unknown; body?: unknown };
    try {
      msg = JSON.parse(ev.data) as typeof msg;
    } catch {
      return;
    }
    if (debugMode()) console.debug('[stream ←]', msg.type, msg.body);
    if (msg.type === 'connected' && msg.body && typeof msg.body === 'object') {
      const c = this.connections.get(String((msg.body as { id?: unknown }).id));
      if (c) this.markJoined(c);
    }
    if (msg.type === 'channel' && msg.body && typeof msg.body === 'object') {
      const { id, type, body } = msg.body as { id: string; type: string; body: unknown };
      this.connections.get(id)?.events.emit(type, body);
      return;
    }
    if (typeof msg.type === 'string') this.events.emit(msg.type, msg.body);
  };

  private sendRaw(type: string, body: unknown): void {
    if (this.ws.readyState !== ReconnectingWebSocket.OPEN) return;
    if (debugMode()) console.debug('[stream →]', type, body);
    this.ws.send(JSON.stringify({ type, body }));
  }

  private sendConnect(c: ServerConnection): void {
    if (this.ws.readyState !== ReconnectingWebSocket.OPEN) return;
    this.sendRaw('connect', { channel: c.channel, id: c.id, params: c.params, pong: true });
    if (!c.joined) setTimeout(() => this.markJoined(c), JOIN_FALLBACK_MS);
  }

  private markJoined(c: ServerConnection): void {
    if (c.joined) return;
    c.joined = true;
    const waiting = c.onJoined;
    c.onJoined = [];
    waiting.forEach((run) => run());
  }

  /** Opens a channel; without params it joins the shared connection of that channel. */
  useChannel(channel: string, params?: Record<string, unknown>): ChannelUse {
    let conn: ServerConnection | undefined = params ? undefined : this.sharedByChannel.get(channel);
    if (conn) {
      conn.users += 1;
      if (conn.closeTimer) clearTimeout(conn.closeTimer);
      conn.closeTimer = null;
    } else {
      conn = {
        id: newConnectionId(),
        channel,
        params,
        events: new Emitter(),
        users: 1,
        closeTimer: null,
        shared: !params,
        joined: false,
        onJoined: [],
      };
      this.connections.set(conn.id, conn);
      if (conn.shared) this.sharedByChannel.set(channel, conn);
      this.sendConnect(conn);
    }
    const c = conn;
    const offs: Array<() => void> = [];
    let disposed = false;
    return {
      on: (type, handler) => {
        const off = c.events.on(type, handler);
        offs.push(off);
        return off;
      },
      whenJoined: (handler) => {
        const run = () => {
          if (!disposed) handler();
        };
        if (c.joined) setTimeout(run, 0);
        else c.onJoined.push(run);
      },
      send: (type, body) => this.sendRaw('ch', { id: c.id, type, body }),
      dispose: () => {
        if (disposed) return;
        disposed = true;
        offs.forEach((off) => off());
        c.users -= 1;
        if (c.users > 0) return;
        if (c.shared) {
          // spec P1 §4: a shared channel connection closes 3 s after its last user leaves
          c.closeTimer = setTimeout(() => this.closeConnection(c), SHARED_CHANNEL_LINGER_MS);
        } else this.closeConnection(c);
      },
    };
  }

  private closeConnection(c: ServerConnection): void {
    if (c.users > 0) return;
    this.connections.delete(c.id);
    if (this.sharedByChannel.get(c.channel) === c) this.sharedByChannel.delete(c.channel);
    this.sendRaw('disconnect', { id: c.id });
  }

  /** Note capture: `noteUpdated` events for this note arrive while at least one user holds it. */
  captureNote(id: string): () => void {
    const n = this.captured.get(id) ?? 0;
    this.captured.set(id, n + 1);
    if (n === 0) this.sendRaw('subNote', { id });
    return () => {
      const left = (this.captured.get(id) ?? 1) - 1;
      if (left > 0) this.captured.set(id, left);
      else {
        this.captured.delete(id);
        this.sendRaw('unsubNote', { id });
      }
    };
  }

  close(): void {
    this.pingTimers.forEach(clearInterval);
    this.ws.close();
    this.events.clear();
  }
}
