import { t } from '@/i18n/index.ts';
import {
  clearPluginLog,
  logPlugin,
  removePluginHandlers,
  reportPluginFailure,
  setPluginState,
} from '@/plugin-hooks/index.ts';
import type { PluginRecord } from '@/store/index.ts';
import { inputText } from '@/ui/index.ts';
import type { ProgramHost } from './mk-library.ts';
import { pluginLibrary, type CallPlugin } from './plugin-library.ts';
import { startProgram, type RunningProgram } from './program.ts';

/**
 * Starts an installed plugin: its program runs with `Mk:` (acting through `host`, which holds the
 * plugin's own token) and `Plugin:`; what it prints and how it fails go to its log. A failure is
 * reported with the plugin's name; a runaway is stopped and its handlers removed, so the rest of
 * Kumo goes on without it. Resolves to the function that stops it.
 */
export async function launchPlugin(plugin: PluginRecord, host: ProgramHost): Promise<() => void> {
  const ref = { id: plugin.id, name: plugin.name };
  clearPluginLog(plugin.id);
  logPlugin(plugin.id, t('pluginLogStarting', { version: plugin.version ?? '?' }));
  let resolveReady: (p: RunningProgram | null) => void = () => undefined;
  const ready = new Promise<RunningProgram | null>((resolve) => (resolveReady = resolve));
  const call: CallPlugin = async (fn, args) => (await ready)?.call(fn, args);
  let program: RunningProgram;
  setPluginState(plugin.id, 'running');
  try {
    program = await startProgram(plugin.src ?? '', {
      host,
      extra: (rt) =>
        pluginLibrary(rt, { ...ref, config: plugin.config, configData: plugin.configData }, call),
      onOutput: (text) => logPlugin(plugin.id, text),
      onError: (message, kind) => {
        if (kind === 'syntax') return;
        reportPluginFailure(ref, kind === 'runaway' ? t('pluginRunaway') : message);
        if (kind === 'runaway') {
          removePluginHandlers(plugin.id);
          setPluginState(plugin.id, 'runaway');
        }
      },
      readline: async (question) => {
        const answer = await inputText({ title: question });
        return answer.canceled ? '' : answer.result;
      },
    });
  } catch (error) {
    resolveReady(null);
    reportPluginFailure(ref, error);
    setPluginState(plugin.id, 'failed');
    return () => setPluginState(plugin.id, null);
  }
  resolveReady(program);
  void program.done.then(() => logPlugin(plugin.id, t('pluginLogStarted')));
  return () => {
    program.stop();
    removePluginHandlers(plugin.id);
    setPluginState(plugin.id, null);
  };
}
