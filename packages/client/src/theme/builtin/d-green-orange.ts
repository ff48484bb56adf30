import type { Theme } from '../types.ts';
import { misskeyDarkProps } from './misskey-bases.ts';

export const dGreenOrange: Theme = {
  id: 'dc489603-27b5-424a-9b25-1ff6aec9824a',
  name: 'Kumo Green Orange',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Green+Orange Dark" colours.',
  base: 'dark',
  props: {
    ...misskeyDarkProps,
    accent: '#e97f00',
    bg: '#0C1210',
    fg: '#dee7e4',
    fgHighlighted: '#fff',
    fgOnAccent: '#192320',
    fgOnWhite: '@accent',
    divider: '#e7fffb24',
    panel: '#192320',
    popup: '#293330',
    renote: '@accent',
    mentionMe: '#b4e900',
    link: '#24d7ce',
  },
};
