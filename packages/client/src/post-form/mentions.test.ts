import { expect, test } from 'vitest';
import { extractMentions, mentionOf, mentionsMissingFromRecipients } from './mentions.ts';

test('mentions are found once each, with their host', () => {
  expect(extractMentions('hi @alice and @bob@remote.example, @Alice again')).toEqual([
    { username: 'alice', host: null },
    { username: 'bob', host: 'remote.example' },
  ]);
});

test('mentioned users who are not recipients are reported, except the author (spec P2 §5)', () => {
  const recipients = [{ username: 'alice', host: null }];
  const me = { username: 'me', host: null };
  expect(mentionsMissingFromRecipients('@alice @bob @me', recipients, me, 'kumo.example')).toEqual([
    { username: 'bob', host: null },
  ]);
});

test('a mention with this server as host is the same user as a local one', () => {
  const recipients = [{ username: 'alice', host: null }];
  expect(mentionsMissingFromRecipients('@alice@kumo.example', recipients, null, 'kumo.example')).toEqual([]);
});

test('a mention is written with the host only for other servers', () => {
  expect(mentionOf({ username: 'a', host: null })).toBe('@a');
  expect(mentionOf({ username: 'a', host: 'x.example' })).toBe('@a@x.example');
});
