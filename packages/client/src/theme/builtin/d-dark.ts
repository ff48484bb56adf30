import type { Theme } from '../types.ts';

export const dDark: Theme = {
  id: '8050783a-7f63-445a-b270-36d0f6ba1677',
  name: 'Kumo Dark',
  author: 'Kumo',
  desc: 'Night-time blue on deep slate.',
  base: 'dark',
  props: {
    accent: '#6d9cf2',
    bg: '#101318',
    fg: '#d8dde6',
    panel: '#191d25',
    navBg: ':darken<2<@panel',
    link: '#7fb0ff',
  },
};
