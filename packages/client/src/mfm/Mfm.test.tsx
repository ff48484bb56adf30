import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderMfm } from '../../test-support/mfm-test-host.tsx';

const html = (text: string, props = {}) => renderMfm({ text, ...props }).container;

describe('MFM text styles', () => {
  test('bold text is shown in <b>', () => {
    expect(html('**strong**').querySelector('b')?.textContent).toBe('strong');
  });

  test('italic, strike and small text get their elements', () => {
    const c = html('<i>it</i> ~~gone~~ <small>tiny</small>');
    expect(c.querySelector('i')?.textContent).toBe('it');
    expect(c.querySelector('del')?.textContent).toBe('gone');
    expect(c.querySelector('small')?.textContent).toBe('tiny');
  });

  test('line breaks are kept as <br>', () => {
    const c = html('one\ntwo\r\nthree');
    expect(c.querySelectorAll('br')).toHaveLength(2);
    expect(c.textContent).toBe('onetwothree');
  });

  test('in plain mode line breaks become spaces, markup stays text and emoji are still drawn', () => {
    const c = html('one\n**two** :smile:', { plain: true });
    expect(c.querySelector('br')).toBeNull();
    expect(c.querySelector('b')).toBeNull();
    expect(c.textContent).toBe('one **two** ');
    expect(c.querySelector('img')?.getAttribute('alt')).toBe(':smile:');
  });

  test('<plain> keeps MFM syntax as text', () => {
    const c = html('<plain>**not bold** @nobody #nothing</plain>');
    expect(c.querySelector('b')).toBeNull();
    expect(c.querySelector('a')).toBeNull();
    expect(c.textContent).toBe('**not bold** @nobody #nothing');
  });

  test('inline code is shown as code, not parsed', () => {
    const code = html('`**x** <b>`').querySelector('code');
    expect(code?.textContent).toBe('**x** <b>');
    expect(code?.querySelector('b')).toBeNull();
  });

  test('a quote is a blockquote', () => {
    expect(html('> quoted words').querySelector('blockquote')?.textContent).toBe('quoted words');
  });

  test('a centred block is centred', () => {
    const div = html('<center>middle</center>').querySelector('.kumo-mfm-center');
    expect(div?.tagName).toBe('DIV');
    expect(div?.textContent).toBe('middle');
  });

  test('empty text renders nothing', () => {
    expect(html('').innerHTML).toBe('');
  });

  test('nowrap keeps the text on one line', () => {
    expect(html('a', { nowrap: true }).querySelector('.kumo-mfm-nowrap')).not.toBeNull();
  });
});

describe('MFM mentions and hashtags', () => {
  test('a local mention links to /@username and shows no host', () => {
    renderMfm({ text: 'hi @alice' });
    const link = screen.getByRole('link', { name: '@alice' });
    expect(link.getAttribute('href')).toBe('/@alice');
  });

  test('a mention of a user on another server shows and links with the host', () => {
    renderMfm({ text: '@bob@remote.example' });
    const link = screen.getByRole('link', { name: '@bob@remote.example' });
    expect(link.getAttribute('href')).toBe('/@bob@remote.example');
  });

  test('a mention written with this server as host is shown without host', () => {
    renderMfm({ text: '@carol@kumo.test' });
    expect(screen.getByRole('link', { name: '@carol' }).getAttribute('href')).toBe('/@carol');
  });

  test("a bare mention in a remote author's note means a user of the author's server", () => {
    renderMfm({ text: '@dave', author: { host: 'far.example' } });
    expect(screen.getByRole('link', { name: '@dave@far.example' }).getAttribute('href')).toBe(
      '/@dave@far.example',
    );
  });

  test('a hashtag links to /tags/{tag}', () => {
    renderMfm({ text: '#misskey' });
    expect(screen.getByRole('link', { name: '#misskey' }).getAttribute('href')).toBe('/tags/misskey');
  });

  test('a hashtag in profile text links to /user-tags/{tag}', () => {
    renderMfm({ text: '#cats', isNote: false });
    expect(screen.getByRole('link', { name: '#cats' }).getAttribute('href')).toBe('/user-tags/cats');
    renderMfm({ text: '#dogs', hashtagBase: '/user-tags' });
    expect(screen.getByRole('link', { name: '#dogs' }).getAttribute('href')).toBe('/user-tags/dogs');
  });

  test('hashtag link targets are encoded', () => {
    renderMfm({ text: '#日本語' });
    expect(screen.getByRole('link', { name: '#日本語' }).getAttribute('href')).toBe(
      `/tags/${encodeURIComponent('日本語')}`,
    );
  });
});

describe('MFM links', () => {
  test('a bare https URL is an external link opening in a new tab without opener', () => {
    renderMfm({ text: 'go https://example.com/page' });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com/page');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow noopener');
    expect(link.textContent).toBe('https://example.com/page');
  });

  test('a labelled link shows its label and links to its URL', () => {
    renderMfm({ text: '[the docs](https://misskey-hub.net/)' });
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link.getAttribute('href')).toBe('https://misskey-hub.net/');
    expect(link.querySelector('.kumo-mfm-external')).not.toBeNull();
  });

  test('a silent link shows no external marker', () => {
    renderMfm({ text: '?[quiet](https://example.com/)' });
    const link = screen.getByRole('link', { name: 'quiet' });
    expect(link.getAttribute('href')).toBe('https://example.com/');
    expect(link.querySelector('.kumo-mfm-external')).toBeNull();
  });

  test('a link to this origin navigates inside the app', () => {
    renderMfm({ text: `${window.location.origin}/notes/abc` });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/notes/abc');
    expect(link.getAttribute('target')).toBeNull();
  });
});

describe('MFM emoji', () => {
  test('a Unicode emoji is a Twemoji image by default', () => {
    renderMfm({ text: 'yay 🎉' });
    expect(screen.getByRole('img', { name: '🎉' }).getAttribute('src')).toBe('/twemoji/1f389.svg');
  });

  test('with the native emoji style the character is kept', () => {
    const c = renderMfm({ text: 'yay 🎉' }, { emojiStyle: 'native' }).container;
    expect(c.querySelector('img')).toBeNull();
    expect(c.textContent).toBe('yay 🎉');
  });

  test("a local author's custom emoji comes from /emoji/{name}.webp", () => {
    renderMfm({ text: ':blobcat:' });
    const img = screen.getByRole('img', { name: ':blobcat:' });
    expect(img.getAttribute('src')).toBe('/emoji/blobcat.webp');
    expect(img.getAttribute('title')).toBe(':blobcat:');
  });

  test("a custom emoji uses the note's emoji map when it has the name", () => {
    renderMfm({
      text: ':party:',
      author: { host: 'remote.example' },
      emojiUrls: { party: 'https://remote.example/files/party.png' },
    });
    expect(screen.getByRole('img', { name: ':party:' }).getAttribute('src')).toBe(
      'https://remote.example/files/party.png',
    );
  });

  test("a remote author's emoji missing from the map stays as :name: text", () => {
    const c = renderMfm({ text: ':unknown:', author: { host: 'remote.example' }, emojiUrls: {} }).container;
    expect(c.querySelector('img')).toBeNull();
    expect(c.textContent).toBe(':unknown:');
  });
});

describe('MFM search', () => {
  test('a search line shows a search box holding the query', () => {
    renderMfm({ text: 'misskey Search' });
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveProperty('value', 'misskey');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  test('searching opens the in-app search page', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderMfm({ text: 'cat pictures 検索' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(window.location.pathname).toBe('/secure/search');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('cat pictures');
    window.history.replaceState(null, '', '/');
  });

  test('Enter in the search box searches too, and the box is no <form>', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const c = renderMfm({ text: 'dogs 検索' }).container;
    expect(c.querySelector('form')).toBeNull();
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search words' }), { key: 'Enter' });
    expect(window.location.pathname).toBe('/secure/search');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('dogs');
    window.history.replaceState(null, '', '/');
  });
});

describe('cat speech', () => {
  test("a cat's text is nyaized", () => {
    const c = renderMfm({ text: 'なにか', nyaize: 'respect', author: { host: null, isCat: true } }).container;
    expect(c.textContent).toBe('にゃにか');
  });

  test('no nyaize for authors who are not cats', () => {
    const c = renderMfm({
      text: 'なにか',
      nyaize: 'respect',
      author: { host: null, isCat: false },
    }).container;
    expect(c.textContent).toBe('なにか');
  });

  test('code, mentions, links and URLs keep their exact text', () => {
    const c = renderMfm({
      text: 'な `なな` @nana [なな](https://na.example) https://na.example/na',
      nyaize: true,
    }).container;
    expect(c.querySelector('code')?.textContent).toBe('なな');
    expect(c.querySelector('.kumo-mfm-mention')?.textContent).toBe('@nana');
    expect(c.querySelector('.kumo-mfm-link')?.textContent).toBe('なな');
    expect(c.querySelector('.kumo-mfm-url')?.textContent).toBe('https://na.example/na');
    expect(c.textContent?.startsWith('にゃ ')).toBe(true);
  });
});
