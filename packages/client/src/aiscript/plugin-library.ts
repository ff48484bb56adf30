import { registerPluginHandler, type HandlerKind, type PluginRef } from '@/plugin-hooks/index.ts';
import type { PluginRecord } from '@/store/index.ts';
import { fnArg, strArg } from './args.ts';
import type { Runtime, Value } from './runtime.ts';

/** Calls one of the plugin's functions once the plugin is running; undefined when it failed. */
export type CallPlugin = (fn: Value, args: Value[]) => Promise<Value | undefined>;

/** A plugin may open only web addresses (never `javascript:` or `data:`). */
export function isOpenableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The values of the plugin's config: what the user set, else the metadata's defaults. */
export function pluginConfigValues(
  plugin: Pick<PluginRecord, 'config' | 'configData'>,
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, field] of Object.entries(plugin.config ?? {})) {
    const set = plugin.configData?.[key];
    out[key] = set !== undefined && (set === null || typeof set === field.type) ? set : field.default;
  }
  return out;
}

/**
 * Misskey's plugin API (`Plugin:`): the actions and interruptors a plugin registers, `open_url` and
 * `config`. Each registration goes to the registry of `plugin-hooks/`, where notes, menus and the
 * post form find it. Both spellings Misskey accepts work (`Plugin:register:note_action` and the
 * older `Plugin:register_note_action`). Kumo adds `Plugin:register:mfm_click_handler(fn)`: `fn(ev,
 * note)` hears a `$[clickable.ev=… …]` clicked in a note, which Misskey hands to no one.
 */
export function pluginLibrary(
  rt: Runtime,
  plugin: PluginRef & Pick<PluginRecord, 'config' | 'configData'>,
  call: CallPlugin,
): Record<string, Value> {
  const { values, utils } = rt;
  const ref: PluginRef = { id: plugin.id, name: plugin.name };
  const toJs = (v: Value | undefined) => (v === undefined ? undefined : utils.valToJs(v));
  const titled =
    (kind: 'note_action' | 'user_action') =>
    ([title, fn]: Value[]) => {
      const text = strArg(title, `Plugin:register:${kind}`);
      const handler = fnArg(fn, `Plugin:register:${kind}`);
      registerPluginHandler(kind, ref, {
        title: text,
        run: async (target) => void (await call(handler, [utils.jsToVal(target)])),
      });
    };
  const interruptor =
    (kind: 'note_view_interruptor' | 'note_post_interruptor' | 'page_view_interruptor') =>
    ([fn]: Value[]) => {
      const handler = fnArg(fn, `Plugin:register:${kind}`);
      registerPluginHandler(kind, ref, {
        run: async (value) => toJs(await call(handler, [utils.jsToVal(value)])),
      });
    };
  const api: Partial<Record<HandlerKind, (args: Value[]) => void>> = {
    note_action: titled('note_action'),
    user_action: titled('user_action'),
    post_form_action: ([title, fn]) => {
      const text = strArg(title, 'Plugin:register:post_form_action');
      const handler = fnArg(fn, 'Plugin:register:post_form_action');
      registerPluginHandler('post_form_action', ref, {
        title: text,
        run: async (form, update) => {
          const set = values.FN_NATIVE(([key, value]) => {
            if (key?.type !== 'str' || value === undefined) return;
            update(key.value, utils.valToJs(value));
          });
          await call(handler, [utils.jsToVal(form), set]);
        },
      });
    },
    note_view_interruptor: interruptor('note_view_interruptor'),
    note_post_interruptor: interruptor('note_post_interruptor'),
    page_view_interruptor: interruptor('page_view_interruptor'),
    mfm_click_handler: ([fn]) => {
      const handler = fnArg(fn, 'Plugin:register:mfm_click_handler');
      registerPluginHandler('mfm_click_handler', ref, {
        run: async (ev, note) => void (await call(handler, [values.STR(ev), utils.jsToVal(note)])),
      });
    },
  };
  const library: Record<string, Value> = {
    'Plugin:open_url': values.FN_NATIVE(([url]) => {
      const address = strArg(url, 'Plugin:open_url');
      if (!isOpenableUrl(address)) throw new Error('Plugin:open_url: only http and https addresses open');
      window.open(address, '_blank', 'noopener');
    }),
    'Plugin:config': utils.jsToVal(pluginConfigValues(plugin)),
  };
  for (const [kind, register] of Object.entries(api)) {
    const fn = values.FN_NATIVE((args) => void register(args as Value[]));
    library[`Plugin:register:${kind}`] = fn;
    library[`Plugin:register_${kind}`] = fn;
  }
  return library;
}
