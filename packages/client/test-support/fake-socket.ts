// A stand-in for the browser's WebSocket in stream tests (stub it with vi.stubGlobal('WebSocket', FakeSocket)).

/** A WebSocket that opens at once, keeps what the client sends and delivers what a test gives it. */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static last: FakeSocket | null = null;
  readyState = FakeSocket.CONNECTING;
  readonly sent: string[] = [];
  binaryType = 'blob';
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  deliver(frame: unknown) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  frames() {
    return this.sent
      .filter((s) => s !== 'ping')
      .map((s) => JSON.parse(s) as { type: string; body: Record<string, unknown> });
  }
}
