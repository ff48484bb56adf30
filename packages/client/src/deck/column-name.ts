import { t, type LocaleKey } from '@/i18n/index.ts';
import type { Column, ColumnKind } from './deck-types.ts';

const KIND_NAMES: Record<ColumnKind, LocaleKey> = {
  main: 'deckColumnMain',
  timeline: 'timeline',
  list: 'deckColumnList',
  antenna: 'deckColumnAntenna',
  channel: 'channel',
  roleTimeline: 'role',
  notifications: 'notifications',
  mentions: 'notificationsMentions',
  direct: 'notificationsDirect',
  widgets: 'deckColumnWidgets',
  chat: 'chat',
};

/** A column's name: the one the user gave it, else its kind's (a timeline's source for timelines). */
export function columnName(column: Column): string {
  if (column.name) return column.name;
  if (column.type === 'timeline' && column.tl) return t(column.tl);
  return t(KIND_NAMES[column.type]);
}
