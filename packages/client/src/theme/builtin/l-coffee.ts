import type { Theme } from '../types.ts';

export const lCoffee: Theme = {
  id: '77abebea-9b33-489e-9f5c-2b26b21b8746',
  name: 'Kumo Coffee',
  author: 'Kumo',
  desc: 'Roasted browns and milk foam.',
  base: 'light',
  props: {
    $bean: '#6b4a2f',
    accent: '#9a6a3f',
    bg: '#efe7dc',
    fg: ':darken<8<$bean',
    panel: '#f9f4ed',
    navBg: ':darken<3<@bg',
    link: '#8a5a2e',
    hashtag: '#a0703f',
    mention: '@accent',
    renote: '#6f8f4e',
    divider: ':alpha<0.12<$bean',
  },
};
