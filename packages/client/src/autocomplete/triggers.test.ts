import { describe, expect, test } from 'vitest';
import { asciiHost, insertSuggestion, mentionText } from './insert-suggestion.ts';
import { MFM_FN_NAMES } from '../mfm/index.ts';
import { matchMfmFnNames } from './mfm-fn-names.ts';
import { detectTrigger } from './triggers.ts';

const at = (text: string) => detectTrigger(text, text.length);

describe('@ for users', () => {
  test('@ followed by letters, digits and underscore asks for users', () => {
    expect(at('hello @ali_ce9')).toEqual({ type: 'user', query: 'ali_ce9', start: 6 });
  });

  test('a bare @ asks with an empty query', () => {
    expect(at('@')).toEqual({ type: 'user', query: '', start: 0 });
  });

  test('any other character ends the mention', () => {
    expect(at('@alice ')).toBeNull();
    expect(at('@ali-ce')).toBeNull();
    expect(at('@alicé')).toBeNull();
  });

  test('an @ inside a word (an e-mail address) is not a mention', () => {
    expect(at('mail me at bob@exa')).toBeNull();
  });
});

describe('# for hashtags', () => {
  test('# followed by a word asks for hashtags', () => {
    expect(at('I like #kum')).toEqual({ type: 'hashtag', query: 'kum', start: 7 });
  });

  test('suggestions stop when a space follows', () => {
    expect(at('#kumo ')).toBeNull();
    expect(at('#kumo\u3000x')).toBeNull();
  });

  test('# inside a word (C#) is not a hashtag', () => {
    expect(at('I write C#')).toBeNull();
  });

  test('hashtags may be in any script', () => {
    expect(at('#雲')).toEqual({ type: 'hashtag', query: '雲', start: 0 });
  });
});

describe(': for emoji', () => {
  test('a colon followed by a name asks for emoji', () => {
    expect(at('nice :blob')).toEqual({ type: 'emoji', query: 'blob', start: 5 });
  });

  test('suggestions stop when a space follows', () => {
    expect(at(':blob cat')).toBeNull();
  });

  test('a lone colon waits for a letter', () => {
    expect(at('nice :')).toBeNull();
  });

  test('a time or a label inside a word is not an emoji', () => {
    expect(at('at 10:30')).toBeNull();
    expect(at('Note:thing')).toBeNull();
  });

  test('a completed :name: closes the suggestions, and the next colon starts a new emoji', () => {
    expect(at(':blobcat:')).toBeNull();
    expect(at(':blobcat::par')).toEqual({ type: 'emoji', query: 'par', start: 9 });
  });
});

describe('$[ for MFM functions', () => {
  test('$[ asks for function names, all of them at first', () => {
    expect(at('$[')).toEqual({ type: 'mfmTag', query: '', start: 0 });
    expect(at('wow $[sp')).toEqual({ type: 'mfmTag', query: 'sp', start: 4 });
  });

  test('suggestions stop when a space follows', () => {
    expect(at('$[spin ')).toBeNull();
  });

  test('the names are the spec effect list, matched by prefix', () => {
    expect(MFM_FN_NAMES).toHaveLength(23);
    expect(matchMfmFnNames('s')).toEqual(['shake', 'spin', 'scale', 'sparkle']);
    expect(matchMfmFnNames('')).toEqual([...MFM_FN_NAMES]);
  });
});

describe('the nearest trigger wins', () => {
  test('only the trigger closest to the caret counts', () => {
    expect(at('#tag @us')).toMatchObject({ type: 'user', query: 'us' });
    expect(at('@alice #ta')).toMatchObject({ type: 'hashtag', query: 'ta' });
  });

  test('the caret, not the end of the text, decides', () => {
    expect(detectTrigger('@al and more', 3)).toEqual({ type: 'user', query: 'al', start: 0 });
  });

  test('text with no trigger gives nothing', () => {
    expect(at('just words')).toBeNull();
    expect(at('')).toBeNull();
  });
});

describe('inserting a suggestion', () => {
  test('a local user is written @username with a space after', () => {
    const trigger = at('hi @al')!;
    expect(insertSuggestion('hi @al', 6, trigger, { type: 'user', username: 'alice', host: null })).toEqual({
      text: 'hi @alice ',
      caret: 10,
    });
  });

  test('a remote user is written @username@host with the host in ASCII', () => {
    expect(mentionText('bob', 'mastodon.example')).toBe('@bob@mastodon.example');
    expect(mentionText('taro', 'ドメイン.テスト')).toBe('@taro@xn--eckwd4c7c.xn--zckzah');
    expect(asciiHost('BÜCHER.example')).toBe('xn--bcher-kva.example');
  });

  test('a host the URL parser refuses is kept as it is', () => {
    expect(asciiHost('bad host')).toBe('bad host');
  });

  test('text after the caret is kept, without doubling a space', () => {
    const text = '#ku and more';
    const trigger = detectTrigger(text, 3)!;
    expect(insertSuggestion(text, 3, trigger, { type: 'hashtag', tag: 'kumo' })).toEqual({
      text: '#kumo and more',
      caret: 5,
    });
    expect(insertSuggestion('#kux', 3, trigger, { type: 'hashtag', tag: 'kumo' }).text).toBe('#kumo x');
  });

  test('an emoji replaces the :query with its character or :name:', () => {
    const trigger = at('yay :par')!;
    expect(insertSuggestion('yay :par', 8, trigger, { type: 'emoji', value: ':party:' }).text).toBe(
      'yay :party:',
    );
    expect(insertSuggestion('yay :par', 8, trigger, { type: 'emoji', value: '🎉' })).toEqual({
      text: 'yay 🎉',
      caret: 6,
    });
  });

  test('an MFM function becomes $[name ] with the caret before the bracket', () => {
    const trigger = at('$[sp')!;
    expect(insertSuggestion('$[sp', 4, trigger, { type: 'mfmTag', name: 'spin' })).toEqual({
      text: '$[spin ]',
      caret: 7,
    });
  });
});
