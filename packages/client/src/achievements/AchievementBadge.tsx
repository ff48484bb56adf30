import type { CSSProperties } from 'react';
import { twemojiUrl } from '@/emoji/index.ts';
import { achievementInfo } from './achievement-list.ts';
import './achievements.css';

/** An achievement's emoji in the frame of its tier (bronze, silver, gold, platinum); decorative. */
export function AchievementBadge({
  name,
  size = 40,
  locked = false,
}: {
  name: string;
  size?: number;
  locked?: boolean;
}) {
  const info = achievementInfo(name);
  return (
    <span
      className="kumo-achievement-badge"
      data-tier={info.tier}
      data-locked={locked || undefined}
      style={
        {
          width: size,
          height: size,
          '--achievement-bg': `linear-gradient(160deg, ${info.background[0]}, ${info.background[1]})`,
        } as CSSProperties
      }
      aria-hidden
    >
      <img
        src={twemojiUrl(locked && info.secret ? '❔' : info.icon)}
        alt=""
        width={size / 2}
        height={size / 2}
      />
    </span>
  );
}
