import {
  IconChartBar,
  IconDeviceTv,
  IconEyeOff,
  IconHash,
  IconMoodHeart,
  IconMoodSmile,
  IconPaperclip,
} from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { useEmojiPicker } from '@/emoji-picker/index.ts';
import { newPoll } from './poll-rules.ts';
import type { PostFormModel } from './use-post-form.ts';
import { reactionAcceptanceLabel } from './visibility-labels.tsx';

// menus and pickers load on first use: they are not needed to show the form
const loadPickers = () => import('./pickers.tsx');
const loadAttachMenu = () => import('../drive/attach-menu.tsx');

/** The row of tools under the text: attach, poll, content warning, hashtags, channel, reactions. */
export function PostFormToolbar({
  form,
  onInsert,
}: {
  form: PostFormModel;
  onInsert: (text: string) => void;
}) {
  const { attachments } = form;
  const pickEmoji = useEmojiPicker();
  const disabled = form.frozen || form.status === 'posting';
  return (
    <div className="kumo-post-tools" role="toolbar" aria-label={t('postFormTools')}>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={t('attachFile')}
        title={t('attachFile')}
        disabled={disabled || attachments.room <= 0}
        onClick={(e) => {
          const anchor = e.currentTarget;
          void loadAttachMenu().then(({ openAttachMenu, chooseLocalFiles }) =>
            openAttachMenu(anchor, {
              fromDevice: () => void chooseLocalFiles().then((files) => attachments.uploadLocal(files)),
              fromDrive: () => void attachments.fromDrive(),
              fromUrl: () => void attachments.fromUrl(),
            }),
          );
        }}
      >
        <IconPaperclip size={20} aria-hidden />
      </button>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={t('poll')}
        title={t('poll')}
        aria-pressed={form.poll !== null}
        disabled={disabled}
        onClick={() => form.setPoll(form.poll ? null : newPoll())}
      >
        <IconChartBar size={20} aria-hidden />
      </button>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={t('contentWarning')}
        title={t('contentWarning')}
        aria-pressed={form.useCw}
        disabled={disabled}
        onClick={() => form.setUseCw(!form.useCw)}
      >
        <IconEyeOff size={20} aria-hidden />
      </button>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={t('hashtagsToggle')}
        title={t('hashtagsToggle')}
        aria-pressed={form.withHashtags}
        disabled={disabled}
        onClick={() => form.setWithHashtags(!form.withHashtags)}
      >
        <IconHash size={20} aria-hidden />
      </button>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={t('insertEmoji')}
        title={t('insertEmoji')}
        disabled={disabled}
        onClick={(e) => void pickEmoji({ anchor: e.currentTarget, onChosen: (emoji) => onInsert(emoji) })}
      >
        <IconMoodSmile size={20} aria-hidden />
      </button>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={form.channel ? t('channelChosen', { name: form.channel.name }) : t('channelButton')}
        title={form.channel ? t('channelChosen', { name: form.channel.name }) : t('channelButton')}
        aria-pressed={form.channel !== null}
        disabled={disabled || !form.token || form.options.channel != null}
        onClick={(e) => {
          const anchor = e.currentTarget;
          void loadPickers()
            .then(({ pickChannel }) => pickChannel(anchor, form.token!, form.channel))
            .then((r) => r && form.setChannel(r.channel));
        }}
      >
        <IconDeviceTv size={20} aria-hidden />
      </button>
      <button
        type="button"
        className="kumo-icon-button"
        aria-label={t('reactionAcceptanceIs', { value: reactionAcceptanceLabel(form.acceptance) })}
        title={t('reactionAcceptanceIs', { value: reactionAcceptanceLabel(form.acceptance) })}
        disabled={disabled}
        onClick={(e) => {
          const anchor = e.currentTarget;
          void loadPickers()
            .then(({ pickReactionAcceptance }) => pickReactionAcceptance(anchor, form.acceptance))
            .then((r) => r && form.setAcceptance(r.value));
        }}
      >
        <IconMoodHeart size={20} aria-hidden />
      </button>
    </div>
  );
}
