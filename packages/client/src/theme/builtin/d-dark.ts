import type { Theme } from '../types.ts';
import { misskeyDarkProps } from './misskey-bases.ts';

export const dDark: Theme = {
  id: '8050783a-7f63-445a-b270-36d0f6ba1677',
  name: 'Kumo Dark',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Dark" colours.',
  base: 'dark',
  props: {
    ...misskeyDarkProps,
    bg: '#232323',
    fg: 'rgb(199, 209, 216)',
    fgHighlighted: '#fff',
    fgOnWhite: '@accent',
    divider: 'rgba(255, 255, 255, 0.14)',
    panel: '#2d2d2d',
    header: ':alpha<0.7<@panel',
    navBg: '#363636',
    renote: '@accent',
    mention: '#da6d35',
    mentionMe: '#d44c4c',
    hashtag: '#4cb8d4',
    link: '@accent',
  },
};
