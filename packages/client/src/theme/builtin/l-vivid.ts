import type { Theme } from '../types.ts';

export const lVivid: Theme = {
  id: 'eb105f02-ddb2-4e94-ba53-98a800465b46',
  name: 'Kumo Vivid',
  author: 'Kumo',
  desc: 'Saturated pop colours.',
  base: 'light',
  props: {
    accent: '#ff3d7f',
    bg: '#f4f4ff',
    fg: '#222244',
    panel: '#ffffff',
    navBg: '@panel',
    link: '#2f6bff',
    hashtag: '#00a88f',
    mention: ':hue<-40<@accent',
    renote: '#1bbf5c',
    buttonGradateB: ':hue<40<@accent',
  },
};
