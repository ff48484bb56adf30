import type { Theme } from '../types.ts';

export const lLight: Theme = {
  id: '6cd938f3-146b-44c3-b487-e36b83b6bc9b',
  name: 'Kumo Light',
  author: 'Kumo',
  desc: 'Clear daylight blue on cool paper.',
  base: 'light',
  props: {
    accent: '#3d7ee6',
    bg: '#f2f4f8',
    fg: '#243044',
    panel: '#ffffff',
    navBg: '@panel',
    link: '#336fcc',
    renote: '#2b9e66',
  },
};
