import type { Theme } from '../types.ts';
import { misskeyLightProps } from './misskey-bases.ts';

export const lCherry: Theme = {
  id: 'ac168876-f737-4074-a3fc-a370c732ef48',
  name: 'Kumo Cherry',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Cherry Light" colours.',
  base: 'light',
  props: {
    ...misskeyLightProps,
    accent: 'rgb(219, 96, 114)',
    bg: 'rgb(254, 248, 249)',
    fg: 'rgb(152, 13, 26)',
    fgOnWhite: '@accent',
    panel: 'rgb(255, 255, 255)',
    renote: '@accent',
    link: 'rgb(156, 187, 5)',
    mention: '@accent',
    hashtag: '@accent',
    divider: 'rgba(134, 51, 51, 0.1)',
    inputBorderHover: 'rgb(238, 221, 222)',
  },
};
