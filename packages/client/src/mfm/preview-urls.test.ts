import { parse } from 'mfm-js';
import { describe, expect, test } from 'vitest';
import { extractPreviewUrls } from './preview-urls.ts';

describe('link preview addresses', () => {
  test('bare URLs and links are offered in order, once each', () => {
    const nodes = parse('see https://a.example and [b](https://b.example) and https://a.example');
    expect(extractPreviewUrls(nodes)).toEqual(['https://a.example/', 'https://b.example/']);
  });

  test('silent links are not offered', () => {
    expect(extractPreviewUrls(parse('?[quiet](https://q.example) **https://loud.example**'))).toEqual([
      'https://loud.example/',
    ]);
  });
});
