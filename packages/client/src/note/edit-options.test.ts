import type { entities } from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { editFormOptions, pollDraftOf } from './edit-options.ts';

const user = { id: 'u1', username: 'alice', host: null } as entities.UserLite;
const base = {
  id: 'n1',
  createdAt: '2026-01-01T00:00:00.000Z',
  userId: 'u1',
  user,
  text: 'original text',
  cw: null,
  visibility: 'public',
  localOnly: false,
  files: [],
  fileIds: [],
  replyId: null,
  renoteId: null,
  reactions: {},
  reactionCount: 0,
  renoteCount: 0,
  repliesCount: 0,
} as unknown as entities.Note;

describe('editFormOptions', () => {
  it('carries text, warning, visibility, local-only and recipients back into the form', () => {
    const bob = { id: 'u2', username: 'bob', host: null } as entities.UserLite;
    const opts = editFormOptions(
      { ...base, cw: 'spoiler', visibility: 'specified', localOnly: true, visibleUserIds: ['u2'] },
      [bob],
    );
    expect(opts).toMatchObject({
      initialText: 'original text',
      initialCw: 'spoiler',
      initialVisibility: 'specified',
      initialLocalOnly: true,
      initialVisibleUsers: [bob],
      initialPoll: null,
      keepDraft: false,
    });
  });

  it('keeps what the note replied to and quoted, and its files', () => {
    const reply = { ...base, id: 'r1' } as entities.Note;
    const quoted = { ...base, id: 'q1' } as entities.Note;
    const file = { id: 'f1', name: 'a.png' } as entities.DriveFile;
    const opts = editFormOptions({
      ...base,
      reply,
      replyId: 'r1',
      renote: quoted,
      renoteId: 'q1',
      files: [file],
    });
    expect(opts.reply?.id).toBe('r1');
    expect(opts.renote?.id).toBe('q1');
    expect(opts.initialFiles).toEqual([file]);
  });

  it('turns a poll back into an editable draft', () => {
    const ends = new Date(2030, 4, 6, 7, 8);
    const draft = pollDraftOf({
      multiple: true,
      expiresAt: ends.toISOString(),
      choices: [
        { text: 'tea', votes: 3, isVoted: false },
        { text: 'coffee', votes: 1, isVoted: false },
      ],
    });
    expect(draft).toMatchObject({
      choices: ['tea', 'coffee'],
      multiple: true,
      expiration: 'at',
      atDate: '2030-05-06',
      atTime: '07:08',
    });
    const open = pollDraftOf({
      multiple: false,
      expiresAt: null,
      choices: [{ text: 'a', votes: 0, isVoted: false }],
    });
    expect(open.expiration).toBe('infinite');
  });
});
