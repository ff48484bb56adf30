import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { renderWithSettings } from '../../../../test-support/settings-test-host.tsx';
import { loadUnicodeEmojis } from '../../../emoji/unicode-emoji.ts';
import { t } from '../../../i18n/index.ts';
import { settingsGroups } from '../settings-sections.tsx';
import { SETTINGS_SEARCH_INDEX } from './settings-search-index.ts';

/** The pages the index leads into, drawn as the router draws them. */
const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  general: () => import('../general/GeneralSettingsPage.tsx'),
  theme: () => import('../theme/ThemeSettingsPage.tsx'),
  reaction: () => import('../reaction/ReactionSettingsPage.tsx'),
  deck: () => import('../deck/DeckSettingsPage.tsx'),
  other: () => import('../other/OtherSettingsPage.tsx'),
};

beforeAll(async () => {
  await loadUnicodeEmojis();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const anchored = SETTINGS_SEARCH_INDEX.filter((e) => e.anchor);
const pagesWithAnchors = [...new Set(anchored.map((e) => e.page))];

test('every indexed setting is on a page this test draws', () => {
  expect(pagesWithAnchors.filter((p) => !PAGES[p])).toEqual([]);
});

test('every page of the index is a page of the grouped list', () => {
  const listed = new Set(settingsGroups().flatMap((g) => g.items.map((i) => i.path)));
  expect(SETTINGS_SEARCH_INDEX.filter((e) => !listed.has(e.page))).toEqual([]);
});

test.each(pagesWithAnchors)(
  'each setting indexed on %s is there, under the label the index gives it',
  async (page) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = /\/api\/(i|meta)$/.test(String(url)) ? { id: 'u1', username: 'alice' } : [];
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const { default: Page } = await PAGES[page]!();
    renderWithSettings(<Page />, { signedIn: true });
    await screen.findAllByRole('heading');
    for (const entry of anchored.filter((e) => e.page === page)) {
      await waitFor(() => expect(document.getElementById(entry.anchor!), entry.anchor).not.toBeNull());
      expect(document.getElementById(entry.anchor!)!.textContent).toContain(t(entry.label));
    }
  },
);
