import type { Theme } from '../types.ts';

export const dIce: Theme = {
  id: '66e7e5a9-cd43-42cd-837d-12f47841fa34',
  name: 'Kumo Ice',
  author: 'Kumo',
  desc: 'Glacier blue in polar night.',
  base: 'dark',
  props: {
    accent: '#7fd4f5',
    bg: '#0f1820',
    fg: '#dbeef7',
    panel: '#16222d',
    navBg: ':darken<2<@panel',
    fgOnAccent: '#08202b',
    link: '#a5e3fa',
    hashtag: '#9fc8ff',
    renote: '#7fe0c4',
    accentedBg: ':alpha<0.14<@accent',
  },
};
