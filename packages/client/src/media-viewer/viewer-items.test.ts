import { expect, test, vi } from 'vitest';
import { FALLBACK_SIZE, sizeOf } from './viewer-items.ts';

test('a picture with a known size is not measured', async () => {
  const measure = vi.fn();
  expect(await sizeOf({ src: 'a', width: 800, height: 600, alt: null }, measure)).toEqual({
    width: 800,
    height: 600,
  });
  expect(measure).not.toHaveBeenCalled();
});

test('a picture of unknown size is measured from its thumbnail', async () => {
  const measure = vi.fn(() => Promise.resolve({ width: 300, height: 200 }));
  expect(await sizeOf({ src: 'full', thumbnail: 'thumb', alt: null }, measure)).toEqual({
    width: 300,
    height: 200,
  });
  expect(measure).toHaveBeenCalledWith('thumb');
});

test('a picture that cannot be measured gets the fallback size, and the failure is only logged', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(await sizeOf({ src: 'x', alt: null }, () => Promise.reject(new Error('decode')))).toEqual(
    FALLBACK_SIZE,
  );
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
