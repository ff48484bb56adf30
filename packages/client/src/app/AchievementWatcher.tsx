import { useQueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useEffect } from 'react';
import {
  accountAchievements,
  claimAchievement,
  createClaimSession,
  isLucky,
  LUCKY_INTERVAL_MS,
  setClaimSession,
  updateClaimSession,
} from '@/achievements/index.ts';
import { useMe } from '@/account/index.ts';
import { apiAs } from '@/api/index.ts';
import { achievementEarned, sendAchievementClaim } from '@/queries/index.ts';
import { useChannelEvent } from '@/stream/index.ts';
import { watchOpenWindows } from '@/ui/index.ts';

const MINUTE = 60_000;

/**
 * The signed-in account's achievements (spec P2 §4), loaded after the first screen: a claim
 * session for the account, what its own state has earned (at start-up and whenever it changes),
 * the time the client has been open, three windows at once, and the lucky draw every 10 s. An
 * earned one updates my entry and list.
 */
export default function AchievementWatcher() {
  const { account, me } = useMe();
  const queryClient = useQueryClient();
  const accountId = account?.id ?? null;
  const token = account?.token ?? null;

  useEffect(() => {
    if (!token || !accountId) return;
    const api = apiAs(token);
    setClaimSession(createClaimSession({ accountId, send: (name) => sendAchievementClaim(api, name) }));
    const timers = [
      setTimeout(() => claimAchievement('client30min'), 30 * MINUTE),
      setTimeout(() => claimAchievement('client60min'), 60 * MINUTE),
    ];
    const lucky = setInterval(() => {
      if (isLucky()) claimAchievement('justPlainLucky');
    }, LUCKY_INTERVAL_MS);
    const stopWatching = watchOpenWindows((count) => {
      if (count >= 3) claimAchievement('open3windows');
    });
    return () => {
      timers.forEach(clearTimeout);
      clearInterval(lucky);
      stopWatching();
      setClaimSession(null);
    };
  }, [token, accountId]);

  useEffect(() => {
    if (!me || !updateClaimSession(me)) return;
    for (const name of accountAchievements(me, new Date())) claimAchievement(name);
  }, [me, token]);

  useChannelEvent(accountId ? 'main' : null, undefined, 'notification', (body) => {
    const n = body as entities.Notification;
    if (n.type === 'achievementEarned' && accountId)
      void achievementEarned(queryClient, accountId, n.achievement);
  });
  return null;
}
