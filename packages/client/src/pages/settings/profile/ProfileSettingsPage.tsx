import { IconUser } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { FormSection, SelectField, Switch, LoadingView, toast, useDraft } from '@/ui/index.ts';
import { useUpdateMe } from '@/queries/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { FormProblem } from '../SettingsForm.tsx';
import { ProfileFieldsEditor } from './ProfileFieldsEditor.tsx';
import { ProfileImageField } from './ProfileImageField.tsx';
import {
  DESCRIPTION_MAX,
  FOLLOWED_MESSAGE_MAX,
  LOCATION_MAX,
  NAME_MAX,
  draftFromMe,
  draftProblem,
  profileUpdateParams,
  type ProfileDraft,
} from './profile-form.ts';
import './profile-settings.css';

/** Languages offered for `lang` (all are values Misskey accepts); the user's current one is kept. */
const LANGS = [
  'ja-JP',
  'en-US',
  'en-GB',
  'ko-KR',
  'zh-CN',
  'zh-TW',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'pt-BR',
  'ru-RU',
  'uk-UA',
  'pl-PL',
  'nl-NL',
  'id-ID',
  'th-TH',
  'vi-VN',
  'tr-TR',
] as const;

function langLabel(code: string): string {
  try {
    const names = new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'language' });
    return `${names.of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/** One line of text in the profile, with an optional hint under it. */
function TextField({
  label,
  value,
  onChange,
  maxLength,
  type,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  maxLength?: number;
  type?: 'date';
  hint?: string;
}) {
  const hintId = useId();
  return (
    <label className="kumo-field">
      {label}
      <input
        className="kumo-input"
        type={type}
        value={value}
        maxLength={maxLength}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={hintId} className="kumo-caption">
          {hint}
        </span>
      )}
    </label>
  );
}

function ProfileForm({ me }: { me: entities.MeDetailed }) {
  const update = useUpdateMe();
  const id = useId();
  // filled from `i` as the page opened, then from each saved answer: a change to `i` from elsewhere
  // (the main channel) does not wipe what is being typed
  const [stored, setStored] = useState(me);
  const saved = useMemo(() => draftFromMe(stored), [stored]);
  const { draft, set, settle } = useDraft(saved, saved, (d: ProfileDraft) => d);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    const p = draftProblem(draft);
    setProblem(p ? t(p) : null);
    if (p) return;
    // a refusal is shown by the generic handler; the form keeps what was typed
    const done = await update.run(profileUpdateParams(draft, saved));
    if (!done) return;
    // the form shows what the server kept (fields trimmed, empty ones gone)
    settle();
    setStored(done.result);
    toast(t('saved'));
  };

  const langs =
    draft.lang && !(LANGS as readonly string[]).includes(draft.lang) ? [draft.lang, ...LANGS] : LANGS;
  const left = DESCRIPTION_MAX - draft.description.length;

  return (
    <form
      className="kumo-profile-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <FormSection title={t('editProfileImages')}>
        <ProfileImageField kind="banner" value={draft.banner} onChange={(v) => set('banner', v)} />
        <ProfileImageField kind="avatar" value={draft.avatar} onChange={(v) => set('avatar', v)} />
      </FormSection>
      <FormSection>
        <TextField
          label={t('displayName')}
          value={draft.name}
          maxLength={NAME_MAX}
          onChange={(v) => set('name', v)}
        />
        <div className="kumo-field">
          <label htmlFor={`${id}-bio`}>{t('bio')}</label>
          <textarea
            id={`${id}-bio`}
            className="kumo-input kumo-profile-bio"
            value={draft.description}
            maxLength={DESCRIPTION_MAX}
            aria-describedby={`${id}-bio-count`}
            onChange={(e) => set('description', e.target.value)}
          />
          <span id={`${id}-bio-count`} className="kumo-caption kumo-profile-count">
            {t('editProfileCharactersLeft', { n: left })}
          </span>
        </div>
        <TextField
          label={t('profileLocation')}
          value={draft.location}
          maxLength={LOCATION_MAX}
          onChange={(v) => set('location', v)}
        />
        <TextField
          label={t('profileBirthday')}
          type="date"
          value={draft.birthday}
          onChange={(v) => set('birthday', v)}
        />
        <SelectField
          label={t('editProfileLanguage')}
          value={draft.lang}
          options={[
            { value: '', label: t('editProfileLanguageNone') },
            ...langs.map((l) => ({ value: l, label: langLabel(l) })),
          ]}
          onChange={(v) => set('lang', v)}
        />
      </FormSection>
      <FormSection title={t('editProfileFields')}>
        <ProfileFieldsEditor fields={draft.fields} onChange={(f) => set('fields', f)} />
      </FormSection>
      <FormSection>
        <TextField
          label={t('editProfileFollowedMessage')}
          value={draft.followedMessage}
          maxLength={FOLLOWED_MESSAGE_MAX}
          hint={t('editProfileFollowedMessageHint')}
          onChange={(v) => set('followedMessage', v)}
        />
        <Switch checked={draft.isBot} label={t('editProfileIsBot')} onChange={(v) => set('isBot', v)} />
        <Switch checked={draft.isCat} label={t('editProfileIsCat')} onChange={(v) => set('isCat', v)} />
      </FormSection>
      <FormProblem text={problem} />
      <div className="kumo-settings-actions">
        <button type="submit" className="kumo-button primary" disabled={update.isPending}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}

export default function ProfileSettingsPage() {
  const { me } = useMe();
  return (
    <SettingsFrame title={t('profile')} icon={<IconUser size={20} aria-hidden />}>
      {me ? <ProfileForm me={me} /> : <LoadingView />}
    </SettingsFrame>
  );
}
