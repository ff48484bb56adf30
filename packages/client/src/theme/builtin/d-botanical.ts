import type { Theme } from '../types.ts';

export const dBotanical: Theme = {
  id: '504debaf-4912-6a4c-5059-1db08a76b737',
  name: 'Kumo Botanical Dark',
  author: 'Kumo',
  desc: 'A greenhouse at night.',
  base: 'dark',
  props: {
    accent: '#6fcf8f',
    bg: '#141b16',
    fg: '#d5e3d7',
    panel: '#1c251e',
    navBg: ':darken<2<@panel',
    fgOnAccent: '#0f2416',
    link: '#8fd3a6',
    hashtag: '#c3d36a',
    renote: '@accent',
  },
};
