import { t } from '@/i18n/index.ts';
import { createStore, toast, useStore } from '@/ui/index.ts';
import type { PluginRef } from './registry.ts';

export interface PluginLogLine {
  at: number;
  text: string;
  error: boolean;
}

/** The most lines kept per plugin: older ones are dropped. */
export const PLUGIN_LOG_LIMIT = 200;
/** A plugin that keeps failing is named in a toast at most this often. */
export const FAILURE_TOAST_MS = 30_000;

const logs = createStore<ReadonlyMap<string, readonly PluginLogLine[]>>(new Map());
const lastToast = new Map<string, number>();

/** Adds a line to a plugin's log (what it printed, what it registered, how it failed). */
export function logPlugin(pluginId: string, text: string, error = false): void {
  logs.set((current) => {
    const next = new Map(current);
    const lines = [...(current.get(pluginId) ?? []), { at: Date.now(), text, error }];
    next.set(pluginId, lines.slice(-PLUGIN_LOG_LIMIT));
    return next;
  });
}

export function clearPluginLog(pluginId: string): void {
  logs.set((current) => {
    if (!current.has(pluginId)) return current;
    const next = new Map(current);
    next.delete(pluginId);
    return next;
  });
}

export function usePluginLog(pluginId: string): readonly PluginLogLine[] {
  return useStore(logs).get(pluginId) ?? [];
}

/**
 * A plugin failed: the failure goes to its log, and the user is told which plugin it was (once in a
 * while, not once per note when an interruptor fails on every note).
 */
export function reportPluginFailure(plugin: PluginRef, failure: unknown, now = Date.now()): void {
  const message = failure instanceof Error ? failure.message : String(failure);
  logPlugin(plugin.id, message, true);
  const last = lastToast.get(plugin.id);
  if (last !== undefined && now - last < FAILURE_TOAST_MS) return;
  lastToast.set(plugin.id, now);
  toast(t('pluginFailed', { name: plugin.name, message }));
}

/** Where a plugin is: running, stopped as a runaway, or failed to start (a syntax error, its runtime did not load). */
export type PluginState = 'running' | 'runaway' | 'failed';

const states = createStore<ReadonlyMap<string, PluginState>>(new Map());

/** Records a plugin's state; null when it is not running (disabled, uninstalled). */
export function setPluginState(pluginId: string, state: PluginState | null): void {
  states.set((current) => {
    if ((current.get(pluginId) ?? null) === state) return current;
    const next = new Map(current);
    if (state === null) next.delete(pluginId);
    else next.set(pluginId, state);
    return next;
  });
}

export function usePluginState(pluginId: string): PluginState | null {
  return useStore(states).get(pluginId) ?? null;
}
