/** Spec P1 §9: realtime stream constants. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
export const RECONNECT_GROWTH = 1.3;
export const CONNECT_TIMEOUT_MS = 10_000;
export const PING_OPEN_MS = 25_000;
export const PING_VISIBLE_MS = 60_000;
export const SHARED_CHANNEL_LINGER_MS = 3_000;
