import type { Theme } from '../types.ts';
import { misskeyDarkProps } from './misskey-bases.ts';

export const dGreenLime: Theme = {
  id: '02816013-8107-440f-877e-865083ffe194',
  name: 'Kumo Green Lime',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Green+Lime Dark" colours.',
  base: 'dark',
  props: {
    ...misskeyDarkProps,
    accent: '#b4e900',
    bg: '#0C1210',
    fg: '#dee7e4',
    fgHighlighted: '#fff',
    fgOnAccent: '#192320',
    fgOnWhite: '@accent',
    divider: '#e7fffb24',
    panel: '#192320',
    popup: '#293330',
    renote: '@accent',
    mentionMe: '#ffaa00',
    link: '#24d7ce',
  },
};
