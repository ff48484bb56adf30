import { IconDots, IconEyeOff, IconFile } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { inputText, openMenu, type MenuItem } from '@/ui/index.ts';
import { MAX_ATTACHMENTS, type AttachmentsModel } from './use-attachments.ts';

interface AttachmentListProps {
  model: AttachmentsModel;
  /** Spec P2 §6: marking sensitive is offered to signed-in users whose role does not force it. */
  canMarkSensitive: boolean;
}

function fileMenu(
  model: AttachmentsModel,
  file: entities.DriveFile,
  index: number,
  canMarkSensitive: boolean,
): MenuItem[] {
  const items: MenuItem[] = [
    {
      type: 'button',
      text: t('renameFile'),
      action: () =>
        void inputText({ title: t('renameFile'), default: file.name, minLength: 1, maxLength: 200 }).then(
          (r) => {
            if (!r.canceled && r.result !== file.name) void model.edit(file, { name: r.result });
          },
        ),
    },
    {
      type: 'button',
      text: t('describeFile'),
      action: () =>
        void inputText({ title: t('describeFile'), default: file.comment ?? '', maxLength: 512 }).then(
          (r) => {
            if (!r.canceled) void model.edit(file, { comment: r.result === '' ? null : r.result });
          },
        ),
    },
  ];
  if (canMarkSensitive)
    items.push({
      type: 'button',
      text: file.isSensitive ? t('unmarkAsSensitive') : t('markAsSensitive'),
      action: () => void model.edit(file, { isSensitive: !file.isSensitive }),
    });
  if (index > 0) items.push({ type: 'button', text: t('moveEarlier'), action: () => model.move(file, -1) });
  if (index < model.files.length - 1)
    items.push({ type: 'button', text: t('moveLater'), action: () => model.move(file, 1) });
  items.push(
    { type: 'divider' },
    { type: 'button', text: t('removeAttachment'), danger: true, action: () => model.remove(file) },
  );
  return items;
}

/** The attached files: thumbnails in order, a counter n/16 and a menu per file. */
export function AttachmentList({ model, canMarkSensitive }: AttachmentListProps) {
  if (model.files.length === 0) return null;
  return (
    <section className="kumo-attachments" aria-label={t('attachedFilesList')}>
      <span className="kumo-attachments-count">
        {model.files.length}/{MAX_ATTACHMENTS}
      </span>
      <ul>
        {model.files.map((file, i) => (
          <li key={file.id} className="kumo-attachment" data-sensitive={file.isSensitive || undefined}>
            {file.thumbnailUrl ? (
              <img src={file.thumbnailUrl} alt={file.comment ?? file.name} />
            ) : (
              <span className="kumo-attachment-icon">
                <IconFile size={28} aria-hidden />
              </span>
            )}
            {file.isSensitive && (
              <span className="kumo-attachment-badge" title={t('sensitive')}>
                <IconEyeOff size={14} aria-label={t('sensitive')} />
              </span>
            )}
            <button
              type="button"
              className="kumo-attachment-menu"
              aria-label={t('attachmentOptions', { name: file.name })}
              onClick={(e) => void openMenu(fileMenu(model, file, i, canMarkSensitive), e.currentTarget)}
            >
              <IconDots size={16} aria-hidden />
            </button>
            <span className="kumo-attachment-name">{file.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
