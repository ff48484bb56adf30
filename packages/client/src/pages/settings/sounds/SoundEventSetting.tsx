import { IconPlayerPlay } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import {
  effectiveVolume,
  previewSound,
  SOUND_FILES,
  soundSettingKey,
  type SoundEvent,
} from '@/sound/index.ts';
import { useSetting, useSettingValue } from '@/store/index.ts';
import { VolumeSlider } from './VolumeSlider.tsx';

const NONE = '';

/** One event's sound: which file (or none), its volume, and a button to hear it as it will play. */
export function SoundEventSetting({ event }: { event: SoundEvent }) {
  const [setting, setSetting] = useSetting(soundSettingKey(event));
  const master = useSettingValue('sound_masterVolume');
  const label = t(`soundEvent.${event}`);
  return (
    <fieldset className="kumo-sound-event">
      <legend>{label}</legend>
      <div className="kumo-sound-event-row">
        <select
          className="kumo-input"
          aria-label={t('soundType')}
          value={setting.type ?? NONE}
          onChange={(e) => setSetting({ ...setting, type: e.target.value === NONE ? null : e.target.value })}
        >
          <option value={NONE}>{t('soundNone')}</option>
          {SOUND_FILES.map((file) => (
            <option key={file} value={file}>
              {t(`soundFile.${file}`)}
            </option>
          ))}
        </select>
        <VolumeSlider
          label={t('soundVolume')}
          hideLabel
          value={setting.volume}
          onChange={(volume) => setSetting({ ...setting, volume })}
        />
        <button
          type="button"
          className="kumo-button"
          disabled={!setting.type}
          aria-label={t('soundPlayFor', { event: label })}
          title={t('soundPlay')}
          onClick={() =>
            setting.type && void previewSound(setting.type, effectiveVolume(master, setting.volume))
          }
        >
          <IconPlayerPlay size={16} aria-hidden />
        </button>
      </div>
    </fieldset>
  );
}
