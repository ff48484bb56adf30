import type { Theme } from '../types.ts';
import { misskeyDarkProps } from './misskey-bases.ts';

export const dFuture: Theme = {
  id: '32a637ef-b47a-4775-bb7b-bacbb823f865',
  name: 'Kumo Future',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Future Dark" colours.',
  base: 'dark',
  props: {
    ...misskeyDarkProps,
    accent: '#63e2b7',
    bg: '#101014',
    fg: '#D5D5D6',
    fgHighlighted: '#fff',
    fgOnAccent: '#000',
    fgOnWhite: '@accent',
    divider: 'rgba(255, 255, 255, 0.1)',
    panel: '#18181c',
    renote: '@accent',
    mention: '#f2c97d',
    mentionMe: '@accent',
    hashtag: '#70c0e8',
    link: '#e88080',
    buttonGradateA: '@accent',
    buttonGradateB: ':saturate<30<:hue<30<@accent',
  },
};
