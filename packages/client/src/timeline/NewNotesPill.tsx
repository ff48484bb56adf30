import { IconArrowUp } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';

/**
 * The "new notes" button shown while the reader is scrolled down and notes are waiting. A polite
 * live region, always in the page, tells screen readers the count: of the waiting notes, or of those
 * that arrived at the top in the last few seconds (`arrived`), never each note.
 */
export function NewNotesPill({
  count,
  arrived,
  onShow,
}: {
  count: number;
  arrived: number;
  onShow: () => void;
}) {
  const label = t('timelineNewNotes', { count: count > 99 ? '99+' : String(count) });
  const told =
    count > 0
      ? t('timelineNewNotesAnnounce', { count: String(count) })
      : arrived > 0
        ? t('timelineNotesArrived', { count: String(arrived) })
        : '';
  return (
    <>
      <div className="kumo-visually-hidden" role="status" aria-live="polite">
        {told}
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
