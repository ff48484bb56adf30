import type { Theme } from '../types.ts';

export const lVivid: Theme = {
  id: '6128c2a9-5c54-43fe-a47d-17942356470b',
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
