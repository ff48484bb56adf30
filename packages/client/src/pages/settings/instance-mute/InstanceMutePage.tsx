import { IconWorldOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useMe } from '@/account/index.ts';
import { useUpdateMe } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { FormSection, TextArea } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { mutedInstancesText, parseMutedInstances } from './instance-mute.ts';

/** /secure/settings/instance-mute: servers whose users' notes are left out of the timelines (i/update mutedInstances). */
export default function InstanceMutePage() {
  const { me } = useMe();
  const update = useUpdateMe();
  const saved = me?.mutedInstances ?? [];
  const [text, setText] = useState(() => mutedInstancesText(saved));
  const [justSaved, setJustSaved] = useState(false);
  const savedText = mutedInstancesText(saved);
  // the account may arrive after the first render
  useEffect(() => setText(savedText), [savedText]);
  const changed = mutedInstancesText(parseMutedInstances(text)) !== savedText;

  const save = async () => {
    if (!me) return;
    if (await update.run({ mutedInstances: parseMutedInstances(text) })) setJustSaved(true);
  };

  return (
    <SettingsFrame title={t('settingsInstanceMute')} icon={<IconWorldOff size={20} aria-hidden />}>
      <FormSection>
        <p className="kumo-caption" id="kumo-instance-mute-help">
          {t('mutesInstanceHelp')}
        </p>
        <TextArea
          label={t('mutesInstanceLabel')}
          spellCheck={false}
          autoCapitalize="off"
          rows={8}
          placeholder="example.com"
          aria-describedby="kumo-instance-mute-help"
          value={text}
          onChange={(v) => {
            setText(v);
            setJustSaved(false);
          }}
        />
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            disabled={!changed || update.isPending}
            onClick={() => void save()}
          >
            {t('save')}
          </button>
          {justSaved && !changed && <span role="status">{t('saved')}</span>}
          {!justSaved && saved.length > 0 && (
            <span className="kumo-caption">{t('mutesInstanceCount', { n: String(saved.length) })}</span>
          )}
        </div>
      </FormSection>
    </SettingsFrame>
  );
}
