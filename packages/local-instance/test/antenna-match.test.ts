import { describe, expect, it } from 'vitest';
import type { AntennaAuthor, AntennaNote, AntennaRule } from '../src/services/antenna-match.ts';
import { antennaMatches } from '../src/services/antenna-match.ts';

const rule = (over: Partial<AntennaRule> = {}): AntennaRule => ({
  userId: 'owner',
  src: 'all',
  keywords: [['coffee']],
  excludeKeywords: [],
  users: [],
  caseSensitive: false,
  localOnly: false,
  excludeBots: false,
  withReplies: false,
  withFile: false,
  excludeNotesInSensitiveChannel: false,
  ...over,
});
const note = (over: Partial<AntennaNote> = {}): AntennaNote => ({
  userId: 'a1',
  text: 'I love Coffee',
  cw: null,
  visibility: 'public',
  replyId: null,
  hasFiles: false,
  channelIsSensitive: false,
  ...over,
});
const author: AntennaAuthor = { id: 'a1', username: 'Alice', host: null, isBot: false };
const facts = { ownerFollowsAuthor: false, authorInList: false };

describe('antennaMatches', () => {
  it('ORs lines and ANDs words within a line', () => {
    const r = rule({
      keywords: [
        ['tea', 'milk'],
        ['coffee', 'love'],
      ],
    });
    expect(antennaMatches(r, note(), author, facts)).toBe(true);
    expect(antennaMatches(r, note({ text: 'tea only' }), author, facts)).toBe(false);
    expect(antennaMatches(r, note({ text: 'milk in my tea' }), author, facts)).toBe(true);
  });

  it('honours case sensitivity and looks into the content warning', () => {
    expect(antennaMatches(rule({ caseSensitive: true }), note(), author, facts)).toBe(false);
    expect(antennaMatches(rule({ caseSensitive: true, keywords: [['Coffee']] }), note(), author, facts)).toBe(
      true,
    );
    expect(antennaMatches(rule(), note({ text: 'hidden', cw: 'coffee talk' }), author, facts)).toBe(true);
  });

  it('drops notes with an excluded keyword, and ignores empty keyword lines', () => {
    const r = rule({ keywords: [[''], ['coffee']], excludeKeywords: [['decaf']] });
    expect(antennaMatches(r, note({ text: 'coffee, decaf' }), author, facts)).toBe(false);
    expect(antennaMatches(r, note({ text: 'coffee, espresso' }), author, facts)).toBe(true);
    // only exclusions: everything else matches
    const onlyExclude = rule({ keywords: [], excludeKeywords: [['decaf']] });
    expect(antennaMatches(onlyExclude, note({ text: 'tea' }), author, facts)).toBe(true);
  });

  it('filters by source: home, list, users and users_blacklist', () => {
    expect(antennaMatches(rule({ src: 'home' }), note(), author, facts)).toBe(false);
    expect(
      antennaMatches(rule({ src: 'home' }), note(), author, { ...facts, ownerFollowsAuthor: true }),
    ).toBe(true);
    expect(antennaMatches(rule({ src: 'list' }), note(), author, { ...facts, authorInList: true })).toBe(
      true,
    );
    expect(antennaMatches(rule({ src: 'list' }), note(), author, facts)).toBe(false);
    expect(antennaMatches(rule({ src: 'users', users: ['@alice'] }), note(), author, facts)).toBe(true);
    expect(antennaMatches(rule({ src: 'users', users: ['bob'] }), note(), author, facts)).toBe(false);
    expect(antennaMatches(rule({ src: 'users_blacklist', users: ['alice'] }), note(), author, facts)).toBe(
      false,
    );
    expect(antennaMatches(rule({ src: 'users_blacklist', users: ['bob'] }), note(), author, facts)).toBe(
      true,
    );
  });

  it('applies replies, files, bots, sensitive channels and visibility', () => {
    expect(antennaMatches(rule(), note({ replyId: 'x' }), author, facts)).toBe(false);
    expect(antennaMatches(rule({ withReplies: true }), note({ replyId: 'x' }), author, facts)).toBe(true);
    expect(antennaMatches(rule({ withFile: true }), note(), author, facts)).toBe(false);
    expect(antennaMatches(rule({ withFile: true }), note({ hasFiles: true }), author, facts)).toBe(true);
    expect(antennaMatches(rule({ excludeBots: true }), note(), { ...author, isBot: true }, facts)).toBe(
      false,
    );
    expect(
      antennaMatches(
        rule({ excludeNotesInSensitiveChannel: true }),
        note({ channelIsSensitive: true }),
        author,
        facts,
      ),
    ).toBe(false);
    expect(antennaMatches(rule(), note({ visibility: 'specified' }), author, facts)).toBe(false);
    expect(antennaMatches(rule(), note({ visibility: 'followers' }), author, facts)).toBe(false);
    expect(
      antennaMatches(rule(), note({ visibility: 'followers' }), author, {
        ...facts,
        ownerFollowsAuthor: true,
      }),
    ).toBe(true);
  });

  it('needs text when keywords are set', () => {
    expect(antennaMatches(rule(), note({ text: null }), author, facts)).toBe(false);
  });
});
