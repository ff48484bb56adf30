/** Spec P1 §2: the kinds of deck column, as Misskey names them. */
export const COLUMN_KINDS = [
  'main',
  'timeline',
  'list',
  'antenna',
  'channel',
  'roleTimeline',
  'notifications',
  'mentions',
  'direct',
  'widgets',
  // Misskey 2025.4+: the conversation list, a conversation opened in the column
  'chat',
] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export type TimelineSource = 'home' | 'local' | 'social' | 'global';

export interface ColumnWidget {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

/** Spec P1 §3 Deck: a column (Misskey's field names, so profiles move between the two clients). */
export interface Column {
  id: string;
  type: ColumnKind;
  /** null: the kind's own name. */
  name: string | null;
  width: number;
  flexible?: boolean;
  /** Off: the column is collapsed to a narrow strip. */
  active?: boolean;
  widgets?: ColumnWidget[];
  tl?: TimelineSource;
  listId?: string;
  antennaId?: string;
  channelId?: string;
  roleId?: string;
  excludeTypes?: string[];
  withRenotes?: boolean;
  withReplies?: boolean;
  onlyFiles?: boolean;
  /** Kumo's own: the signed-in account (id) the column reads as; absent: the current one. */
  accountId?: string;
}

/** Spec P1 §3: columns, and the layout: rows (horizontal slots), each a vertical stack of column ids. */
export interface Deck {
  columns: Column[];
  layout: string[][];
}

export const EMPTY_DECK: Deck = { columns: [], layout: [] };

/** Misskey's default column width (px). */
export const DEFAULT_COLUMN_WIDTH = 330;
/** The narrowest and widest a column may be set (px), by its width field or its resize handle. */
export const COLUMN_WIDTH_MIN = 200;
export const COLUMN_WIDTH_MAX = 1200;
/** How far one arrow key press moves a column's resize handle (px); Page Up/Down move five steps. */
export const COLUMN_WIDTH_STEP = 10;
