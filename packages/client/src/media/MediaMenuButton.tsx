import type { entities } from 'misskey-js';
import { IconDots } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { openMenu } from '@/ui/index.ts';
import { mediaMenuItems } from './media-actions.ts';

/** The "…" button on a shown file: hide again, open the original, copy its link, download. */
export function MediaMenuButton({ file, onHide }: { file: entities.DriveFile; onHide: () => void }) {
  return (
    <button
      type="button"
      className="kumo-media-menu"
      aria-label={t('mediaMenu')}
      aria-haspopup="menu"
      onClick={(e) => void openMenu(mediaMenuItems(file, onHide), e.currentTarget, { label: t('mediaMenu') })}
    >
      <IconDots size={18} aria-hidden />
    </button>
  );
}
