import type { entities } from 'misskey-js';
import { useCallback, useMemo } from 'react';
import { useMe } from '@/account/index.ts';
import {
  canUseEmoji,
  roleIdsOf,
  useCustomEmojis,
  type CustomEmojiData as CustomEmoji,
  buildEmojiIndex,
  canReactWithCustom,
  useUnicodeEmojis,
} from '@/emoji/index.ts';
import { buildLookup } from './picker-items.ts';

/**
 * The emoji the picker offers. As a reaction picker, custom emoji follow the note's reactionAcceptance, the
 * local-only rule and the user's roles (spec P2 §4, §6); search follows spec P2 §5 in every mode.
 */
export function usePickerData(asReactionPicker: boolean, note: entities.Note | undefined) {
  const listed = useCustomEmojis();
  const unicode = useUnicodeEmojis();
  const { me } = useMe();
  const roleIds = useMemo(() => roleIdsOf(me), [me]);
  const allowed = useCallback(
    (e: CustomEmoji) =>
      !asReactionPicker ? true : note ? canReactWithCustom(e, note, roleIds) : canUseEmoji(e, roleIds),
    [asReactionPicker, note, roleIds],
  );
  const custom = useMemo(() => (listed ?? []).filter(allowed), [listed, allowed]);
  const index = useMemo(() => buildEmojiIndex(unicode ?? [], custom, roleIds), [unicode, custom, roleIds]);
  const lookup = useMemo(() => buildLookup(listed ?? [], unicode ?? []), [listed, unicode]);
  return { custom, unicode, index, lookup, allowed, loading: unicode === null };
}
