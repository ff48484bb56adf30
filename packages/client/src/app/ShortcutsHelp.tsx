import { t } from '@/i18n/index.ts';
import { DialogPanel, openModal } from '@/ui/index.ts';
import { GLOBAL_SHORTCUTS, NOTE_SHORTCUTS } from './hotkeys.ts';
import './shortcuts-help.css';

function ShortcutList({ title, entries }: { title: string; entries: typeof NOTE_SHORTCUTS }) {
  return (
    <section className="kumo-shortcuts-section">
      <h3>{title}</h3>
      <dl>
        {entries.map((entry) => (
          <div key={entry.label}>
            <dt>
              {entry.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ` ${t('shortcutOr')} `}
                  <kbd>{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(entry.label)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The keyboard shortcuts, listed in a dialog (the `?` key). */
export function openShortcutsHelp(): Promise<unknown> {
  return openModal<true>(
    ({ close }) => (
      <DialogPanel
        title={t('shortcutsTitle')}
        buttons={
          <button type="button" className="kumo-button primary" data-autofocus onClick={() => close(true)}>
            {t('ok')}
          </button>
        }
      >
        <ShortcutList title={t('shortcutsEverywhere')} entries={GLOBAL_SHORTCUTS} />
        <ShortcutList title={t('shortcutsOnNote')} entries={NOTE_SHORTCUTS} />
      </DialogPanel>
    ),
    { presentation: 'dialog', band: 'high' },
  );
}
