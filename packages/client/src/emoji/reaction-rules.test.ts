import { describe, expect, test } from 'vitest';
import type { CustomEmoji } from './custom-emoji.ts';
import { canReactWithCustom, reactionRules } from './reaction-rules.ts';

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
