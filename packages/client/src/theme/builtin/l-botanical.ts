import type { Theme } from '../types.ts';
import { misskeyLightProps } from './misskey-bases.ts';

export const lBotanical: Theme = {
  id: '1100673c-f902-4ccd-93aa-7cb88be56178',
  name: 'Kumo Botanical',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Botanical Light" colours.',
  base: 'light',
  props: {
    ...misskeyLightProps,
    accent: '#77b58c',
    bg: 'e2deda',
    fg: '#3d3d3d',
    fgHighlighted: '#6bc9a0',
    fgOnWhite: '@accent',
    divider: '#cfcfcf',
    panel: '#ebe7e5',
    panelHeaderBg: '@panel',
    panelHeaderDivider: '@divider',
    header: ':alpha<0.7<@panel',
    navBg: '#ebe7e5',
    renote: '#229e92',
    mention: '#da6d35',
    mentionMe: '#d44c4c',
    hashtag: '#4cb8d4',
    link: '@accent',
    buttonGradateB: ':hue<-70<@accent',
    success: '@accent',
    error: '#da5635',
  },
};
