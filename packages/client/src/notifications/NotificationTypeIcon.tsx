import {
  IconApps,
  IconArrowBackUp,
  IconAt,
  IconBadge,
  IconBell,
  IconChartBar,
  IconClockCheck,
  IconCoins,
  IconDownload,
  IconKey,
  IconLogin,
  IconMedal,
  IconPencil,
  IconQuote,
  IconRepeat,
  IconUserCheck,
  IconUserPlus,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { CustomEmoji, UnicodeEmoji, reactionEmojiName } from '@/emoji/index.ts';
import type { KumoNotification } from './notification-types.ts';

type Icon = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

const ICONS: Record<string, Icon> = {
  follow: IconUserPlus,
  mention: IconAt,
  reply: IconArrowBackUp,
  renote: IconRepeat,
  quote: IconQuote,
  pollEnded: IconChartBar,
  receiveFollowRequest: IconUserQuestion,
  followRequestAccepted: IconUserCheck,
  achievementEarned: IconMedal,
  app: IconApps,
  point: IconCoins,
  note: IconPencil,
  roleAssigned: IconBadge,
  login: IconLogin,
  createToken: IconKey,
  exportCompleted: IconDownload,
  scheduledNotePosted: IconClockCheck,
};

/** The reaction of a reaction notification, drawn as the note draws it. */
export function ReactionEmoji({
  reaction,
  emojiUrls,
}: {
  reaction: string;
  emojiUrls?: Record<string, string>;
}) {
  const custom = reactionEmojiName(reaction);
  if (!custom) return <UnicodeEmoji char={reaction} />;
  return <CustomEmoji name={custom} url={emojiUrls?.[custom] ?? emojiUrls?.[`${custom}@.`]} />;
}

/** The small badge telling the kind of notification: an icon, or the reaction itself. */
export function NotificationTypeIcon({
  notification,
  size = 14,
}: {
  notification: KumoNotification;
  size?: number;
}) {
  if (notification.type === 'reaction')
    return <ReactionEmoji reaction={notification.reaction} emojiUrls={notification.note?.reactionEmojis} />;
  const Icon = ICONS[notification.type] ?? IconBell;
  return <Icon size={size} stroke={2} aria-hidden />;
}
