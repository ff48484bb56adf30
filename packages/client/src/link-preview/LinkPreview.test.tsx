import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithMediaSettings } from '../../test-support/media-test-host.tsx';
import { LinkPreviews } from './LinkPreviews.tsx';
import { previewCache } from './preview-fetch.ts';

const pages: Record<string, { status: number; body: unknown }> = {};

beforeEach(() => {
  previewCache.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((address: string) => {
      const url = new URL(address, 'https://kumo.test').searchParams.get('url')!;
      const page = pages[url] ?? { status: 422, body: { error: { code: 'URL_PREVIEW_FAILED' } } };
      return Promise.resolve(new Response(JSON.stringify(page.body), { status: page.status }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function page(url: string, fields: Record<string, unknown>) {
  pages[url] = { status: 200, body: { url, title: null, description: null, ...fields } };
}

test('a link that cannot be previewed shows its address and the failure message, without a loader', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { container } = renderWithMediaSettings(<LinkPreviews text="see https://gone.example/page" />);
  expect(screen.getByRole('status').textContent).toContain('Loading preview');
  await screen.findByText('Could not preview');
  expect(screen.getByText('gone.example/page')).toBeTruthy();
  expect(container.querySelector('.kumo-url-preview')?.getAttribute('data-state')).toBe('failed');
  expect(screen.queryByRole('status')).toBeNull();
});

test('a loaded preview shows title, description cut at 85 characters and site name, as text', async () => {
  page('https://site.example/a', {
    title: '<img src=x onerror=alert(1)>Title',
    description: 'd'.repeat(100),
    sitename: 'Site',
    icon: 'javascript:alert(1)',
  });
  const { container } = renderWithMediaSettings(<LinkPreviews text="https://site.example/a" />);
  await screen.findByText('<img src=x onerror=alert(1)>Title');
  expect(screen.getByText(`${'d'.repeat(85)}…`)).toBeTruthy();
  expect(screen.getByText('Site')).toBeTruthy();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('.kumo-url-preview')?.getAttribute('data-state')).toBe('loaded');
});

test('silent links get no preview, and a note shows three at most', () => {
  const { container } = renderWithMediaSettings(
    <LinkPreviews text="?[quiet](https://q.example/) https://a.example/ https://b.example/ https://c.example/ https://d.example/" />,
  );
  const cards = container.querySelectorAll('.kumo-url-preview');
  expect(cards.length).toBe(3);
  expect(container.textContent).not.toContain('q.example');
});

test('the player opens on request with only the permitted features, and closes again', async () => {
  page('https://video.example/v', {
    title: 'A video',
    player: {
      url: 'https://video.example/embed',
      width: 640,
      height: 360,
      allow: ['autoplay', 'camera', 'fullscreen'],
    },
  });
  const { container } = renderWithMediaSettings(<LinkPreviews urls={['https://video.example/v']} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Open the player' }));
  const iframe = container.querySelector('iframe')!;
  expect(iframe.getAttribute('src')).toBe('https://video.example/embed');
  expect(iframe.getAttribute('allow')).toBe('autoplay; fullscreen');
  expect(iframe.getAttribute('sandbox')).toContain('allow-scripts');
  fireEvent.click(screen.getByRole('button', { name: 'Close the player' }));
  expect(container.querySelector('iframe')).toBeNull();
});

test('a player that is not http(s) is not loaded: invalid url is shown', async () => {
  page('https://video.example/bad', { title: 'Bad', player: { url: 'javascript:alert(1)', allow: [] } });
  const { container } = renderWithMediaSettings(<LinkPreviews urls={['https://video.example/bad']} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Open the player' }));
  expect(screen.getByRole('alert').textContent).toBe('Invalid URL');
  expect(container.querySelector('iframe')).toBeNull();
});

test('a post on x.com expands into a sandboxed https embed 150 px high, and closes', async () => {
  page('https://x.com/someone/status/42', { title: 'someone on X' });
  const { container } = renderWithMediaSettings(<LinkPreviews urls={['https://x.com/someone/status/42']} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Show the post' }));
  const iframe = container.querySelector('iframe')!;
  expect(iframe.getAttribute('src')!.startsWith('https://platform.twitter.com/embed/')).toBe(true);
  expect(iframe.style.height).toBe('150px');
  expect(iframe.getAttribute('sandbox')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(container.querySelector('iframe')).toBeNull());
});

test('a sensitive page picture waits behind a cover', async () => {
  page('https://nsfw.example/', {
    title: 'Spicy',
    thumbnail: 'https://nsfw.example/og.png',
    sensitive: true,
  });
  const { container } = renderWithMediaSettings(<LinkPreviews urls={['https://nsfw.example/']} />);
  fireEvent.click(await screen.findByRole('button', { name: /Sensitive content/ }));
  expect(container.querySelector('.kumo-url-preview-thumb img')?.getAttribute('src')).toBe(
    'https://nsfw.example/og.png',
  );
});

test('resting the pointer on a link in a note opens its preview; leaving it closes the preview', async () => {
  page('https://hover.example/story', { title: 'A story worth a look', sitename: 'Hover' });
  const { Mfm, LinkHoverContext } = await import('@/mfm/index.ts');
  const { UrlPreviewAnchor } = await import('./UrlPreviewAnchor.tsx');
  renderWithMediaSettings(
    <LinkHoverContext.Provider value={UrlPreviewAnchor}>
      <Mfm text="read [this](https://hover.example/story)" localHost="kumo.test" />
    </LinkHoverContext.Provider>,
  );
  const link = screen.getByRole('link', { name: 'this' });
  fireEvent.pointerEnter(link, { pointerType: 'mouse' });
  expect(await screen.findByText('A story worth a look', {}, { timeout: 2000 })).toBeTruthy();
  fireEvent.pointerLeave(link, { pointerType: 'mouse' });
  await waitFor(() => expect(screen.queryByText('A story worth a look')).toBeNull());
});
