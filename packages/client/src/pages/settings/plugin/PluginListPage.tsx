import { IconPlug, IconPlus } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { ActionLink } from '@/list/index.ts';
import { useGenerateToken, useRevokeTokenValue } from '@/queries/index.ts';
import { useSettingsStore, useSettingValue, type PluginRecord } from '@/store/index.ts';
import { confirmDialog, toast } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { PluginCard } from './PluginCard.tsx';
import { askPluginConsent } from './PluginConsent.tsx';
import './plugin.css';

/**
 * /secure/settings/plugin: the installed plugins (the `plugins` setting of this device), each turned
 * on or off (`active`), configured, given a token for this account, its source and log read, or
 * uninstalled (its token revoked).
 */
export default function PluginListPage() {
  const store = useSettingsStore();
  const plugins = useSettingValue('plugins');
  const tokens = useSettingValue('pluginTokens');
  const genToken = useGenerateToken();
  const revoke = useRevokeTokenValue({ onError: () => true });

  const update = (id: string, change: Partial<PluginRecord>) =>
    store.set(
      'plugins',
      store.get('plugins').map((p) => (p.id === id ? { ...p, ...change } : p)),
    );

  const authorize = async (plugin: PluginRecord) => {
    const permissions = plugin.permissions ?? [];
    const meta = {
      ...plugin,
      version: plugin.version ?? '?',
      author: plugin.author ?? '?',
      description: plugin.description ?? null,
      permissions,
    };
    if (!(await askPluginConsent(meta, t('pluginAuthorize')))) return;
    const made = await genToken.run({ session: null, name: plugin.name, permission: permissions });
    if (made) store.set('pluginTokens', { ...store.get('pluginTokens'), [plugin.id]: made.result.token });
  };

  const uninstall = async (plugin: PluginRecord) => {
    if (!(await confirmDialog(t('pluginUninstallConfirm', { name: plugin.name })))) return;
    const { [plugin.id]: token, ...rest } = store.get('pluginTokens');
    // the token goes with the plugin; a server that no longer knows it changes nothing
    if (token) await revoke.run(token);
    store.set('pluginTokens', rest);
    store.set(
      'plugins',
      store.get('plugins').filter((p) => p.id !== plugin.id),
    );
    toast(t('pluginUninstalled', { name: plugin.name }));
  };

  return (
    <SettingsFrame title={t('settingsPlugins')} icon={<IconPlug size={20} aria-hidden />}>
      <div className="kumo-plugin-page">
        <p className="kumo-caption">{t('pluginIntro')}</p>
        <ActionLink to="/secure/settings/plugin/install" icon={IconPlus} label={t('pluginInstallTitle')} />
        {plugins.length === 0 ? (
          <p className="kumo-empty">{t('pluginNone')}</p>
        ) : (
          plugins.map((plugin) => (
            <PluginCard
              key={plugin.id}
              plugin={plugin}
              hasToken={!!tokens[plugin.id]}
              actions={{
                setActive: (active) => update(plugin.id, { active }),
                saveConfig: (configData) => {
                  update(plugin.id, { configData });
                  toast(t('pluginConfigSaved'));
                },
                authorize: () => void authorize(plugin),
                uninstall: () => void uninstall(plugin),
              }}
            />
          ))
        )}
      </div>
    </SettingsFrame>
  );
}
