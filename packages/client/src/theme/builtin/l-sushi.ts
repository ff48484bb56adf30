import type { Theme } from '../types.ts';
import { misskeyLightProps } from './misskey-bases.ts';

export const lSushi: Theme = {
  id: '213273e5-7d20-d5f0-6e36-1b6a4f67115c',
  name: 'Kumo Sushi',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Sushi Light" colours.',
  base: 'light',
  props: {
    ...misskeyLightProps,
    accent: '#e36749',
    bg: '#f0eee9',
    fg: '#5f5f5f',
    fgOnWhite: '@accent',
    renote: '@accent',
    link: '@accent',
    mention: '@accent',
    hashtag: '#229e82',
  },
};
