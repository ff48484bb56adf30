import { IconCheck } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Avatar, openMenu, type MenuItem } from '@/ui/index.ts';
import { mentionOf } from './mentions.ts';
import { usePostAccounts } from './use-post-accounts.ts';
import type { PostFormModel } from './use-post-form.ts';

/**
 * The writer's avatar; with other signed-in accounts on this device it is a button that picks
 * the account the note is posted as (spec P2 §6).
 */
export function AccountSwitch({ form, size = 40 }: { form: PostFormModel; size?: number }) {
  const accounts = usePostAccounts(form.account);
  const shown: entities.UserLite | undefined = form.postAccount?.user ?? form.me;
  if (!shown) return <span className="kumo-avatar-placeholder" style={{ width: size, height: size }} />;
  const avatar = <Avatar user={shown} size={size} />;
  if (!accounts.hasOthers) return avatar;
  const currentId = form.postAccount?.id ?? form.account?.id;
  return (
    <button
      type="button"
      className="kumo-account-switch"
      aria-label={t('chooseAccountNow', { acct: mentionOf(shown) })}
      disabled={form.frozen || form.status === 'posting'}
      onClick={async (e) => {
        const anchor = e.currentTarget;
        const list = await accounts.resolve();
        const items = list.map((a): MenuItem => ({
          type: 'button',
          text: a.user ? `${a.user.name ?? a.user.username} (${mentionOf(a.user)})` : a.id,
          icon:
            a.id === currentId ? (
              <IconCheck size={18} aria-hidden />
            ) : a.user ? (
              <Avatar user={a.user} size={18} />
            ) : undefined,
          action: () => form.setPostAccount(a),
        }));
        await openMenu(items, anchor, { label: t('chooseAccount') });
      }}
    >
      {avatar}
    </button>
  );
}
