import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useId, type ReactNode } from 'react';
import { safeImageSrc } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { RelativeTime } from '@/note/index.ts';

const ICONS: Record<entities.Announcement['icon'], ReactNode> = {
  info: <IconInfoCircle size={20} aria-hidden />,
  warning: <IconAlertTriangle size={20} aria-hidden />,
  error: <IconCircleX size={20} aria-hidden />,
  success: <IconCircleCheck size={20} aria-hidden />,
};

interface Props {
  announcement: entities.Announcement;
  /** Marks it read; absent where it cannot be (past announcements, visitors). */
  onRead?: () => void;
  busy?: boolean;
}

/** One announcement: its icon, title, text (MFM), picture and date; unread ones say so. */
export function AnnouncementCard({ announcement: a, onRead, busy }: Props) {
  const titleId = useId();
  const unread = a.isRead === false;
  const image = a.imageUrl ? safeImageSrc(a.imageUrl) : null;
  return (
    <li className="kumo-announcement" data-unread={unread || undefined}>
      <article aria-labelledby={titleId}>
        <header className="kumo-announcement-head" data-icon={a.icon}>
          {ICONS[a.icon]}
          <h2 id={titleId}>{a.title}</h2>
          {unread && <span className="kumo-pill">{t('announcementUnread')}</span>}
        </header>
        <div className="kumo-announcement-text">
          <Mfm text={a.text} />
        </div>
        {image && <img className="kumo-announcement-image" src={image} alt={a.title} loading="lazy" />}
        <footer className="kumo-announcement-foot">
          <span className="kumo-caption">
            <RelativeTime date={a.updatedAt ?? a.createdAt} />
          </span>
          {unread && onRead && (
            <button type="button" className="kumo-button primary" disabled={busy} onClick={onRead}>
              {t('announcementMarkRead')}
            </button>
          )}
        </footer>
      </article>
    </li>
  );
}
