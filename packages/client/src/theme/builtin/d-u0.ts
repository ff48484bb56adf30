import type { Theme } from '../types.ts';

export const dU0: Theme = {
  id: 'f7cef236-ef5f-4b58-9b49-9f43fb4a7d8b',
  name: 'Kumo U0 Dark',
  author: 'Kumo',
  desc: 'Quiet violet greys after dark.',
  base: 'dark',
  props: {
    accent: '#a58bf0',
    bg: '#17161d',
    fg: '#dedbe8',
    panel: '#201f28',
    navBg: ':darken<2<@panel',
    link: '#b9a6f5',
    hashtag: '#8fb0f0',
    renote: '#7fd1a6',
  },
};
