import { IconDownload, IconPlug } from '@tabler/icons-react';
import { useState } from 'react';
import { CodeEditor, readPluginMeta } from '@/aiscript/index.ts';
import { t } from '@/i18n/index.ts';
import { useGenerateToken } from '@/queries/index.ts';
import { navigate } from '@/router/index.ts';
import { useSettingsStore } from '@/store/index.ts';
import { newLocalId, toast } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { askPluginConsent } from './PluginConsent.tsx';
import { isInstalled, metaProblemText, newPluginRecord } from './plugin-records.ts';
import './plugin.css';

/**
 * /secure/settings/plugin/install: paste a plugin's code; its metadata is read and checked, the user
 * is asked with every permission listed, a token with exactly those permissions is made for it
 * (`miauth/gen-token`), and it is installed, active.
 */
export default function PluginInstallPage() {
  const store = useSettingsStore();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const genToken = useGenerateToken();

  const install = async () => {
    setProblem(null);
    const meta = await readPluginMeta(code);
    if ('problem' in meta) return setProblem(metaProblemText(meta));
    if (isInstalled(store.get('plugins'), meta.name))
      return setProblem(t('pluginAlreadyInstalled', { name: meta.name }));
    if (!(await askPluginConsent(meta, t('pluginInstall')))) return;
    const id = newLocalId();
    if (meta.permissions.length > 0) {
      const made = await genToken.run({ session: null, name: meta.name, permission: meta.permissions });
      if (!made) return;
      store.set('pluginTokens', { ...store.get('pluginTokens'), [id]: made.result.token });
    }
    store.set('plugins', [...store.get('plugins'), newPluginRecord(meta, code, id)]);
    toast(t('pluginInstalled', { name: meta.name }));
    navigate('/secure/settings/plugin');
  };

  return (
    <SettingsFrame title={t('pluginInstallTitle')} icon={<IconPlug size={20} aria-hidden />}>
      <div className="kumo-form-section kumo-plugin-install">
        <p className="kumo-notice warn">{t('pluginInstallWarning')}</p>
        <CodeEditor
          label={t('pluginCode')}
          value={code}
          onChange={(v) => {
            setCode(v);
            setProblem(null);
          }}
        />
        {problem && (
          <div className="kumo-alert" role="alert">
            <strong>{t('pluginNotInstalled')}</strong> {problem}
          </div>
        )}
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            disabled={busy || code.trim() === ''}
            onClick={() => {
              setBusy(true);
              void install().finally(() => setBusy(false));
            }}
          >
            <IconDownload size={18} aria-hidden />
            {t('pluginInstall')}
          </button>
        </div>
      </div>
    </SettingsFrame>
  );
}
