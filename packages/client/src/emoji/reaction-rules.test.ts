import { describe, expect, test } from 'vitest';
import type { CustomEmoji } from './custom-emoji.ts';
import { canPressReactionChip, canReactWithCustom, reactionRules } from './reaction-rules.ts';

const emoji = (extra: Partial<CustomEmoji> = {}): CustomEmoji => ({
  name: 'e',
  aliases: [],
  category: null,
  url: '/emoji/e.webp',
  ...extra,
});
const note = (reactionAcceptance: CustomEmoji['name'] | null, host: string | null = null) => ({
  reactionAcceptance: reactionAcceptance as never,
  user: { host },
});

describe('reaction acceptance', () => {
  test('null accepts everything', () => {
    expect(reactionRules(null)).toEqual({ likeOnly: false, nonSensitiveOnly: false });
  });

  test('likeOnly allows only the heart', () => {
    expect(reactionRules('likeOnly').likeOnly).toBe(true);
    expect(canReactWithCustom(emoji(), note('likeOnly'), [])).toBe(false);
  });

  test('likeOnlyForRemote restricts remote reactors only', () => {
    expect(reactionRules('likeOnlyForRemote', false).likeOnly).toBe(false);
    expect(reactionRules('likeOnlyForRemote', true).likeOnly).toBe(true);
  });

  test('nonSensitiveOnly hides sensitive custom emoji', () => {
    expect(canReactWithCustom(emoji({ isSensitive: true }), note('nonSensitiveOnly'), [])).toBe(false);
    expect(canReactWithCustom(emoji(), note('nonSensitiveOnly'), [])).toBe(true);
    expect(canReactWithCustom(emoji({ isSensitive: true }), note(null), [])).toBe(true);
  });

  test('nonSensitiveOnlyForLocalLikeOnlyForRemote: non-sensitive for locals, heart for remotes', () => {
    expect(reactionRules('nonSensitiveOnlyForLocalLikeOnlyForRemote', false)).toEqual({
      likeOnly: false,
      nonSensitiveOnly: true,
    });
    expect(reactionRules('nonSensitiveOnlyForLocalLikeOnlyForRemote', true).likeOnly).toBe(true);
  });

  test('a local-only emoji cannot react to a remote user’s note', () => {
    expect(canReactWithCustom(emoji({ localOnly: true }), note(null, 'remote.example'), [])).toBe(false);
    expect(canReactWithCustom(emoji({ localOnly: true }), note(null, null), [])).toBe(true);
  });

  test('a role-restricted emoji needs one of its roles', () => {
    const vip = emoji({ roleIdsThatCanBeUsedThisEmojiAsReaction: ['vip'] });
    expect(canReactWithCustom(vip, note(null), ['vip'])).toBe(true);
    expect(canReactWithCustom(vip, note(null), ['other'])).toBe(false);
    expect(canReactWithCustom(vip, note(null), null)).toBe(false);
  });
});

describe('which reaction chips can be pressed (as Misskey decides)', () => {
  const list = new Map<string, CustomEmoji>([
    ['party', emoji({ name: 'party' })],
    ['staff', emoji({ name: 'staff', roleIdsThatCanBeUsedThisEmojiAsReaction: ['mods'] })],
    ['spicy', emoji({ name: 'spicy', isSensitive: true })],
  ]);
  const on = (reactionAcceptance: string | null, myReaction: string | null = null) => ({
    reactionAcceptance: reactionAcceptance as never,
    myReaction,
    user: { host: null },
  });

  test("another server's emoji and one this server lacks cannot be pressed; ours and Unicode can", () => {
    expect(canPressReactionChip(':blobcat@remote.example:', on(null), list, [])).toBe(false);
    expect(canPressReactionChip(':gone@.:', on(null), list, [])).toBe(false);
    expect(canPressReactionChip(':party@.:', on(null), list, [])).toBe(true);
    expect(canPressReactionChip('👍', on(null), list, [])).toBe(true);
  });

  test('a role-restricted emoji only for its roles; a sensitive one not on a non-sensitive-only note', () => {
    expect(canPressReactionChip(':staff@.:', on(null), list, ['users'])).toBe(false);
    expect(canPressReactionChip(':staff@.:', on(null), list, ['mods'])).toBe(true);
    expect(canPressReactionChip(':spicy@.:', on('nonSensitiveOnly'), list, [])).toBe(false);
  });

  test("on a like-only note only the like; one's own reaction can always be taken back", () => {
    expect(canPressReactionChip('👍', on('likeOnly'), list, [])).toBe(false);
    expect(canPressReactionChip(':party@.:', on('likeOnly'), list, [])).toBe(false);
    expect(canPressReactionChip('❤', on('likeOnly'), list, [])).toBe(true);
    expect(canPressReactionChip(':staff@.:', on(null, ':staff@.:'), list, ['users'])).toBe(true);
  });

  test('before the emoji list has arrived the server decides, except on a like-only note', () => {
    expect(canPressReactionChip(':party@.:', on(null), null, [])).toBe(true);
    expect(canPressReactionChip(':party@.:', on('likeOnly'), null, [])).toBe(false);
  });
});
