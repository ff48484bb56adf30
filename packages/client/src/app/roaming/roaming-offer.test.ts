import { describe, expect, test } from 'vitest';
import type { Theme } from '@/theme/index.ts';
import { offerItems, takeOver, type KumoSettings } from './roaming-offer.ts';
import type { WebClientSettings } from './web-client-settings.ts';

const theme = (id: string, accent = '#e36749'): Theme => ({
  id,
  name: id,
  author: '@a',
  base: 'light',
  props: { accent },
});

const kumo: KumoSettings = {
  lightTheme: theme('mine'),
  darkTheme: null,
  reactions: ['👍', '❤'],
  mutedEmojis: [':kumo:'],
  installed: [theme('mine')],
};

const found: WebClientSettings = {
  lightTheme: theme('sunny'),
  darkTheme: null,
  themes: [theme('sunny'), theme('mine'), theme('extra')],
  reactions: ['🎉', ':kumo:'],
  mutedEmojis: [':kumo:', '🍮'],
};

describe('the offer', () => {
  test('offers only what differs from Kumo', () => {
    expect(offerItems(found, kumo)).toEqual(['lightTheme', 'themes', 'reactions', 'mutedEmojis']);
    const same: WebClientSettings = {
      lightTheme: theme('mine'),
      darkTheme: null,
      themes: [theme('mine')],
      reactions: ['👍', '❤'],
      mutedEmojis: [':kumo@.:'],
    };
    expect(offerItems(same, kumo)).toEqual([]);
  });

  test('a changed version of an installed theme is offered again', () => {
    const changed = { ...found, lightTheme: theme('mine', '#000000'), themes: [theme('mine', '#000000')] };
    expect(offerItems(changed, kumo)).toContain('lightTheme');
  });

  test('taking over sets the ticked settings, installs what is missing and adds mutes', () => {
    const { settings, install } = takeOver(found, kumo, ['lightTheme', 'mutedEmojis']);
    expect(settings).toEqual({ lightTheme: found.lightTheme, mutedEmojis: [':kumo:', '🍮'] });
    expect(install.map((t) => t.id)).toEqual(['sunny']);
    const all = takeOver(found, kumo, ['themes', 'reactions']);
    expect(all.settings).toEqual({ reactions: ['🎉', ':kumo:'] });
    expect(all.install.map((t) => t.id)).toEqual(['sunny', 'extra']);
  });
});
