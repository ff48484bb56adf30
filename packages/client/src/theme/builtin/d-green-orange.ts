import type { Theme } from '../types.ts';

export const dGreenOrange: Theme = {
  id: 'dc489603-27b5-424a-9b25-1ff6aec9824a',
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
