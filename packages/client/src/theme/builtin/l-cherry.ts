import type { Theme } from '../types.ts';

export const lCherry: Theme = {
  id: 'ac168876-f737-4074-a3fc-a370c732ef48',
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
