type Handler = (body: unknown) => void;

/** A minimal typed-by-name event emitter for stream messages. */
export class Emitter {
  private handlers = new Map<string, Set<Handler>>();

  on(type: string, handler: Handler): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  emit(type: string, body?: unknown): void {
    for (const h of [...(this.handlers.get(type) ?? [])]) h(body);
  }

  clear(): void {
    this.handlers.clear();
  }
}
