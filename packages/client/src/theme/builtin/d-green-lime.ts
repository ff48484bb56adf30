import type { Theme } from '../types.ts';

export const dGreenLime: Theme = {
  id: '02816013-8107-440f-877e-865083ffe194',
  name: 'Kumo Green Lime',
  author: 'Kumo',
  desc: 'Dark moss with a lime accent.',
  base: 'dark',
  props: {
    accent: '#a5e22b',
    bg: '#161a13',
    fg: '#dfe6d2',
    panel: '#1f241b',
    navBg: ':darken<2<@panel',
    fgOnAccent: '#1a2308',
    link: '#b8ec4f',
    hashtag: ':hue<-30<@accent',
    renote: '#6fd18e',
  },
};
