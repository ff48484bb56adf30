import type { Theme } from '../types.ts';

export const lSushi: Theme = {
  id: '6661f648-38bf-40a1-8ba9-2153bc8e5c1c',
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
