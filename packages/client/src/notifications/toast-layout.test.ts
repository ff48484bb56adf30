import { expect, test } from 'vitest';
import { toastLayout } from './toast-layout.ts';

test('the default, bottom right stacked horizontally, grows leftwards from the corner', () => {
  expect(toastLayout('rightBottom', 'horizontal')).toEqual({
    vertical: 'bottom',
    horizontal: 'right',
    direction: 'row-reverse',
  });
});

test('a vertical stack at the top grows downwards, at the bottom upwards', () => {
  expect(toastLayout('leftTop', 'vertical').direction).toBe('column');
  expect(toastLayout('rightBottom', 'vertical').direction).toBe('column-reverse');
});

test('a horizontal stack on the left grows to the right', () => {
  expect(toastLayout('leftBottom', 'horizontal')).toEqual({
    vertical: 'bottom',
    horizontal: 'left',
    direction: 'row',
  });
});

test('each of the four positions names its own corner', () => {
  expect(toastLayout('leftTop', 'vertical')).toMatchObject({ vertical: 'top', horizontal: 'left' });
  expect(toastLayout('rightTop', 'vertical')).toMatchObject({ vertical: 'top', horizontal: 'right' });
  expect(toastLayout('leftBottom', 'vertical')).toMatchObject({ vertical: 'bottom', horizontal: 'left' });
  expect(toastLayout('rightBottom', 'vertical')).toMatchObject({ vertical: 'bottom', horizontal: 'right' });
});

test('on a narrow screen the stack is vertical whatever the setting', () => {
  expect(toastLayout('rightBottom', 'horizontal', true).direction).toBe('column-reverse');
  expect(toastLayout('leftTop', 'horizontal', true).direction).toBe('column');
});
