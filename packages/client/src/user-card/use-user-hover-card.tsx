import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useHoverPreview } from '@/ui/index.ts';
import { preloadUserHoverCard, UserHoverCard } from './LazyUserHoverCard.tsx';
import { USER_CARD_HIDE_MS, USER_CARD_SHOW_MS, type UserRef } from './user-card-rules.ts';

/** Focus that follows a press of the pointer is a click, not keyboard navigation. */
const CLICK_FOCUS_MS = 800;

/**
 * The user hover card on a name or avatar: spread `anchorProps` on the element and render `preview`.
 * It opens after 500 ms of hovering or of keyboard focus, and closes 500 ms after the pointer has
 * left both the element and the card, on blur, or on Escape (spec P2 §2, §9).
 */
export function useUserHoverCard(user: UserRef) {
  const hover = useHoverPreview(() => <UserHoverCard user={user} />, {
    delay: USER_CARD_SHOW_MS,
    hideDelay: USER_CARD_HIDE_MS,
  });
  const pressedAt = useRef(Number.NEGATIVE_INFINITY);
  const { onPointerEnter, onPointerLeave } = hover.anchorProps;
  const anchorProps = {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      preloadUserHoverCard();
      onPointerEnter(e);
    },
    onPointerLeave,
    onPointerDown: () => {
      pressedAt.current = performance.now();
    },
    // Focus reuses the hover timing: the preview hook knows only pointers, so focus is told as one.
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (performance.now() - pressedAt.current < CLICK_FOCUS_MS) return;
      preloadUserHoverCard();
      onPointerEnter({
        pointerType: 'keyboard',
        currentTarget: e.currentTarget,
      } as unknown as PointerEvent<HTMLElement>);
    },
    onBlur: () => onPointerLeave(),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Escape' && hover.open) {
        e.stopPropagation();
        hover.close();
      }
    },
  };
  return { anchorProps, preview: hover.preview, open: hover.open, close: hover.close };
}
