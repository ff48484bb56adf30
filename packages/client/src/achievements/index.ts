export {
  ACHIEVEMENTS,
  achievementInfo,
  type AchievementInfo,
  type AchievementName,
  type AchievementTier,
} from './achievement-list.ts';
export { MILESTONES } from './milestones.ts';
export { achievementLabel, achievementTitle, achievementDescription } from './achievement-text.ts';
export {
  CLAIM_STAGGER_MS,
  createClaimSession,
  setClaimSession,
  claimAchievement,
  updateClaimSession,
  type ClaimSession,
} from './claim.ts';
export {
  accountAchievements,
  isLucky,
  LUCKY_INTERVAL_MS,
  LUCKY_ODDS,
  type MeCounts,
} from './account-rules.ts';
export {
  postAchievements,
  deletedWithinMinute,
  reactedWithoutReading,
  createRateWatch,
  isHelloWorld,
} from './achievement-rules.ts';
export { AchievementBadge } from './AchievementBadge.tsx';
