import type { Theme } from '../types.ts';

export const lLight: Theme = {
  id: '4eea646f-7afa-4645-83e9-83af0333cd37',
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
