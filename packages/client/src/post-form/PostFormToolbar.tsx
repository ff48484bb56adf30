import {
  IconChartBar,
  IconClock,
  IconDeviceTv,
  IconEye,
  IconEyeOff,
  IconHash,
  IconMoodHeart,
  IconMoodSmile,
  IconNotes,
  IconPaperclip,
  IconPlug,
} from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { useEmojiPicker } from '@/emoji-picker/index.ts';
import { newPoll } from './poll-rules.ts';
import type { PostFormModel } from './use-post-form.ts';
import { reactionAcceptanceLabel } from './visibility-labels.tsx';
import { IconButton, openMenu } from '@/ui/index.ts';
import { usePluginHandlers } from '@/plugin-hooks/index.ts';
import { useSetting } from '@/store/index.ts';
import { InsertButtons } from './InsertButtons.tsx';
import { defaultScheduleAt } from './schedule-rules.ts';
import type { CaretEdit } from './use-caret-edit.ts';

// menus and pickers load on first use: they are not needed to show the form
const loadPickers = () => import('./pickers.tsx');
const loadAttachMenu = () => import('../drive/attach-menu.tsx');
const loadDraftDialogs = () => import('./ServerDraftsDialog.tsx');

/** The row of tools under the text: attach, poll, content warning, hashtags, channel, reactions. */
export function PostFormToolbar({
  form,
  onInsert,
  onEdit,
}: {
  form: PostFormModel;
  onInsert: (text: string) => void;
  onEdit: (edit: CaretEdit) => void;
}) {
  const { attachments } = form;
  const pickEmoji = useEmojiPicker();
  const disabled = form.frozen || form.status === 'posting';
  const pluginActions = usePluginHandlers('post_form_action');
  const [showPreview, setShowPreview] = useSetting('showPreview');
  // what a plugin's action may change: the text, and the content warning (null turns it off)
  const update = (key: string, value: unknown) => {
    if (key === 'text' && typeof value === 'string') form.setText(value);
    if (key === 'cw' && (typeof value === 'string' || value === null)) {
      form.setUseCw(value !== null);
      if (value !== null) form.setCw(value);
    }
  };
  return (
    <div className="kumo-post-tools" role="toolbar" aria-label={t('postFormTools')}>
      <IconButton
        label={t('attachFile')}
        icon={IconPaperclip}
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
      />
      <IconButton
        label={t('poll')}
        icon={IconChartBar}
        aria-pressed={form.poll !== null}
        disabled={disabled}
        onClick={() => form.setPoll(form.poll ? null : newPoll())}
      />
      <IconButton
        label={t('contentWarning')}
        icon={IconEyeOff}
        aria-pressed={form.useCw}
        disabled={disabled}
        onClick={() => form.setUseCw(!form.useCw)}
      />
      <IconButton
        label={t('hashtagsToggle')}
        icon={IconHash}
        aria-pressed={form.withHashtags}
        disabled={disabled}
        onClick={() => form.setWithHashtags(!form.withHashtags)}
      />
      <IconButton
        label={t('insertEmoji')}
        icon={IconMoodSmile}
        disabled={disabled}
        onClick={(e) => void pickEmoji({ anchor: e.currentTarget, onChosen: (emoji) => onInsert(emoji) })}
      />
      <InsertButtons disabled={disabled} asToken={form.postAccount?.token} onEdit={onEdit} />
      <IconButton
        label={form.channel ? t('channelChosen', { name: form.channel.name }) : t('channelButton')}
        icon={IconDeviceTv}
        aria-pressed={form.channel !== null}
        disabled={disabled || !form.token || form.options.channel != null}
        onClick={(e) => {
          const anchor = e.currentTarget;
          void loadPickers()
            .then(({ pickChannel }) => pickChannel(anchor, form.token!, form.channel))
            .then((r) => r && form.setChannel(r.channel));
        }}
      />
      <IconButton
        label={t('reactionAcceptanceIs', { value: reactionAcceptanceLabel(form.acceptance) })}
        icon={IconMoodHeart}
        disabled={disabled}
        onClick={(e) => {
          const anchor = e.currentTarget;
          void loadPickers()
            .then(({ pickReactionAcceptance }) => pickReactionAcceptance(anchor, form.acceptance))
            .then((r) => r && form.setAcceptance(r.value));
        }}
      />
      {form.scheduleSupport && (
        <IconButton
          label={t('scheduleToggle')}
          icon={IconClock}
          aria-pressed={form.scheduleAt !== null}
          disabled={disabled}
          onClick={() => form.setScheduleAt(form.scheduleAt === null ? defaultScheduleAt(Date.now()) : null)}
        />
      )}
      {form.serverDrafts && (
        <IconButton
          label={t('serverDrafts')}
          icon={IconNotes}
          disabled={disabled}
          onClick={() =>
            void loadDraftDialogs().then(({ openServerDrafts }) =>
              openServerDrafts((d) => form.openServerDraft(d), form.scheduleSupport?.kind === 'drafts'),
            )
          }
        />
      )}
      <IconButton
        label={t('postPreviewToggle')}
        icon={IconEye}
        aria-pressed={showPreview}
        onClick={() => setShowPreview(!showPreview)}
      />
      {pluginActions.length > 0 && (
        <IconButton
          label={t('pluginActions')}
          icon={IconPlug}
          disabled={disabled}
          onClick={(e) =>
            void openMenu(
              pluginActions.map(({ handler }) => ({
                type: 'button' as const,
                text: handler.title,
                action: () => void handler.run({ text: form.text, cw: form.useCw ? form.cw : null }, update),
              })),
              e.currentTarget,
              { label: t('pluginActions') },
            )
          }
        />
      )}
    </div>
  );
}
