import type { PluginMeta, PluginMetaProblem } from '@/aiscript/index.ts';
import { t } from '@/i18n/index.ts';
import type { PluginConfigRecord, PluginRecord } from '@/store/index.ts';

/** The installed plugin a checked metadata block and its code make: active, with the config's defaults. */
export function newPluginRecord(meta: PluginMeta, src: string, id: string): PluginRecord {
  return {
    id,
    name: meta.name,
    active: true,
    src,
    version: meta.version,
    author: meta.author,
    description: meta.description,
    permissions: meta.permissions,
    config: meta.config,
    configData: {},
  };
}

/** As in Misskey, a plugin's name is its identity: a second one of the same name is refused. */
export function isInstalled(plugins: readonly PluginRecord[], name: string): boolean {
  return plugins.some((p) => p.name === name);
}

/** A value typed into a config field, as the plugin gets it; undefined when it cannot be one. */
export function configValue(
  field: PluginConfigRecord,
  raw: string | boolean,
): string | number | boolean | undefined {
  if (field.type === 'boolean') return raw === true;
  if (typeof raw !== 'string') return undefined;
  if (field.type === 'string') return raw;
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/** What an install that could not start says. */
export function metaProblemText(problem: PluginMetaProblem): string {
  switch (problem.problem) {
    case 'syntax':
      return t('pluginProblemSyntax', { message: problem.message });
    case 'noMetadata':
      return t('pluginProblemNoMetadata');
    case 'noVersion':
      return t('pluginProblemNoVersion');
    case 'oldVersion':
      return t('pluginProblemOldVersion', { version: problem.version });
    case 'missing':
      return t('pluginProblemMissing', { field: problem.field });
    case 'unknownPermission':
      return t('pluginProblemPermission', { permission: problem.permission });
    case 'badConfig':
      return t('pluginProblemConfig', { key: problem.key });
  }
}
