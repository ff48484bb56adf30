import type { Theme } from '../types.ts';
import { misskeyLightProps } from './misskey-bases.ts';

export const lRainy: Theme = {
  id: 'a58a0abb-ff8c-476a-8dec-0ad7837e7e96',
  name: 'Kumo Rainy',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Rainy Light" colours.',
  base: 'light',
  props: {
    ...misskeyLightProps,
    accent: '#5db0da',
    bg: 'rgb(246 248 249)',
    fg: '#636b71',
    fgOnWhite: '@accent',
    panel: '#fff',
    divider: 'rgb(230 233 234)',
    panelHeaderDivider: '@divider',
    renote: '@accent',
    link: '@accent',
    mention: '@accent',
    hashtag: '@accent',
  },
};
