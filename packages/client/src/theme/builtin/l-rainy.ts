import type { Theme } from '../types.ts';

export const lRainy: Theme = {
  id: 'a58a0abb-ff8c-476a-8dec-0ad7837e7e96',
  name: 'Kumo Rainy',
  author: 'Kumo',
  desc: 'Grey skies and wet slate.',
  base: 'light',
  props: {
    accent: '#5d8aa8',
    bg: '#e3e8ed',
    fg: '#3b4650',
    panel: '#f0f3f6',
    navBg: ':darken<2<@bg',
    link: '#4a7898',
    hashtag: '#5f8f8a',
    renote: '#5f9474',
    divider: ':alpha<0.1<@fg',
  },
};
