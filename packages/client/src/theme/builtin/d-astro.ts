import type { Theme } from '../types.ts';

export const dAstro: Theme = {
  id: '080a01c5-377d-4fbb-88cc-6bb5d04977ea',
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
