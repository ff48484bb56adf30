import type { Theme } from '../types.ts';

export const lU0: Theme = {
  id: 'e2c940b5-6e9a-4c03-b738-261c720c426d',
  name: 'Kumo U0 Light',
  author: 'Kumo',
  desc: 'Quiet lavender greys.',
  base: 'light',
  props: {
    accent: '#7a5cd6',
    bg: '#ecebf3',
    fg: '#2d2a3a',
    panel: '#f8f7fc',
    navBg: ':darken<2<@panel',
    link: '#6a4fc4',
    hashtag: '#4f7fc4',
    renote: '#4f9e7a',
    fgTransparentWeak: ':alpha<0.6<@fg',
  },
};
