import { IconUser } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '../../../account/index.ts';
import { showApiError } from '../../../api/error-handler.ts';
import { t } from '../../../i18n/index.ts';
import { FormSection, SelectField, Switch } from '../../../ui/controls/index.ts';
import { LoadingView } from '../../../ui/LoadingView.tsx';
import { toast } from '../../../ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { useUpdateMe } from '../use-update-me.ts';
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

function ProfileForm({ me, token }: { me: entities.MeDetailed; token: string }) {
  const update = useUpdateMe();
  const id = useId();
  const [saved, setSaved] = useState(() => draftFromMe(me));
  const [draft, setDraft] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ProfileDraft>(k: K, v: ProfileDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));

  const save = async () => {
    const p = draftProblem(draft);
    setProblem(p ? t(p) : null);
    if (p) return;
    setBusy(true);
    try {
      const updated = await update(profileUpdateParams(draft, saved));
      const next = draftFromMe(updated);
      setSaved(next);
      setDraft(next);
      toast(t('saved'));
    } catch (err) {
      // the form keeps what was typed
      await showApiError(err);
    } finally {
      setBusy(false);
    }
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
        <ProfileImageField
          kind="banner"
          value={draft.banner}
          token={token}
          onChange={(v) => set('banner', v)}
        />
        <ProfileImageField
          kind="avatar"
          value={draft.avatar}
          token={token}
          onChange={(v) => set('avatar', v)}
        />
      </FormSection>
      <FormSection>
        <label className="kumo-field">
          {t('displayName')}
          <input
            className="kumo-input"
            value={draft.name}
            maxLength={NAME_MAX}
            onChange={(e) => set('name', e.target.value)}
          />
        </label>
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
        <label className="kumo-field">
          {t('profileLocation')}
          <input
            className="kumo-input"
            value={draft.location}
            maxLength={LOCATION_MAX}
            onChange={(e) => set('location', e.target.value)}
          />
        </label>
        <label className="kumo-field">
          {t('profileBirthday')}
          <input
            className="kumo-input"
            type="date"
            value={draft.birthday}
            onChange={(e) => set('birthday', e.target.value)}
          />
        </label>
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
        <label className="kumo-field">
          {t('editProfileFollowedMessage')}
          <input
            className="kumo-input"
            value={draft.followedMessage}
            maxLength={FOLLOWED_MESSAGE_MAX}
            aria-describedby={`${id}-followed-hint`}
            onChange={(e) => set('followedMessage', e.target.value)}
          />
          <span id={`${id}-followed-hint`} className="kumo-caption">
            {t('editProfileFollowedMessageHint')}
          </span>
        </label>
        <Switch checked={draft.isBot} label={t('editProfileIsBot')} onChange={(v) => set('isBot', v)} />
        <Switch checked={draft.isCat} label={t('editProfileIsCat')} onChange={(v) => set('isCat', v)} />
      </FormSection>
      {problem && (
        <div className="kumo-alert" role="alert">
          {problem}
        </div>
      )}
      <div className="kumo-settings-actions">
        <button type="submit" className="kumo-button primary" disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}

export default function ProfileSettingsPage() {
  const { me, account } = useMe();
  return (
    <SettingsFrame title={t('profile')} icon={<IconUser size={20} aria-hidden />}>
      {me && account ? <ProfileForm me={me} token={account.token} /> : <LoadingView />}
    </SettingsFrame>
  );
}
