import type { ReactNode } from 'react';
import { IconHome, IconLock, IconMail, IconWorld } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import type { ReactionAcceptance } from '@/store/index.ts';
import type { Visibility } from './visibility-rules.ts';

export function visibilityLabel(v: Visibility): string {
  switch (v) {
    case 'public':
      return t('visibilityPublic');
    case 'home':
      return t('visibilityHome');
    case 'followers':
      return t('visibilityFollowers');
    case 'specified':
      return t('visibilitySpecified');
  }
}

export function visibilityDescription(v: Visibility): string {
  switch (v) {
    case 'public':
      return t('visibilityPublicDescription');
    case 'home':
      return t('visibilityHomeDescription');
    case 'followers':
      return t('visibilityFollowersDescription');
    case 'specified':
      return t('visibilitySpecifiedDescription');
  }
}

export function VisibilityIcon({
  visibility,
  size = 18,
}: {
  visibility: Visibility;
  size?: number;
}): ReactNode {
  switch (visibility) {
    case 'public':
      return <IconWorld size={size} aria-hidden />;
    case 'home':
      return <IconHome size={size} aria-hidden />;
    case 'followers':
      return <IconLock size={size} aria-hidden />;
    case 'specified':
      return <IconMail size={size} aria-hidden />;
  }
}

/** Spec P2 §4: the five reaction acceptance options, null meaning all. */
export const REACTION_ACCEPTANCES: readonly ReactionAcceptance[] = [
  null,
  'likeOnlyForRemote',
  'nonSensitiveOnly',
  'nonSensitiveOnlyForLocalLikeOnlyForRemote',
  'likeOnly',
];

export function reactionAcceptanceLabel(a: ReactionAcceptance): string {
  switch (a) {
    case null:
      return t('reactionAcceptanceAll');
    case 'likeOnlyForRemote':
      return t('reactionAcceptanceLikeOnlyForRemote');
    case 'nonSensitiveOnly':
      return t('reactionAcceptanceNonSensitiveOnly');
    case 'nonSensitiveOnlyForLocalLikeOnlyForRemote':
      return t('reactionAcceptanceNonSensitiveOnlyForLocalLikeOnlyForRemote');
    case 'likeOnly':
      return t('reactionAcceptanceLikeOnly');
  }
}
