import type { Theme } from '../types.ts';
import { misskeyDarkProps } from './misskey-bases.ts';

export const dIce: Theme = {
  id: '66e7e5a9-cd43-42cd-837d-12f47841fa34',
  name: 'Kumo Ice',
  author: 'Kumo',
  desc: 'Misskey\'s "Mi Ice Dark" colours.',
  base: 'dark',
  props: {
    ...misskeyDarkProps,
    accent: '#47BFE8',
    bg: '#212526',
  },
};
