import type { Theme } from '../types.ts';

export const dAstro: Theme = {
  id: '43a41d45-6941-4f8a-b9b4-610c226843c5',
  name: 'Kumo Astro',
  author: 'Kumo',
  desc: 'Indigo space with starlight.',
  base: 'dark',
  props: {
    accent: '#8f7bff',
    bg: '#0e1022',
    fg: '#d9dbf5',
    panel: '#161933',
    navBg: ':darken<3<@panel',
    link: '#9fb4ff',
    hashtag: '#ffcf6b',
    mention: ':lighten<8<@accent',
    renote: '#6fe0b0',
    buttonGradateB: ':hue<-50<@accent',
  },
};
