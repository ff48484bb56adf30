import type { Theme } from '../types.ts';

export const lApricot: Theme = {
  id: '0ff48d43-aab3-46e7-ab12-8492110d2e2b',
  name: 'Kumo Apricot',
  author: 'Kumo',
  desc: 'Soft orange fruit, warm and bright.',
  base: 'light',
  props: {
    accent: '#f08a4b',
    bg: '#fbeee4',
    fg: '#5a4336',
    panel: '#fff8f2',
    navBg: '@panel',
    link: '#d46a33',
    hashtag: '#c9774a',
    renote: '#7aa05a',
    fgOnAccent: '#ffffff',
  },
};
