import { describe, expect, test } from 'vitest';
import { buildNotePayload, finalText, type NoteParts } from './build-payload.ts';
import { newPoll } from './poll-rules.ts';

const parts: NoteParts = {
  text: 'hello',
  useCw: false,
  cw: '',
  files: [],
  poll: null,
  visibility: 'public',
  localOnly: false,
  visibleUserIds: [],
  replyId: null,
  renoteId: null,
  channelId: null,
  reactionAcceptance: 'nonSensitiveOnly',
  withHashtags: false,
  hashtags: '',
  rollDice: true,
};

describe('the notes/create payload (spec P2 §3, §7)', () => {
  test('a plain note sends text, visibility, local-only and reaction acceptance', () => {
    expect(buildNotePayload(parts, 'hello')).toEqual({
      text: 'hello',
      visibility: 'public',
      localOnly: false,
      reactionAcceptance: 'nonSensitiveOnly',
    });
  });

  test('files, poll, content warning, reply, quote and channel are sent when present', () => {
    const poll = { ...newPoll(), choices: ['a', 'b'] };
    const payload = buildNotePayload(
      {
        ...parts,
        files: [{ id: 'f1' }, { id: 'f2' }],
        poll,
        useCw: true,
        cw: 'spoiler',
        replyId: 'r1',
        renoteId: 'q1',
        channelId: 'c1',
      },
      '',
    );
    expect(payload).toMatchObject({
      text: null,
      fileIds: ['f1', 'f2'],
      poll: { choices: ['a', 'b'], multiple: false, expiresAt: null },
      cw: 'spoiler',
      replyId: 'r1',
      renoteId: 'q1',
      channelId: 'c1',
    });
  });

  test('recipients are sent only for specified notes', () => {
    expect(buildNotePayload({ ...parts, visibleUserIds: ['u1'] }, 'x').visibleUserIds).toBeUndefined();
    expect(
      buildNotePayload({ ...parts, visibility: 'specified', visibleUserIds: ['u1'] }, 'x').visibleUserIds,
    ).toEqual(['u1']);
  });

  test('the posted text has its dice rolled and the hashtag field appended when switched on', () => {
    expect(
      finalText({ text: 'roll d6', withHashtags: true, hashtags: 'game', rollDice: true }, () => 0),
    ).toBe('roll 1 #game');
    expect(finalText({ text: 'x', withHashtags: false, hashtags: 'game', rollDice: true })).toBe('x');
    // turned off, the notation is posted as written
    expect(finalText({ text: 'roll d6', withHashtags: false, hashtags: '', rollDice: false }, () => 0)).toBe(
      'roll d6',
    );
  });
});
