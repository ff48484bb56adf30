import type { entities } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import { fromStream } from './stream-note.ts';

const note = (patch: Record<string, unknown>) =>
  ({ id: 'n', reactions: {}, ...patch }) as unknown as entities.Note;

describe('notes from the stream', () => {
  test('my reaction is read from the reaction cache when the server packed the note for nobody', () => {
    const streamed = note({ reactionAndUserPairCache: ['u2/👍', 'me/:kumo@.:'] });
    expect(fromStream(streamed, 'me').myReaction).toBe(':kumo@.:');
    expect(fromStream(note({ reactionAndUserPairCache: ['u2/👍'] }), 'me').myReaction).toBeNull();
  });

  test('the renoted note is read too; a note packed for me is left as it is', () => {
    const renote = note({ id: 'inner', reactionAndUserPairCache: ['me/🎉'] });
    expect(fromStream(note({ renote }), 'me').renote?.myReaction).toBe('🎉');
    const packedForMe = note({ myReaction: null, reactionAndUserPairCache: ['me/🎉'] });
    expect(fromStream(packedForMe, 'me').myReaction).toBeNull();
    expect(fromStream(renote, null)).toBe(renote);
  });
});
