import { act, cleanup } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { newSettingsStore, renderWithSettings } from '../../test-support/settings-test-host.tsx';
import { RootEffects } from './RootEffects.tsx';

afterEach(cleanup);

test('the look switches reach the document, where the stylesheets read them', () => {
  const store = newSettingsStore();
  renderWithSettings(<RootEffects />, { store });
  const root = document.documentElement;
  expect(root.hasAttribute('data-square-avatars')).toBe(false);
  expect(root.hasAttribute('data-no-blur')).toBe(false);
  act(() => {
    store.set('squareAvatars', true);
    store.set('largeNoteReactions', true);
    store.set('showNoteActionsOnlyHover', true);
    store.set('useBlurEffect', false);
  });
  for (const flag of ['data-square-avatars', 'data-large-reactions', 'data-actions-on-hover', 'data-no-blur'])
    expect(root.hasAttribute(flag), flag).toBe(true);
});
