import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { FormSection, Switch } from '@/ui/index.ts';
import { SettingField } from '../SettingField.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { settingAnchor } from '../search/settings-search-index.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

/** Caches this client keeps on the device; clearing them makes the next start fetch everything again. */
const CACHE_KEYS = ['locale', 'localeVersion', 'instance', 'kumo:theme'];

export default function OtherSettingsPage() {
  const [debug, setDebug] = useState(() => localStorage.getItem('debug') === 'true');
  // only a server that collects client errors is offered them
  const collectsErrors = useMeta()?.sentryForFrontend != null;
  return (
    <SettingsFrame title={t('settingsOther')} icon={<IconDots size={20} aria-hidden />}>
      <FormSection>
        {collectsErrors && (
          <>
            <SettingField def={{ key: 'reportError', kind: 'switch' }} />
            <p className="kumo-caption">{t('reportErrorCaption')}</p>
          </>
        )}
        <SettingField def={{ key: 'devMode', kind: 'switch' }} />
        <Switch
          id={settingAnchor('debugMode')}
          checked={debug}
          label={t('debugMode')}
          onChange={(on) => {
            setDebug(on);
            if (on) localStorage.setItem('debug', 'true');
            else localStorage.removeItem('debug');
          }}
        />
      </FormSection>
      <FormSection>
        <p className="kumo-caption">{t('clearCacheDescription')}</p>
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button"
            onClick={() => {
              CACHE_KEYS.forEach((k) => localStorage.removeItem(k));
              location.reload();
            }}
          >
            {t('clearCache')}
          </button>
        </div>
      </FormSection>
      <DeleteAccountSection />
    </SettingsFrame>
  );
}
