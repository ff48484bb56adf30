import type { Theme } from '../types.ts';

export const dDark: Theme = {
  id: 'f954e0ee-d40f-4acc-829b-55742c598cbc',
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
