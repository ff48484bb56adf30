import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe, useServerFeatures } from '@/account/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { FormSection, SelectField, Switch, LoadingView } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { useUpdateMe } from '@/queries/index.ts';

type FlagKey =
  | 'isLocked'
  | 'autoAcceptFollowed'
  | 'publicReactions'
  | 'hideOnlineStatus'
  | 'noCrawle'
  | 'preventAiLearning'
  | 'isExplorable';
type VisibilityKey = 'followingVisibility' | 'followersVisibility';
type FfVisibility = 'public' | 'followers' | 'private';
type ChatScope = entities.MeDetailed['chatScope'];
type Change = Partial<
  Record<FlagKey, boolean> & Record<VisibilityKey, FfVisibility> & { chatScope: ChatScope }
>;

const FF_VISIBILITIES: FfVisibility[] = ['public', 'followers', 'private'];
/** Misskey 2025.4+: who may start or continue a chat with me. */
const CHAT_SCOPES: ChatScope[] = ['everyone', 'followers', 'following', 'mutual', 'none'];

/**
 * Each change is sent with i/update at once, like the other settings pages apply their settings at
 * once. While a change is on its way its control shows the new value; afterwards the control shows
 * what the server answered (on an error, the old value again).
 */
function PrivacyForm({ me, chat }: { me: entities.MeDetailed; chat: boolean }) {
  const [pending, setPending] = useState<Change>({});
  const value = <K extends keyof Change>(k: K) => (pending[k] ?? me[k]) as NonNullable<Change[K]>;

  const settle = (c: Change) =>
    setPending((p) => {
      const next = { ...p };
      for (const k of Object.keys(c) as Array<keyof Change>) if (next[k] === c[k]) delete next[k];
      return next;
    });
  const update = useUpdateMe({
    // the control goes back to the old value at once, before the error is explained
    onError: (_err, c) => {
      settle(c as Change);
      return false;
    },
  });
  const change = async (c: Change) => {
    setPending((p) => ({ ...p, ...c }));
    if (await update.run(c)) settle(c);
  };
  const flag = (k: FlagKey, label: LocaleKey, caption?: LocaleKey) => (
    <Switch
      checked={value(k)}
      label={t(label)}
      caption={caption ? t(caption) : undefined}
      onChange={(v) => void change({ [k]: v })}
    />
  );
  const ffSelect = (k: VisibilityKey, label: LocaleKey) => (
    <SelectField
      label={t(label)}
      value={value(k)}
      options={FF_VISIBILITIES.map((v) => ({ value: v, label: t(`privacyFfVisibility_${v}`) }))}
      onChange={(v) => void change({ [k]: v })}
    />
  );

  return (
    <>
      <FormSection>
        {flag('isLocked', 'makeFollowManuallyApprove', 'privacyLockedHint')}
        {value('isLocked') && flag('autoAcceptFollowed', 'privacyAutoAcceptFollowed')}
        {flag('publicReactions', 'makeReactionsPublic')}
        {ffSelect('followingVisibility', 'privacyFollowingVisibility')}
        {ffSelect('followersVisibility', 'privacyFollowersVisibility')}
        {chat && (
          <SelectField
            id="setting-chatScope"
            label={t('privacyChatScope')}
            value={value('chatScope')}
            options={CHAT_SCOPES.map((v) => ({ value: v, label: t(`privacyChatScope_${v}`) }))}
            onChange={(v) => void change({ chatScope: v })}
          />
        )}
      </FormSection>
      <FormSection>
        {flag('hideOnlineStatus', 'hideOnlineStatus', 'privacyHideOnlineHint')}
        {flag('noCrawle', 'privacyNoCrawle', 'privacyNoCrawleHint')}
        {flag('preventAiLearning', 'privacyPreventAiLearning', 'privacyPreventAiLearningHint')}
        {flag('isExplorable', 'privacyExplorable', 'privacyExplorableHint')}
      </FormSection>
    </>
  );
}

export default function PrivacySettingsPage() {
  const { me } = useMe();
  const { chat } = useServerFeatures();
  return (
    <SettingsFrame title={t('settingsPrivacy')} icon={<IconLock size={20} aria-hidden />}>
      {me ? <PrivacyForm me={me} chat={chat} /> : <LoadingView />}
    </SettingsFrame>
  );
}
