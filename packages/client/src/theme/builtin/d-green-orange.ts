import type { Theme } from '../types.ts';

export const dGreenOrange: Theme = {
  id: '34d4625e-4e83-4331-8679-86032239c1e6',
  name: 'Kumo Green Orange',
  author: 'Kumo',
  desc: 'Forest green with an orange accent.',
  base: 'dark',
  props: {
    accent: '#ff9a3c',
    bg: '#131a16',
    fg: '#dde6df',
    panel: '#1b241f',
    navBg: ':darken<2<@panel',
    fgOnAccent: '#2a1600',
    link: '#6fd18e',
    hashtag: '#e3c35a',
    renote: '#6fd18e',
  },
};
