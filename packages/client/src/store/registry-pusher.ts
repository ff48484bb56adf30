/** Echoes of this tab's own pushes are remembered up to this many a key (a lost stream forgets them). */
const ECHOES_KEPT = 20;

/**
 * Sends account-level settings to the server registry (spec P1 §4, §7), one request at a time a key:
 * a change made while the previous one is on its way waits for it, and only the newest waiting value
 * is sent. Two requests in flight could reach the server in either order and leave it the older value.
 *
 * The server tells every session of the account about each change (`registryUpdated`), this one
 * too. Those echoes of what this tab sent are recognised, so a late echo of an older value does not
 * undo a newer change made meanwhile (the next change would then be built on the older value).
 */
export class RegistryPusher {
  private readonly send: (key: string, value: unknown) => Promise<unknown>;
  private readonly sending = new Set<string>();
  private readonly waiting = new Map<string, unknown>();
  private readonly echoes = new Map<string, string[]>();

  constructor(send: (key: string, value: unknown) => Promise<unknown>) {
    this.send = send;
  }

  push(key: string, value: unknown): void {
    if (this.sending.has(key)) this.waiting.set(key, value);
    else void this.start(key, value);
  }

  /** Whether a `registryUpdated` value is the echo of one this tab sent (then it is spent). */
  takeOwnEcho(key: string, value: unknown): boolean {
    const sent = this.echoes.get(key);
    const at = sent?.indexOf(JSON.stringify(value)) ?? -1;
    if (at < 0) return false;
    sent!.splice(0, at + 1);
    return true;
  }

  private async start(key: string, value: unknown): Promise<void> {
    this.sending.add(key);
    const json = JSON.stringify(value);
    const sent = this.echoes.get(key) ?? [];
    sent.push(json);
    if (sent.length > ECHOES_KEPT) sent.shift();
    this.echoes.set(key, sent);
    try {
      await this.send(key, value);
    } catch (err) {
      // no echo will come for it
      const at = sent.lastIndexOf(json);
      if (at >= 0) sent.splice(at, 1);
      console.error(`settings: could not save "${key}"`, err);
    } finally {
      this.sending.delete(key);
      if (this.waiting.has(key)) {
        const next = this.waiting.get(key);
        this.waiting.delete(key);
        void this.start(key, next);
      }
    }
  }
}
