import type { Theme } from '../types.ts';
import { misskeyLightProps } from './misskey-bases.ts';

export const lCoffee: Theme = {
  id: '6ed80faa-74f0-42c2-98e4-a64d9e138eab',
  name: 'Kumo Coffee',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Coffee Light" colours.',
  base: 'light',
  props: {
    ...misskeyLightProps,
    accent: '#9f8989',
    bg: '#f5f3f3',
    fg: '#7f6666',
    fgOnWhite: '@accent',
    panel: '#fff',
    divider: 'rgba(87, 68, 68, 0.1)',
    renote: 'rgb(160, 172, 125)',
    link: 'rgb(137, 151, 159)',
    mention: '@accent',
    mentionMe: 'rgb(170, 149, 98)',
    hashtag: '@accent',
    error: '#db9184',
    warn: '#dbc184',
    success: '#a3c975',
  },
};
