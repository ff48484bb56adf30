import type { Theme } from '../types.ts';

export const lSushi: Theme = {
  id: '213273e5-7d20-d5f0-6e36-1b6a4f67115c',
  name: 'Kumo Sushi',
  author: 'Kumo',
  desc: 'Salmon, rice, nori and wasabi.',
  base: 'light',
  props: {
    $salmon: '#e8603c',
    $rice: '#f6f2e9',
    $nori: '#2b2d28',
    $wasabi: '#7a9a3a',
    accent: '$salmon',
    bg: '$rice',
    fg: '$nori',
    panel: ':lighten<3<$rice',
    navBg: '@panel',
    link: ':darken<6<$salmon',
    hashtag: '$wasabi',
    renote: '$wasabi',
  },
};
