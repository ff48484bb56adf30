import type { Theme } from '../types.ts';
import { misskeyDarkProps } from './misskey-bases.ts';

export const dBotanical: Theme = {
  id: '504debaf-4912-6a4c-5059-1db08a76b737',
  name: 'Kumo Botanical Dark',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Botanical Dark" colours.',
  base: 'dark',
  props: {
    ...misskeyDarkProps,
    accent: 'rgb(148, 179, 0)',
    bg: 'rgb(37, 38, 36)',
    fg: 'rgb(216, 212, 199)',
    fgHighlighted: '#fff',
    fgOnWhite: '@accent',
    divider: 'rgba(255, 255, 255, 0.14)',
    panel: 'rgb(47, 47, 44)',
    panelHeaderDivider: 'rgba(0, 0, 0, 0)',
    header: ':alpha<0.7<@panel',
    navBg: '#363636',
    renote: '@accent',
    mention: 'rgb(212, 153, 76)',
    mentionMe: 'rgb(212, 210, 76)',
    hashtag: '#5bcbb0',
    link: '@accent',
    success: '@accent',
    warn: 'rgb(255, 213, 82)',
    error: 'rgb(255, 105, 82)',
  },
};
