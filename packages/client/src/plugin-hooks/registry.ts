import { useMemo } from 'react';
import { createStore, useStore } from '@/ui/index.ts';

/** The plugin a handler belongs to, named in menus and in failure messages. */
export interface PluginRef {
  id: string;
  name: string;
}

/** What a post-form action sees of the form, and may change through `update`. */
export interface PostFormView {
  text: string;
  cw: string | null;
}

/** Every place a plugin can hook into (spec part 1 §1, plugins; Misskey's plugin API). */
export interface PluginHandlers {
  note_action: { title: string; run: (note: unknown) => Promise<void> };
  user_action: { title: string; run: (user: unknown) => Promise<void> };
  post_form_action: {
    title: string;
    run: (form: PostFormView, update: (key: string, value: unknown) => void) => Promise<void>;
  };
  /** The answer replaces the note on screen; null hides it; anything else leaves it as it was. */
  note_view_interruptor: { run: (note: unknown) => Promise<unknown> };
  /** The answer replaces what is sent to `notes/create`. */
  note_post_interruptor: { run: (note: unknown) => Promise<unknown> };
  page_view_interruptor: { run: (page: unknown) => Promise<unknown> };
  /** `$[clickable.ev=… …]` was clicked in a note. */
  mfm_click_handler: { run: (ev: string, note: unknown) => Promise<void> };
}

export type HandlerKind = keyof PluginHandlers;

export interface HandlerEntry<K extends HandlerKind = HandlerKind> {
  kind: K;
  plugin: PluginRef;
  handler: PluginHandlers[K];
}

const handlers = createStore<readonly HandlerEntry[]>([]);

/** Adds a running plugin's handler; menus, notes and the post form pick it up at once. */
export function registerPluginHandler<K extends HandlerKind>(
  kind: K,
  plugin: PluginRef,
  handler: PluginHandlers[K],
): void {
  handlers.set((list) => [...list, { kind, plugin, handler } as HandlerEntry]);
}

/** Drops every handler of a plugin (it was stopped, disabled or uninstalled). */
export function removePluginHandlers(pluginId: string): void {
  handlers.set((list) =>
    list.some((e) => e.plugin.id === pluginId) ? list.filter((e) => e.plugin.id !== pluginId) : list,
  );
}

const ofKind = <K extends HandlerKind>(list: readonly HandlerEntry[], kind: K) =>
  list.filter((e): e is HandlerEntry<K> => e.kind === kind);

/** The handlers of one kind now, in the order the plugins registered them. */
export function getPluginHandlers<K extends HandlerKind>(kind: K): HandlerEntry<K>[] {
  return ofKind(handlers.get(), kind);
}

/** The handlers of one kind in a component, which re-renders when plugins come and go. */
export function usePluginHandlers<K extends HandlerKind>(kind: K): HandlerEntry<K>[] {
  const list = useStore(handlers);
  return useMemo(() => ofKind(list, kind), [list, kind]);
}

/** Every registered handler, for tests. */
export function clearPluginHandlers(): void {
  handlers.set([]);
}

/** A `$[clickable.ev=… …]` in a note was clicked: every plugin that listens hears it. */
export function fireMfmClick(ev: string, note: unknown): void {
  for (const { handler } of getPluginHandlers('mfm_click_handler')) void handler.run(ev, note);
}
