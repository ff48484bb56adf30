import type { Theme } from '../types.ts';
import { misskeyDarkProps } from './misskey-bases.ts';

export const dPersimmon: Theme = {
  id: 'c503d768-7c70-4db2-a4e6-08264304bc8d',
  name: 'Kumo Persimmon',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Persimmon Dark" colours.',
  base: 'dark',
  props: {
    ...misskeyDarkProps,
    accent: 'rgb(206, 102, 65)',
    bg: 'rgb(31, 33, 31)',
    fg: '#cdd8c7',
    fgHighlighted: '#fff',
    fgOnWhite: '@accent',
    divider: 'rgba(255, 255, 255, 0.14)',
    panel: 'rgb(41, 43, 41)',
    infoFg: '@fg',
    infoBg: '#333c3b',
    navBg: '#141714',
    renote: '@accent',
    mention: '@accent',
    mentionMe: '#de6161',
    hashtag: '#68bad0',
    link: '#a1c758',
    error: '#ce5441',
    warn: '#d0b868',
    success: '#a1c758',
  },
};
