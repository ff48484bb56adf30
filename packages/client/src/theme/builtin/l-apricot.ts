import type { Theme } from '../types.ts';
import { misskeyLightProps } from './misskey-bases.ts';

export const lApricot: Theme = {
  id: '0ff48d43-aab3-46e7-ab12-8492110d2e2b',
  name: 'Kumo Apricot',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Apricot Light" colours.',
  base: 'light',
  props: {
    ...misskeyLightProps,
    accent: 'rgb(234, 154, 82)',
    bg: '#e6e5e2',
    fg: 'rgb(149, 143, 139)',
    fgOnWhite: '@accent',
    panel: '#EEECE8',
    renote: '@accent',
    link: '@accent',
    mention: '@accent',
    hashtag: '@accent',
    inputBorder: 'rgba(0, 0, 0, 0.1)',
    inputBorderHover: 'rgba(0, 0, 0, 0.2)',
    infoBg: 'rgb(226, 235, 241)',
  },
};
