import type { Theme } from '../types.ts';

export const lBotanical: Theme = {
  id: '1100673c-f902-4ccd-93aa-7cb88be56178',
  name: 'Kumo Botanical',
  author: 'Kumo',
  desc: 'Leaves in a sunlit greenhouse.',
  base: 'light',
  props: {
    accent: '#4f9a6a',
    bg: '#edf3e9',
    fg: '#304235',
    panel: '#fbfdf9',
    navBg: '@panel',
    link: '#3a8458',
    hashtag: '#6f9a3a',
    mention: ':darken<4<@accent',
    renote: '#4f9a6a',
  },
};
