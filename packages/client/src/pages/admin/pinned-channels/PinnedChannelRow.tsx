import { IconArrowDown, IconArrowUp, IconPinnedOff } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { useChannel } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { IconButton } from '@/ui/index.ts';

/** A pinned channel: its name (or that it is gone), moved up or down, or unpinned. */
export function PinnedChannelRow({
  channelId,
  first,
  last,
  onMove,
  onRemove,
}: {
  channelId: string;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const channel = useChannel(channelId);
  const name = channel.data?.name ?? channelId;
  return (
    <li className="kumo-admin-card kumo-pinned-channel">
      <span className="kumo-pinned-channel-name">
        {channel.data ? (
          <Link to={`/channels/${channelId}`}>{channel.data.name}</Link>
        ) : (
          <span>{channelId}</span>
        )}
        {channel.isError && <span className="kumo-caption">{t('adminPinnedChannelGone')}</span>}
      </span>
      <IconButton
        label={t('adminPinnedChannelUp', { name })}
        icon={IconArrowUp}
        size={18}
        disabled={first}
        onClick={() => onMove(-1)}
      />
      <IconButton
        label={t('adminPinnedChannelDown', { name })}
        icon={IconArrowDown}
        size={18}
        disabled={last}
        onClick={() => onMove(1)}
      />
      <IconButton
        label={t('adminPinnedChannelRemove', { name })}
        icon={IconPinnedOff}
        size={18}
        onClick={onRemove}
      />
    </li>
  );
}
