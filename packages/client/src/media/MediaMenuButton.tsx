import type { entities } from 'misskey-js';
import { IconDots } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '@/account/index.ts';
import { useApi } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { openMenu } from '@/ui/index.ts';
import { mediaMenuItems } from './media-actions.ts';

/** The "…" button on a shown file: hide again, open, copy, download; its owner's and others' extras. */
export function MediaMenuButton({ file, onHide }: { file: entities.DriveFile; onHide: () => void }) {
  const { account } = useMe();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = account ? { meId: account.id, api, queryClient } : null;
  return (
    <button
      type="button"
      className="kumo-media-menu"
      aria-label={t('mediaMenu')}
      aria-haspopup="menu"
      onClick={(e) =>
        void openMenu(mediaMenuItems(file, onHide, session), e.currentTarget, { label: t('mediaMenu') })
      }
    >
      <IconDots size={18} aria-hidden />
    </button>
  );
}
