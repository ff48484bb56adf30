import { IconCode } from '@tabler/icons-react';
import { useState } from 'react';
import { readCustomCss, saveCustomCss } from '@/app/index.ts';
import { t } from '@/i18n/index.ts';
import { FormSection, TextArea } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';

/** /secure/settings/custom-css: the user's own CSS for this device, applied as soon as it is saved. */
export default function CustomCssPage() {
  const [css, setCss] = useState(readCustomCss);
  const [saved, setSaved] = useState(true);
  return (
    <SettingsFrame title={t('settingsCustomCss')} icon={<IconCode size={20} aria-hidden />}>
      <FormSection>
        <p className="kumo-caption">{t('customCssWarning')}</p>
        <TextArea
          label={t('settingsCustomCss')}
          spellCheck={false}
          value={css}
          onChange={(v) => {
            setCss(v);
            setSaved(false);
          }}
        />
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            disabled={saved}
            onClick={() => {
              saveCustomCss(css);
              setSaved(true);
            }}
          >
            {t('save')}
          </button>
          {saved && css !== '' && <span role="status">{t('saved')}</span>}
        </div>
      </FormSection>
    </SettingsFrame>
  );
}
