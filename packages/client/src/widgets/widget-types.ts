import type { ComponentType } from 'react';
import type { ServerFeature } from '@/queries/index.ts';

/** Spec P1 §2: the dashboard widgets that can be placed (Misskey's names). */
export const WIDGET_NAMES = [
  'profile',
  'instanceInfo',
  'memo',
  'notifications',
  'timeline',
  'calendar',
  'rss',
  'rssTicker',
  'trends',
  'clock',
  'activity',
  'photos',
  'digitalClock',
  'unixClock',
  'federation',
  'instanceCloud',
  'postForm',
  'slideshow',
  'onlineUsers',
  'jobQueue',
  'button',
  'aiscript',
  'aiscriptApp',
  'userList',
  // Misskey's own, beyond the spec's list: where the server tells followees' birthdays
  'birthdayFollowings',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** One setting of a widget, as its settings dialog shows it. */
export type WidgetField =
  | { type: 'boolean'; default: boolean }
  | { type: 'number'; default: number; min?: number; max?: number; step?: number }
  | { type: 'enum'; default: string; options: readonly string[] }
  | { type: 'string'; default: string; maxLength?: number; multiline?: boolean };

export type WidgetSchema = Record<string, WidgetField>;

/** A placed widget (the `widgets` setting and a deck column's widgets share this shape). */
export interface PlacedWidget {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

export interface WidgetProps {
  /** The widget's settings, each filled in from its default. */
  data: Record<string, unknown>;
  /** Stores new settings (a widget that keeps something of its own, such as a memo's height). */
  onData?: (data: Record<string, unknown>) => void;
}

export interface WidgetDef {
  name: WidgetName;
  schema: WidgetSchema;
  Component: ComponentType<WidgetProps>;
  /** Offered only where the server has this optional feature. */
  feature?: ServerFeature;
}
