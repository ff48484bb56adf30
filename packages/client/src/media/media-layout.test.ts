import { expect, test } from 'vitest';
import { mediaLayout, naturalAspect, singleImageAspect, singleMediaRatio } from './media-layout.ts';

test('one, two and three files have their own layouts, four and more share the grid', () => {
  expect(mediaLayout(1)).toBe('1');
  expect(mediaLayout(2)).toBe('2');
  expect(mediaLayout(3)).toBe('3');
  expect(mediaLayout(4)).toBe('4+');
  expect(mediaLayout(16)).toBe('4+');
});

test('a lone image is 16:9, 1:1 or 2:3 as the setting says', () => {
  expect(singleImageAspect('16_9')).toBeCloseTo(16 / 9);
  expect(singleImageAspect('1_1')).toBe(1);
  expect(singleImageAspect('2_3')).toBeCloseTo(2 / 3);
});

test("'expand' keeps the image's own proportions", () => {
  expect(singleImageAspect('expand')).toBeNull();
  expect(singleMediaRatio('expand', 800, 600)).toBeCloseTo(4 / 3);
  expect(singleMediaRatio('1_1', 800, 600)).toBe(1);
});

test('under expand, extreme panoramas and towers are kept within 3:1 and 1:2', () => {
  expect(naturalAspect(6000, 500)).toBe(3);
  expect(naturalAspect(300, 3000)).toBe(0.5);
});

test('an image of unknown size is shown at 16:9', () => {
  expect(naturalAspect(undefined, 500)).toBeCloseTo(16 / 9);
  expect(naturalAspect(0, 0)).toBeCloseTo(16 / 9);
});
