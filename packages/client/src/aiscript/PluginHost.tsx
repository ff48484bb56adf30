import { useEffect, useMemo, useRef } from 'react';
import { useMe } from '@/account/index.ts';
import { apiAs, type Endpoint } from '@/api/index.ts';
import { lang } from '@/i18n/index.ts';
import { instanceOrigin } from '@/queries/index.ts';
import { useSettingValue, type PluginRecord } from '@/store/index.ts';
import type { ProgramHost } from './mk-library.ts';
import { launchPlugin } from './plugin-runner.ts';

interface Running {
  /** What the plugin was started with: a change to any of it restarts the plugin. */
  key: string;
  stop: () => void;
}

const runKey = (plugin: PluginRecord, token: string | null) =>
  JSON.stringify([plugin.name, plugin.src, plugin.config ?? null, plugin.configData ?? null, token]);

/**
 * Runs the active plugins of the `plugins` setting (spec part 1 §4: started after a delay at
 * start-up; the app mounts this once the first screen is up). Enabling, disabling, configuring or
 * uninstalling a plugin changes the setting, and this starts, stops or restarts it to match.
 * `Mk:api` acts through the plugin's own token (the one made with the permissions it asked for),
 * or as a visitor when it asked for none.
 */
export default function PluginHost() {
  const plugins = useSettingValue('plugins');
  const tokens = useSettingValue('pluginTokens');
  const { me } = useMe();
  const meRef = useRef(me);
  meRef.current = me;
  const running = useRef(new Map<string, Running>());

  const hostFor = useMemo(
    () =>
      (plugin: PluginRecord, token: string | null): ProgramHost => ({
        api: (endpoint, params, asToken) =>
          apiAs(asToken ?? token)(endpoint as Endpoint, params as never) as Promise<unknown>,
        get user() {
          const user = meRef.current;
          return user ? { id: user.id, name: user.name, username: user.username } : null;
        },
        serverUrl: instanceOrigin(),
        locale: lang(),
        storageKey: `plugins:${plugin.id}`,
      }),
    [],
  );

  useEffect(() => {
    const wanted = new Map(plugins.filter((p) => p.active && p.src).map((p) => [p.id, p]));
    for (const [id, run] of running.current) {
      const plugin = wanted.get(id);
      if (plugin && runKey(plugin, tokens[id] ?? null) === run.key) continue;
      run.stop();
      running.current.delete(id);
    }
    for (const [id, plugin] of wanted) {
      if (running.current.has(id)) continue;
      const token = tokens[id] ?? null;
      let stopped = false;
      let stop: (() => void) | null = null;
      void launchPlugin(plugin, hostFor(plugin, token)).then((s) => (stopped ? s() : (stop = s)));
      running.current.set(id, {
        key: runKey(plugin, token),
        stop: () => {
          stopped = true;
          stop?.();
        },
      });
    }
  }, [plugins, tokens, hostFor]);

  useEffect(() => {
    const all = running.current;
    return () => {
      for (const run of all.values()) run.stop();
      all.clear();
    };
  }, []);
  return null;
}
