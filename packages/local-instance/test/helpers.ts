import * as OTPAuth from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { InstanceOptions, RunningInstance } from '../src/index.ts';
import { startInstance } from '../src/index.ts';

/** Parsed JSON of an answer; tests look into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResult<T = Json> {
  status: number;
  body: T;
}

export async function start(opts: InstanceOptions = {}): Promise<RunningInstance> {
  return startInstance({
    port: 0,
    dataDir: null,
    clientDir: null,
    seed: 'none',
    rateLimitFactor: 1000,
    ...opts,
  });
}

export function apiClient(inst: RunningInstance) {
  return async function api<T = Json>(
    endpoint: string,
    body: Record<string, unknown> = {},
    token?: string,
  ): Promise<ApiResult<T>> {
    const res = await fetch(`${inst.url}/api/${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

export async function signup(
  inst: RunningInstance,
  username: string,
  password = 'pass-word',
): Promise<{ id: string; token: string }> {
  const res = await apiClient(inst)('signup', { username, password });
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.id, token: res.body.token };
}

export async function signin(
  inst: RunningInstance,
  username: string,
  password = 'kumo-demo',
): Promise<{ id: string; token: string }> {
  const res = await apiClient(inst)('signin-flow', { username, password });
  if (res.status !== 200) throw new Error(`signin failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.id, token: res.body.i };
}

/** The code an authenticator app shows for `secret` at `at` (now unless told). */
export const totpCode = (secret: string, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6 }).generate({ timestamp: at });

/** Turns two-factor authentication on for `token`'s account: its secret and backup codes. */
export async function turnOnTotp(
  inst: RunningInstance,
  token: string,
  password: string,
): Promise<{ secret: string; backupCodes: string[] }> {
  const api = apiClient(inst);
  const reg = await api('i/2fa/register', { password }, token);
  if (reg.status !== 200) throw new Error(`i/2fa/register failed: ${JSON.stringify(reg.body)}`);
  const done = await api('i/2fa/done', { token: totpCode(reg.body.secret) }, token);
  if (done.status !== 200) throw new Error(`i/2fa/done failed: ${JSON.stringify(done.body)}`);
  return { secret: reg.body.secret, backupCodes: done.body.backupCodes };
}

/** A WebSocket to /streaming that collects every message it receives. */
export class StreamClient {
  readonly messages: Json[] = [];
  private waiters: { pred: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      let msg: Json = text;
      try {
        msg = JSON.parse(text);
      } catch {
        // raw text such as "pong"
      }
      this.messages.push(msg);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(msg)) return true;
        w.resolve(msg);
        return false;
      });
    });
  }

  static async open(inst: RunningInstance, token?: string): Promise<StreamClient> {
    const ws = new WebSocket(`${inst.url.replace('http', 'ws')}/streaming${token ? `?i=${token}` : ''}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new StreamClient(ws);
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Connects a channel and waits until the server confirms it (`pong: true`). */
  async connect(channel: string, id: string, params: Record<string, unknown> = {}): Promise<void> {
    const confirmed = this.waitFor((m) => m?.type === 'connected' && m.body?.id === id);
    this.send({ type: 'connect', body: { channel, id, params, pong: true } });
    await confirmed;
  }

  waitFor(pred: (m: Json) => boolean, timeoutMs = 3000): Promise<Json> {
    const found = this.messages.find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out; got ${JSON.stringify(this.messages).slice(0, 500)}`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close(): void {
    this.ws.close();
  }
}

export interface TestAccount {
  id: string;
  token: string;
}

/**
 * One instance for the tests of a `describe` block: started before them and closed after. The
 * accounts it hands out are filled in once it has started, so tests read them as constants.
 */
export function testInstance(opts: InstanceOptions = {}) {
  let running: RunningInstance | null = null;
  const setups: Array<(inst: RunningInstance) => Promise<void>> = [];
  const account = (make: (inst: RunningInstance) => Promise<TestAccount>): TestAccount => {
    const slot: TestAccount = { id: '', token: '' };
    setups.push(async (inst) => void Object.assign(slot, await make(inst)));
    return slot;
  };
  beforeAll(async () => {
    running = await start(opts);
    for (const setup of setups) await setup(running);
  });
  afterAll(() => running?.close());
  const inst = (): RunningInstance => {
    if (!running) throw new Error('the test instance has not started');
    return running;
  };
  return {
    get inst() {
      return inst();
    },
    /** The instance's API, as `apiClient` gives it. */
    api: <T = Json>(endpoint: string, body: Record<string, unknown> = {}, token?: string) =>
      apiClient(inst())<T>(endpoint, body, token),
    /** A new account, signed up when the instance starts. */
    signup: (username: string, password?: string) => account((i) => signup(i, username, password)),
    /** A demo account, signed in when the instance starts. */
    signin: (username: string, password?: string) => account((i) => signin(i, username, password)),
  };
}

/** Puts a small PNG of one colour in `token`'s drive (as drive/files/create answers it). */
export async function uploadPng(
  inst: RunningInstance,
  token: string,
  opts: { name?: string; colour?: string; width?: number; height?: number } = {},
): Promise<Json> {
  const { colour = '#336699', width = 8, height = 8 } = opts;
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('i', token);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), opts.name ?? `${colour}.png`);
  return (await fetch(`${inst.url}/api/drive/files/create`, { method: 'POST', body: form })).json();
}

/** An admin/roles/create body: a private, manually assigned role with no policies, changed by `over`. */
export const roleInput = (over: Record<string, unknown> = {}) => ({
  name: 'A role',
  description: '',
  color: null,
  iconUrl: null,
  target: 'manual',
  condFormula: {},
  isPublic: false,
  isModerator: false,
  isAdministrator: false,
  asBadge: false,
  canEditMembersByModerator: false,
  displayOrder: 0,
  policies: {},
  ...over,
});
