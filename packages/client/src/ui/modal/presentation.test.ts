import { describe, expect, test } from 'vitest';
import { choosePresentation, drawerMaxHeight } from './presentation.ts';

describe('choosePresentation (auto mode)', () => {
  test('a smartphone gets a drawer, with or without an anchor', () => {
    expect(choosePresentation({ deviceKind: 'smartphone', hasAnchor: true })).toBe('drawer');
    expect(choosePresentation({ deviceKind: 'smartphone', hasAnchor: false })).toBe('drawer');
  });
  test('elsewhere a modal with an anchor is a popup', () => {
    expect(choosePresentation({ deviceKind: 'desktop', hasAnchor: true })).toBe('popup');
    expect(choosePresentation({ deviceKind: 'tablet', hasAnchor: true })).toBe('popup');
  });
  test('elsewhere a modal without an anchor is a dialog', () => {
    expect(choosePresentation({ deviceKind: 'desktop', hasAnchor: false })).toBe('dialog');
    expect(choosePresentation({ deviceKind: 'tablet', hasAnchor: false, preferred: 'auto' })).toBe('dialog');
  });
  test('with drawers disabled a smartphone gets a popup or a dialog', () => {
    expect(choosePresentation({ deviceKind: 'smartphone', hasAnchor: true, drawerDisabled: true })).toBe(
      'popup',
    );
    expect(choosePresentation({ deviceKind: 'smartphone', hasAnchor: false, drawerDisabled: true })).toBe(
      'dialog',
    );
  });
});

describe('choosePresentation (preferred kind)', () => {
  test('a preferred kind wins over the device', () => {
    expect(choosePresentation({ deviceKind: 'smartphone', hasAnchor: true, preferred: 'dialog' })).toBe(
      'dialog',
    );
    expect(choosePresentation({ deviceKind: 'desktop', hasAnchor: false, preferred: 'drawer' })).toBe(
      'drawer',
    );
  });
  test('a popup without an anchor falls back to a dialog', () => {
    expect(choosePresentation({ deviceKind: 'desktop', hasAnchor: false, preferred: 'popup' })).toBe(
      'dialog',
    );
  });
});

test('a drawer is the window height divided by 1.5', () => {
  expect(drawerMaxHeight(900)).toBe(600);
  expect(drawerMaxHeight(600)).toBe(400);
});
