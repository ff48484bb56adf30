import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Stream } from './stream.ts';

const StreamContext = createContext<Stream | null>(null);

/**
 * Opens the stream for the current viewer (token or anonymous) and closes it when the viewer changes.
 * `origin` is the server's address (the account's server; this page's origin by default).
 */
export function StreamProvider({
  token,
  origin = location.origin,
  children,
}: {
  token: string | null;
  origin?: string;
  children: ReactNode;
}) {
  const [stream, setStream] = useState<Stream | null>(null);
  useEffect(() => {
    const s = new Stream(origin, token);
    setStream(s);
    return () => s.close();
  }, [token, origin]);
  return <StreamContext.Provider value={stream}>{children}</StreamContext.Provider>;
}

export function useStream(): Stream | null {
  return useContext(StreamContext);
}

/** Subscribes to a channel event for the lifetime of the component; the handler may change freely. */
export function useChannelEvent(
  channel: string | null,
  params: Record<string, unknown> | undefined,
  type: string,
  handler: (body: unknown) => void,
  /** Once the channel is joined (see ChannelUse.whenJoined): a list catches up on what it missed. */
  onJoined?: () => void,
): void {
  const stream = useStream();
  const handlerRef = useRef(handler);
  const joinedRef = useRef(onJoined);
  useEffect(() => {
    handlerRef.current = handler;
    joinedRef.current = onJoined;
  });
  const paramsKey = params ? JSON.stringify(params) : '';
  useEffect(() => {
    if (!stream || !channel) return;
    const use = stream.useChannel(
      channel,
      paramsKey ? (JSON.parse(paramsKey) as Record<string, unknown>) : undefined,
    );
    use.on(type, (body) => handlerRef.current(body));
    use.whenJoined(() => joinedRef.current?.());
    return () => use.dispose();
  }, [stream, channel, paramsKey, type]);
}

/** Runs `handler` when the stream comes back after a disconnection. */
export function useStreamReconnected(handler: () => void): void {
  const stream = useStream();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!stream) return;
    return stream.events.on('reconnected', () => handlerRef.current());
  }, [stream]);
}

/**
 * A live list's catch-up on what it missed while its channel was not joined: `run` runs after each
 * join of the channel (call the returned function from useChannelEvent's `onJoined`) once the list
 * is `ready` (its first page is there). A channel is joined again when its parameters change or when
 * a kept page is shown again (its effects stopped while it was hidden), and notes posted in between
 * reach the list only this way.
 */
export function useCatchUpOnJoin(key: string, ready: boolean, run: () => void): () => void {
  // a new object per join, so that two joins of the same list each bring one catch-up
  const [join, setJoin] = useState<{ key: string } | null>(null);
  const done = useRef<{ key: string } | null>(null);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    if (!join || join.key !== key || !ready || done.current === join) return;
    done.current = join;
    runRef.current();
  }, [join, key, ready]);
  return useCallback(() => setJoin({ key }), [key]);
}
