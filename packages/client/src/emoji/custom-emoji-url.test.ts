import { describe, expect, test } from 'vitest';
import { customEmojiPath, safeImageSrc } from './custom-emoji-url.ts';

describe('custom emoji addresses', () => {
  test('a local custom emoji is served from /emoji/{name}.webp', () => {
    expect(customEmojiPath('blobcat')).toBe('/emoji/blobcat.webp');
  });

  test('a remote custom emoji keeps its @host', () => {
    expect(customEmojiPath('blobcat@remote.example')).toBe('/emoji/blobcat@remote.example.webp');
  });

  test('http(s) and same-origin paths are accepted as image sources', () => {
    expect(safeImageSrc('https://cdn.example/e.png')).toBe('https://cdn.example/e.png');
    expect(safeImageSrc('/proxy/e.webp?url=x')).toBe('/proxy/e.webp?url=x');
  });

  test('javascript:, data: and protocol-relative image sources are refused', () => {
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageSrc('//evil.example/e.png')).toBeNull();
  });

  test('paths a browser would read as another host are refused', () => {
    expect(safeImageSrc('/\\evil.example/e.png')).toBeNull();
    expect(safeImageSrc('/\tevil.example/e.png')).toBe('/evil.example/e.png');
    expect(safeImageSrc('/\t/evil.example/e.png')).toBeNull();
    expect(safeImageSrc('/\n/evil.example/e.png')).toBeNull();
  });
});
