import type { Theme } from '../types.ts';

export const dCherry: Theme = {
  id: '679b3b87-a4e9-4789-8696-b56c15cc33b0',
  name: 'Kumo Cherry Dark',
  author: 'Kumo',
  desc: 'Blossoms under lanterns.',
  base: 'dark',
  props: {
    accent: '#f2708f',
    bg: '#1c1317',
    fg: '#f0dbe2',
    panel: '#261a20',
    navBg: ':darken<2<@panel',
    link: '#f59ab0',
    hashtag: '#e08ac0',
    renote: '#8fcf8f',
    divider: ':alpha<0.1<@accent',
  },
};
