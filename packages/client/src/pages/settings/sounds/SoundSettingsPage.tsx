import { IconVolume } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { SOUND_EVENTS } from '@/sound/index.ts';
import { useSetting } from '@/store/index.ts';
import { FormSection } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { SoundEventSetting } from './SoundEventSetting.tsx';
import { VolumeSlider } from './VolumeSlider.tsx';
import './sounds.css';

/** Spec P2 §3: master and media volume, and a sound and volume for each event. Stored on this device. */
export default function SoundSettingsPage() {
  const [master, setMaster] = useSetting('sound_masterVolume');
  const [media, setMedia] = useSetting('sound_mediaVolume');
  return (
    <SettingsFrame title={t('settingsSounds')} icon={<IconVolume size={20} aria-hidden />}>
      <FormSection title={t('soundVolumes')}>
        <VolumeSlider
          label={t('soundMasterVolume')}
          value={master}
          onChange={setMaster}
          caption={t('soundMasterVolumeCaption')}
        />
        <VolumeSlider
          label={t('soundMediaVolume')}
          value={media}
          onChange={setMedia}
          caption={t('soundMediaVolumeCaption')}
        />
      </FormSection>
      <FormSection title={t('soundEvents')}>
        {SOUND_EVENTS.map((event) => (
          <SoundEventSetting key={event} event={event} />
        ))}
      </FormSection>
    </SettingsFrame>
  );
}
