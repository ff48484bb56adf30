import type { Theme } from '../types.ts';

export const lCoffee: Theme = {
  id: '6ed80faa-74f0-42c2-98e4-a64d9e138eab',
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
