import { t } from '@/i18n/index.ts';

/** The button that turns a widget stack's edit mode on and off. */
export function WidgetEditToggle({ editing, onToggle }: { editing: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="kumo-button" aria-pressed={editing} onClick={onToggle}>
      {editing ? t('widgetEditDone') : t('widgetEdit')}
    </button>
  );
}
