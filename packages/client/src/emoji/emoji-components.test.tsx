import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SettingsProvider, SettingsStore, type Settings } from '../store/index.ts';
import { CustomEmoji } from './CustomEmoji.tsx';
import { UnicodeEmoji } from './UnicodeEmoji.tsx';

function withStyle(emojiStyle: Settings['emojiStyle'], ui: React.ReactNode) {
  localStorage.clear();
  const store = new SettingsStore({
    storage: localStorage,
    accountId: null,
    env: { prefersReducedMotion: false, isMobile: false },
  });
  store.set('emojiStyle', emojiStyle);
  return render(
    <SettingsProvider store={store} token={null}>
      {ui}
    </SettingsProvider>,
  );
}

describe('UnicodeEmoji', () => {
  test('with the twemoji style the emoji is a Twemoji image with the character as alt text', () => {
    withStyle('twemoji', <UnicodeEmoji char="👍🏽" />);
    const img = screen.getByRole('img', { name: '👍🏽' });
    expect(img.getAttribute('src')).toBe('/twemoji/1f44d-1f3fd.svg');
    expect(img.className).toBe('kumo-emoji');
    expect(img.getAttribute('draggable')).toBe('false');
  });

  test('with the native style the character itself is shown', () => {
    const { container } = withStyle('native', <UnicodeEmoji char="😀" />);
    expect(container.textContent).toBe('😀');
    expect(container.querySelector('img')).toBeNull();
  });

  test("the fluentEmoji style draws Fluent Emoji images from the server's /fluent-emoji/, as Misskey does", () => {
    withStyle('fluentEmoji', <UnicodeEmoji char="😀" />);
    expect(screen.getByRole('img', { name: '😀' }).getAttribute('src')).toBe('/fluent-emoji/1f600.png');
  });

  test('with the fluentEmoji style a flag is drawn with Twemoji, and a missing image gives way to the character', () => {
    const { container } = withStyle(
      'fluentEmoji',
      <>
        <UnicodeEmoji char="🇯🇵" />
        <UnicodeEmoji char="❤️" />
      </>,
    );
    const [flag, heart] = screen.getAllByRole('img');
    expect(flag!.getAttribute('src')).toBe('/twemoji/1f1ef-1f1f5.svg');
    expect(heart!.getAttribute('src')).toBe('/fluent-emoji/2764.png');
    fireEvent.error(heart!);
    expect(container.textContent).toBe('❤️');
  });

  test('a Twemoji image that fails to load is replaced by the character', () => {
    const { container } = withStyle('twemoji', <UnicodeEmoji char="😀" />);
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('😀');
  });
});

describe('CustomEmoji', () => {
  test('shows the image with :name: as alt and title', () => {
    render(<CustomEmoji name="blobcat" />);
    const img = screen.getByRole('img', { name: ':blobcat:' });
    expect(img.getAttribute('src')).toBe('/emoji/blobcat.webp');
    expect(img.getAttribute('title')).toBe(':blobcat:');
  });

  test('uses the given address when there is one', () => {
    render(<CustomEmoji name="party" url="https://remote.example/party.png" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://remote.example/party.png');
  });

  test('an image that cannot load, or an unsafe address, shows :name: as text', () => {
    const { container, rerender } = render(<CustomEmoji name="gone" />);
    fireEvent.error(screen.getByRole('img'));
    expect(container.textContent).toBe(':gone:');
    rerender(<CustomEmoji name="bad" url="javascript:alert(1)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(':bad:');
  });
});
