import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupUiTestHost } from '../../test-support/ui-test-host.tsx';
import { driveFile, renderWithMediaSettings } from '../../test-support/media-test-host.tsx';
import { MediaList } from './MediaList.tsx';

const viewer = vi.hoisted(() => ({ openMediaViewer: vi.fn() }));
vi.mock('../media-viewer/index.ts', () => viewer);

beforeAll(() => {
  // jsdom has no canvas; the blurhash is drawn nowhere
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});
beforeEach(() => viewer.openMediaViewer.mockReset());

describe('sensitive media', () => {
  setupUiTestHost();

  test('is hidden until clicked, and its menu hides it again', async () => {
    const file = driveFile({ isSensitive: true, comment: 'A red curry' });
    const { container } = renderWithMediaSettings(<MediaList files={[file]} />);
    expect(screen.queryByRole('img', { name: 'A red curry' })).toBeNull();
    const cover = screen.getByRole('button', { name: /Sensitive content/ });
    fireEvent.click(cover);
    expect(screen.getByRole('img', { name: 'A red curry' })).toBeTruthy();
    expect(within(container as HTMLElement).getByText('NSFW')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Media menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'A red curry' })).toBeNull());
    expect(screen.getByRole('button', { name: /Sensitive content/ })).toBeTruthy();
  });

  test('is shown at once when the setting is ignore', () => {
    const file = driveFile({ isSensitive: true, comment: 'A red curry' });
    renderWithMediaSettings(<MediaList files={[file]} />, { nsfw: 'ignore' });
    expect(screen.getByRole('img', { name: 'A red curry' })).toBeTruthy();
  });

  test('with force, every file waits behind a cover', () => {
    renderWithMediaSettings(<MediaList files={[driveFile({ comment: 'Flowers' })]} />, { nsfw: 'force' });
    expect(screen.queryByRole('img', { name: 'Flowers' })).toBeNull();
    expect(screen.getByRole('button', { name: /Click to show/ })).toBeTruthy();
  });

  test('in data saver mode nothing is loaded until clicked, and the size is told', () => {
    const { container } = renderWithMediaSettings(
      <MediaList files={[driveFile({ size: 2 * 1024 * 1024 })]} />,
      {
        enableDataSaverMode: true,
      },
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: /2 MB/ })).toBeTruthy();
  });
});

describe('gallery', () => {
  test('three files take the three-item layout', () => {
    const { container } = renderWithMediaSettings(
      <MediaList files={[driveFile(), driveFile(), driveFile()]} />,
    );
    expect(container.querySelector('.kumo-media-grid')?.getAttribute('data-layout')).toBe('3');
  });

  test('GIF and ALT badges mark animated and described images', () => {
    renderWithMediaSettings(<MediaList files={[driveFile({ type: 'image/gif', comment: 'dancing' })]} />);
    expect(screen.getByText('GIF')).toBeTruthy();
    expect(screen.getByText('ALT')).toBeTruthy();
  });

  test('clicking an image opens the viewer on it, with every image of the note', async () => {
    const files = [driveFile({ comment: 'one' }), driveFile({ comment: 'two' })];
    renderWithMediaSettings(<MediaList files={files} />);
    fireEvent.click(screen.getByRole('img', { name: 'two' }));
    await waitFor(() =>
      expect(viewer.openMediaViewer).toHaveBeenCalledWith(
        [
          expect.objectContaining({ src: files[0]!.url, alt: 'one' }),
          expect.objectContaining({ alt: 'two' }),
        ],
        1,
      ),
    );
  });

  test('with imageNewTab the image opens as a link in a new tab instead', async () => {
    renderWithMediaSettings(<MediaList files={[driveFile({ comment: 'one' })]} />, { imageNewTab: true });
    const link = screen.getByRole('link', { name: 'one' });
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    await new Promise((r) => setTimeout(r, 50));
    expect(viewer.openMediaViewer).not.toHaveBeenCalled();
  });

  test('images are shown from the thumbnail, or the original with loadRawImages', () => {
    const file = driveFile({ comment: 'one' });
    const { unmount } = renderWithMediaSettings(<MediaList files={[file]} />);
    expect(screen.getByRole('img', { name: 'one' }).getAttribute('src')).toBe(file.thumbnailUrl);
    unmount();
    renderWithMediaSettings(<MediaList files={[file]} />, { loadRawImages: true });
    expect(screen.getByRole('img', { name: 'one' }).getAttribute('src')).toBe(file.url);
  });

  test('other files are download links with their name and size', () => {
    renderWithMediaSettings(
      <MediaList files={[driveFile({ name: 'report.pdf', type: 'application/pdf', size: 1536 })]} />,
    );
    const link = screen.getByRole('link', { name: /report\.pdf/ });
    expect(link.getAttribute('download')).toBe('report.pdf');
    expect(link.textContent).toContain('1.5 KB');
  });

  test('audio gets a player at the media volume', () => {
    const { container } = renderWithMediaSettings(
      <MediaList files={[driveFile({ name: 'song.mp3', type: 'audio/mpeg' })]} />,
    );
    const audio = container.querySelector('audio')!;
    expect(audio.controls).toBe(true);
    expect(audio.volume).toBe(0.5);
  });
});
