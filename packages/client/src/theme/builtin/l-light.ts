import type { Theme } from '../types.ts';
import { misskeyLightProps } from './misskey-bases.ts';

export const lLight: Theme = {
  id: '4eea646f-7afa-4645-83e9-83af0333cd37',
  name: 'Kumo Light',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Light" colours.',
  base: 'light',
  props: {
    ...misskeyLightProps,
    bg: '#f9f9f9',
    fg: '#676767',
    fgOnWhite: '@accent',
    divider: '#e8e8e8',
    header: ':alpha<0.7<@panel',
    navBg: '#fff',
    panel: '#fff',
    mentionMe: 'rgb(0, 179, 70)',
  },
};
