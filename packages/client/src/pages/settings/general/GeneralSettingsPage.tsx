import { IconAdjustments } from '@tabler/icons-react';
import { lang, SUPPORTED_LANGS, t, type Lang } from '@/i18n/index.ts';
import { FormSection, SelectField } from '@/ui/index.ts';
import { SettingField } from '../SettingField.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { settingAnchor } from '../search/settings-search-index.ts';
import { GENERAL_SECTIONS } from './general-fields.ts';

const LANG_NAMES: Record<Lang, string> = {
  'en-US': 'English',
  'ja-JP': '日本語',
  'ja-KS': '日本語（関西弁）',
};

/** Changing the language drops the stored translation and reloads with the new one (spec P1 §3 local keys). */
function switchLanguage(next: Lang) {
  localStorage.setItem('lang', next);
  localStorage.removeItem('locale');
  localStorage.removeItem('localeVersion');
  location.reload();
}

export default function GeneralSettingsPage() {
  return (
    <SettingsFrame title={t('settingsGeneral')} icon={<IconAdjustments size={20} aria-hidden />}>
      <FormSection>
        <SelectField
          id={settingAnchor('uiLanguage')}
          label={t('uiLanguage')}
          value={lang()}
          options={SUPPORTED_LANGS.map((l) => ({ value: l, label: LANG_NAMES[l] }))}
          onChange={switchLanguage}
          caption={t('uiLanguageCaption')}
        />
      </FormSection>
      {GENERAL_SECTIONS.map((section) => (
        <FormSection key={section.title} title={t(section.title)}>
          {section.fields.map((def) => (
            <SettingField key={def.key} def={def} />
          ))}
        </FormSection>
      ))}
    </SettingsFrame>
  );
}
