import type { Theme } from '../types.ts';

export const dFuture: Theme = {
  id: '32a637ef-b47a-4775-bb7b-bacbb823f865',
  name: 'Kumo Future',
  author: 'Kumo',
  desc: 'Neon teal on black glass.',
  base: 'dark',
  props: {
    accent: '#2ee6c8',
    bg: '#0b0f14',
    fg: '#d2f1ee',
    panel: '#121a22',
    navBg: ':darken<2<@panel',
    fgOnAccent: '#06201c',
    link: '#5cc8ff',
    hashtag: '#ff5cc8',
    renote: '#7cf07c',
    divider: ':alpha<0.12<@accent',
  },
};
