import { IconPlayerPlay } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { ItemCards } from '@/item-card/index.ts';

/** Plays as cards: title, summary, author and likes. */
export function PlayCards({ flashes }: { flashes: entities.Flash[] }) {
  return (
    <ItemCards
      items={flashes.map((flash) => ({
        id: flash.id,
        to: `/play/${flash.id}`,
        title: flash.title,
        icon: <IconPlayerPlay size={16} aria-hidden />,
        summary: flash.summary,
        user: flash.user,
        likedCount: flash.likedCount,
      }))}
    />
  );
}
