import type { Theme } from '../types.ts';

export const dU0: Theme = {
  id: '7a5bc13b-df8f-4d44-8e94-4452f0c634bb',
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
