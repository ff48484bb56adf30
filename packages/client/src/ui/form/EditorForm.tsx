import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '@/i18n/index.ts';

interface EditorFormProps {
  /** The form's accessible name (the page title). */
  title: string;
  onSave: () => void;
  /** Save is disabled while a save or delete runs, or while the draft cannot be sent. */
  saveDisabled?: boolean;
  /** What is wrong with the draft, shown once the user has tried to save. */
  problem?: ReactNode;
  /** Present when the thing exists: a danger button that deletes it. */
  onDelete?: () => void;
  deleteLabel?: string;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}

/** The form of an editor page (antenna, channel, webhook, …): its fields, its problem, delete and save. */
export function EditorForm({
  title,
  onSave,
  saveDisabled,
  problem,
  onDelete,
  deleteLabel,
  className = 'kumo-lists-page',
  noValidate,
  children,
}: EditorFormProps) {
  return (
    <form
      className={className}
      aria-label={title}
      noValidate={noValidate}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {children}
      {problem && (
        <p className="kumo-field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="kumo-lists-actions kumo-lists-form-buttons">
        {onDelete && (
          <button type="button" className="kumo-button danger" onClick={onDelete}>
            <IconTrash size={16} aria-hidden />
            {deleteLabel}
          </button>
        )}
        <button type="submit" className="kumo-button primary" disabled={saveDisabled}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
