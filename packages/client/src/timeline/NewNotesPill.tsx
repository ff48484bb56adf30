import { IconArrowUp } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';

/**
 * The "new notes" button shown while the reader is scrolled down and notes are waiting. The count
 * is also announced to screen readers through a polite live region that is always in the page.
 */
export function NewNotesPill({ count, onShow }: { count: number; onShow: () => void }) {
  const label = t('timelineNewNotes', { count: count > 99 ? '99+' : String(count) });
  return (
    <>
      <div className="kumo-visually-hidden" role="status" aria-live="polite">
        {count > 0 ? t('timelineNewNotesAnnounce', { count: String(count) }) : ''}
      </div>
      {count > 0 && (
        <div className="kumo-timeline-pill-bar">
          <button type="button" className="kumo-timeline-pill" onClick={onShow}>
            <IconArrowUp size={16} aria-hidden />
            {label}
          </button>
        </div>
      )}
    </>
  );
}
