import type { Theme } from '../types.ts';

export const lCherry: Theme = {
  id: '60802534-1dd7-4871-8eed-0d76632cf4b5',
  name: 'Kumo Cherry',
  author: 'Kumo',
  desc: 'Cherry blossom pinks.',
  base: 'light',
  props: {
    accent: '#e0607e',
    bg: '#fbeff2',
    fg: '#5b3340',
    panel: '#fff9fa',
    navBg: '@panel',
    link: '#c94f6d',
    hashtag: '#b8648a',
    renote: '#6b9e6b',
    divider: ':alpha<0.1<@accent',
  },
};
