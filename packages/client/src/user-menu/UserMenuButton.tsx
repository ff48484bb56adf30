import { IconDots } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe, useServerFeatures } from '@/account/index.ts';
import { useApi } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { chatAccess } from '@/queries/index.ts';
import { openUserMenu } from './user-menu.tsx';
import './user-menu.css';
import { IconButton } from '@/ui/index.ts';

/** The "…" button next to the follow button: the user menu (fullUserMenu). */
export function UserMenuButton({ user }: { user: entities.UserDetailed }) {
  const { account, me } = useMe();
  const api = useApi();
  const queryClient = useQueryClient();
  const chat = chatAccess(useServerFeatures().chat, me) === 'available';
  if (!account) return null;
  return (
    <IconButton
      className="kumo-button kumo-user-menu-button"
      label={t('mutesUserMenu')}
      icon={IconDots}
      size={18}
      aria-haspopup="menu"
      onClick={(e) => void openUserMenu(user, me, { api, queryClient, chat }, e.currentTarget)}
    />
  );
}
