import { IconLayoutColumns } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useDeckProfiles, useRemoveDeckProfile } from '@/queries/index.ts';
import { useSetting } from '@/store/index.ts';
import { confirmDialog, FormSection, inputText, SelectField, Switch } from '@/ui/index.ts';
import { SettingField } from '../SettingField.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { settingAnchor } from '../search/settings-search-index.ts';

const DEFAULT_PROFILE = 'default';

/** "Use the deck": the `ui` key of this device, which the index redirect and the home button read. */
function UseDeckSwitch() {
  const [on, setOn] = useState(() => localStorage.getItem('ui') === 'deck');
  return (
    <Switch
      id={settingAnchor('deckUse')}
      label={t('deckUse')}
      caption={t('deckUseCaption')}
      checked={on}
      onChange={(next) => {
        setOn(next);
        localStorage.setItem('ui', next ? 'deck' : 'default');
        // the layout is chosen at start-up: the page comes back in the new one
        location.reload();
      }}
    />
  );
}

/** /secure/settings/deck: use the deck, its profile (switch, new, delete), column alignment, windows. */
export default function DeckSettingsPage() {
  const [profile, setProfile] = useSetting('deckProfile');
  const profiles = useDeckProfiles();
  const remove = useRemoveDeckProfile();
  const names = [...new Set([DEFAULT_PROFILE, profile, ...(profiles.data ?? [])])];

  const createProfile = async () => {
    const answer = await inputText({ title: t('deckNewProfileName'), maxLength: 64 });
    if (!answer.canceled && answer.result.trim()) setProfile(answer.result.trim());
  };
  const deleteProfile = async () => {
    if (!(await confirmDialog(t('deckDeleteProfileConfirm', { name: profile })))) return;
    if (await remove.run(profile)) setProfile(DEFAULT_PROFILE);
  };

  return (
    <SettingsFrame title={t('deck')} icon={<IconLayoutColumns size={20} aria-hidden />}>
      <FormSection>
        <UseDeckSwitch />
      </FormSection>
      <FormSection title={t('deckProfile')}>
        <SelectField
          label={t('setting.deckProfile')}
          value={profile}
          onChange={setProfile}
          options={names.map((n) => ({ value: n, label: n }))}
        />
        <div className="kumo-settings-actions">
          <button type="button" className="kumo-button" onClick={() => void createProfile()}>
            {t('deckNewProfile')}
          </button>
          {profile !== DEFAULT_PROFILE && (
            <button type="button" className="kumo-button danger" onClick={() => void deleteProfile()}>
              {t('deckDeleteProfile')}
            </button>
          )}
        </div>
      </FormSection>
      <FormSection>
        <SettingField def={{ key: 'deckColumnAlign', kind: 'select', options: ['left', 'center'] }} />
        <SettingField def={{ key: 'deckAlwaysShowMainColumn', kind: 'switch' }} />
        <SettingField def={{ key: 'deckNavWindow', kind: 'switch' }} />
      </FormSection>
    </SettingsFrame>
  );
}
