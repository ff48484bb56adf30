/** Spec P1 §3 `statusbars` (Misskey's shape): a bar at the bottom of the window. */
export const STATUS_BAR_TYPES = ['rss', 'federation', 'userList'] as const;
export type StatusBarType = (typeof STATUS_BAR_TYPES)[number];
export const STATUS_BAR_SIZES = ['verySmall', 'small', 'medium', 'large', 'veryLarge'] as const;
export type StatusBarSize = (typeof STATUS_BAR_SIZES)[number];

export interface StatusBarProps {
  url: string;
  shuffle: boolean;
  userListId: string | null;
  colored: boolean;
  refreshIntervalSec: number;
  marqueeDuration: number;
  marqueeReverse: boolean;
}

export interface StatusBar {
  id: string;
  /** A label shown at the bar's start; empty: none. */
  name: string;
  type: StatusBarType;
  size: StatusBarSize;
  /** Misskey's `black`: light text on black instead of the theme's colours. */
  black: boolean;
  props: StatusBarProps;
}

/** Height of a bar of each size, in px (the text is a little smaller). */
export const BAR_HEIGHT: Record<StatusBarSize, number> = {
  verySmall: 16,
  small: 20,
  medium: 24,
  large: 28,
  veryLarge: 32,
};

const DEFAULT_PROPS: StatusBarProps = {
  url: 'http://feeds.afpbb.com/rss/afpbb/afpbbnews',
  shuffle: true,
  userListId: null,
  colored: false,
  refreshIntervalSec: 120,
  marqueeDuration: 100,
  marqueeReverse: false,
};

const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
  list.includes(v as T) ? (v as T) : fallback;
const num = (v: unknown, min: number, max: number, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : fallback;
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

/**
 * The stored bars as Kumo draws them: each field of the right kind kept, anything else its
 * default; entries that are not objects or have no id are dropped (the setting syncs from anywhere).
 */
export function readStatusBars(stored: readonly unknown[]): StatusBar[] {
  return stored.flatMap((raw): StatusBar[] => {
    if (!raw || typeof raw !== 'object') return [];
    const bar = raw as Record<string, unknown>;
    if (typeof bar.id !== 'string' || bar.id === '') return [];
    const p = (bar.props && typeof bar.props === 'object' ? bar.props : {}) as Record<string, unknown>;
    return [
      {
        id: bar.id,
        name: typeof bar.name === 'string' ? bar.name.slice(0, 100) : '',
        type: oneOf(STATUS_BAR_TYPES, bar.type, 'rss'),
        size: oneOf(STATUS_BAR_SIZES, bar.size, 'medium'),
        black: bool(bar.black, false),
        props: {
          url: typeof p.url === 'string' ? p.url.slice(0, 2048) : DEFAULT_PROPS.url,
          shuffle: bool(p.shuffle, DEFAULT_PROPS.shuffle),
          userListId: typeof p.userListId === 'string' ? p.userListId : null,
          colored: bool(p.colored, DEFAULT_PROPS.colored),
          refreshIntervalSec: num(p.refreshIntervalSec, 10, 86_400, DEFAULT_PROPS.refreshIntervalSec),
          marqueeDuration: num(p.marqueeDuration, 5, 600, DEFAULT_PROPS.marqueeDuration),
          marqueeReverse: bool(p.marqueeReverse, DEFAULT_PROPS.marqueeReverse),
        },
      },
    ];
  });
}

/** A new bar of a kind, with Misskey's defaults. */
export function newStatusBar(type: StatusBarType, id: string): StatusBar {
  return { id, name: '', type, size: 'medium', black: false, props: { ...DEFAULT_PROPS } };
}
