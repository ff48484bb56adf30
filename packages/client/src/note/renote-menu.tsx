import { IconDeviceTv, IconQuote, IconRepeat } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { showApiError, type Api } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { openPostForm } from '@/post-form/index.ts';
import { fetchRenoteChannels, renoteIntoChannel } from '@/queries/index.ts';
import { toast, type MenuItem } from '@/ui/index.ts';
import { renoteChannelChoices } from './renote-channels.ts';

/** My channels the note can go into, each a button that renotes it there. */
async function channelItems(note: entities.Note, api: Api, queryClient: QueryClient): Promise<MenuItem[]> {
  const channels = renoteChannelChoices(note, await fetchRenoteChannels(api, queryClient));
  if (channels.length === 0) return [{ type: 'label', text: t('renoteNoChannels') }];
  return channels.map((channel) => ({
    type: 'button',
    text: channel.name,
    action: () =>
      void renoteIntoChannel(api, note.id, channel.id).then(
        () => toast(t('renotedIntoChannel', { channel: channel.name })),
        (err: unknown) => showApiError(err),
      ),
  }));
}

/** The renote button's menu: renote, quote (the post form with the note attached), or into a channel. */
export function renoteMenuItems(
  note: entities.Note,
  renote: () => void,
  session: { api: Api; queryClient: QueryClient },
): MenuItem[] {
  return [
    { type: 'button', text: t('renote'), icon: <IconRepeat size={18} />, action: renote },
    {
      type: 'button',
      text: t('quote'),
      icon: <IconQuote size={18} />,
      action: () => void openPostForm({ renote: note }),
    },
    {
      type: 'parent',
      text: t('renoteIntoChannel'),
      icon: <IconDeviceTv size={18} />,
      children: () => channelItems(note, session.api, session.queryClient),
    },
  ];
}
