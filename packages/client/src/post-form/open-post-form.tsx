import { useId } from 'react';
import { IconX } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { openModal } from '@/ui/index.ts';
import { PostForm } from './PostForm.tsx';
import type { PostFormOptions } from './post-form-options.ts';

function PostFormDialog({ options, close }: { options: PostFormOptions; close: (posted?: boolean) => void }) {
  const titleId = useId();
  const title = options.reply ? t('replyTitle') : options.renote ? t('quoteTitle') : t('newNote');
  return (
    <div className="kumo-post-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <header className="kumo-post-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="kumo-icon-button" aria-label={t('close')} onClick={() => close()}>
          <IconX size={20} aria-hidden />
        </button>
      </header>
      <PostForm
        variant="modal"
        options={{ autofocus: true, ...options }}
        onPosted={() => close(true)}
        onCancel={() => close()}
      />
    </div>
  );
}

/**
 * Opens the post form as a modal dialog (spec P2 §2): for a new note, a reply, a quote or a
 * channel. Resolves true once a note was posted, false when the form was closed without posting.
 * Escape and the close button close it; what was typed stays as a draft.
 */
export async function openPostForm(options: PostFormOptions = {}): Promise<boolean> {
  const posted = await openModal<boolean>(({ close }) => <PostFormDialog options={options} close={close} />, {
    presentation: 'dialog',
  });
  return posted === true;
}
