import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import type { NoteParts } from './build-payload.ts';
import { submitNote } from './submit-note.ts';

const parts: NoteParts = {
  text: 'hello',
  useCw: false,
  cw: '',
  files: [],
  poll: null,
  visibility: 'home',
  localOnly: false,
  visibleUserIds: [],
  replyId: null,
  renoteId: null,
  channelId: null,
  reactionAcceptance: null,
  withHashtags: false,
  hashtags: '',
  rollDice: false,
};

const post = () =>
  submitNote({
    parts,
    token: 'token-1',
    movedTo: null,
    visibilityLocked: false,
    onPosting: () => undefined,
    onSwitchedToHome: () => undefined,
  });

afterEach(() => vi.unstubAllGlobals());

// Upstream Misskey 2026.7 always answers the created note; MisskeyIO 2025.4 answers an empty 204 when
// asked not to (noCreatedNote), and a server may do so anyway: the form never depends on either.
describe('a posted note, whatever notes/create answers', () => {
  test('the created note, as upstream Misskey answers, is posted with that note', async () => {
    const server = fakeServer({ 'notes/create': () => ({ createdNote: { id: 'n1', text: 'hello' } }) });
    expect(await post()).toEqual({ kind: 'posted', note: { id: 'n1', text: 'hello' }, text: 'hello' });
    expect(server.sent('notes/create')).toEqual([
      { text: 'hello', visibility: 'home', localOnly: false, reactionAcceptance: null },
    ]);
  });

  test('an empty 204, as MisskeyIO answers without the note, is posted too (not a failure)', async () => {
    fakeServer({ 'notes/create': () => undefined });
    expect(await post()).toEqual({ kind: 'posted', note: null, text: 'hello' });
  });
});
