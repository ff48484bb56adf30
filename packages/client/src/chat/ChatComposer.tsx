import { IconCloud, IconPaperclip, IconSend, IconUpload, IconX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState, type KeyboardEvent } from 'react';
import { chooseLocalFiles, UploadProgressList, useUploads } from '@/drive/index.ts';
import { pickDriveFiles } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { useSendChatMessage, type ChatTarget } from '@/queries/index.ts';
import { IconButton, openMenu } from '@/ui/index.ts';
import { composerState, isSendShortcut } from './composer-rules.ts';

/** The message field under a conversation: text, one file (drive or upload), Ctrl/Cmd+Enter sends. */
export function ChatComposer({ target, label }: { target: ChatTarget; label: string }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<entities.DriveFile | null>(null);
  const send = useSendChatMessage(target);
  const { uploads, startUploads } = useUploads();
  const state = composerState(text, file, send.isPending || uploads.length > 0);

  const submit = async () => {
    if (!state.canSend) return;
    const done = await send.run({ text: state.text, ...(file ? { fileId: file.id } : {}) });
    if (!done) return;
    setText('');
    setFile(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendShortcut({ ...e, isComposing: e.nativeEvent.isComposing })) return;
    e.preventDefault();
    void submit();
  };
  const attach = (anchor: HTMLElement) =>
    void openMenu(
      [
        {
          type: 'button',
          text: t('chatAttachFromDrive'),
          icon: <IconCloud size={18} aria-hidden />,
          action: () =>
            void pickDriveFiles(false).then((files) => {
              if (files?.[0]) setFile(files[0]);
            }),
        },
        {
          type: 'button',
          text: t('chatAttachUpload'),
          icon: <IconUpload size={18} aria-hidden />,
          action: () =>
            void chooseLocalFiles(false).then((files) =>
              startUploads(files.slice(0, 1), { onUploaded: (f) => setFile(f) }),
            ),
        },
      ],
      anchor,
    );

  return (
    <form
      className="kumo-chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <UploadProgressList uploads={uploads} />
      {file && (
        <div className="kumo-chat-composer-file">
          <IconPaperclip size={16} aria-hidden />
          <span>{file.name}</span>
          <IconButton icon={IconX} size={16} label={t('chatRemoveFile')} onClick={() => setFile(null)} />
        </div>
      )}
      <div className="kumo-chat-composer-row">
        <IconButton
          icon={IconPaperclip}
          label={t('chatAttachFile')}
          aria-haspopup="menu"
          onClick={(e) => attach(e.currentTarget)}
        />
        <textarea
          className="kumo-input kumo-chat-composer-text"
          aria-label={label}
          placeholder={t('chatComposerPlaceholder')}
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="kumo-button primary kumo-chat-send" disabled={!state.canSend}>
          <IconSend size={16} aria-hidden />
          <span className="kumo-chat-send-label">{t('chatSend')}</span>
        </button>
      </div>
    </form>
  );
}
