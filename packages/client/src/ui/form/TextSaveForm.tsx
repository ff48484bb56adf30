import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { TextArea } from './TextArea.tsx';

/**
 * One text saved on its own (a moderators' note on a user or a server): the field and a save
 * button that waits for a change and for the save under way.
 */
export function TextSaveForm({
  label,
  caption,
  saved,
  pending,
  onSave,
}: {
  label: string;
  caption?: string;
  /** The text as stored; saving is offered once the field differs from it. */
  saved: string;
  pending: boolean;
  onSave: (text: string) => void;
}) {
  const [text, setText] = useState(saved);
  return (
    <form
      className="kumo-admin-editor"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(text);
      }}
    >
      <TextArea label={label} caption={caption} value={text} onChange={setText} />
      <div className="kumo-admin-actions">
        <button type="submit" className="kumo-button primary" disabled={pending || text === saved}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
