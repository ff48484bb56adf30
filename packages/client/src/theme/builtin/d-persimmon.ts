import type { Theme } from '../types.ts';

export const dPersimmon: Theme = {
  id: 'c503d768-7c70-4db2-a4e6-08264304bc8d',
  name: 'Kumo Persimmon',
  author: 'Kumo',
  desc: 'Ripe persimmon orange in autumn dusk.',
  base: 'dark',
  props: {
    accent: '#f08a3c',
    bg: '#1d1714',
    fg: '#eadbd0',
    panel: '#28201b',
    navBg: ':darken<2<@panel',
    link: '#f5a05e',
    hashtag: '#d9a45b',
    mention: '@accent',
    renote: '#9cbf6a',
  },
};
