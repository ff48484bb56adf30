import { describe, expect, test } from 'vitest';
import { chooseExploreTab, exploreOffer, trendLinePoints } from './explore-tabs.ts';

const ALL = ['notes/featured', 'users', 'pinned-users', 'roles/list', 'hashtags/trend'];

describe('what Explore offers', () => {
  test('a signed-in user on a server with every part sees all four tabs and the pinned users', () => {
    expect(exploreOffer(ALL, true)).toEqual({
      tabs: ['featured', 'users', 'roles', 'hashtags'],
      pinnedUsers: true,
    });
  });

  test('a visitor sees no roles tab, as the server lists roles only to signed-in users', () => {
    expect(exploreOffer(ALL, false).tabs).toEqual(['featured', 'users', 'hashtags']);
  });

  test('a server without trending hashtags or pinned users shows neither', () => {
    expect(exploreOffer(['notes/featured', 'users', 'roles/list'], true)).toEqual({
      tabs: ['featured', 'users', 'roles'],
      pinnedUsers: false,
    });
  });

  test('before the endpoint list is known only featured notes and people are offered', () => {
    expect(exploreOffer(undefined, true)).toEqual({ tabs: ['featured', 'users'], pinnedUsers: false });
  });
});

describe('the tab shown', () => {
  test('is the one the address asks for when it is offered', () => {
    expect(chooseExploreTab('users', ['featured', 'users'])).toBe('users');
  });

  test('is the first one when the asked tab is not offered or none is asked', () => {
    expect(chooseExploreTab('roles', ['featured', 'users'])).toBe('featured');
    expect(chooseExploreTab(null, ['featured', 'users'])).toBe('featured');
  });
});

describe('a trend line', () => {
  test('runs from the oldest step on the left to the newest on the right, scaled to the highest', () => {
    expect(trendLinePoints([2, 0, 1], 100, 10)).toBe('0,5 50,10 100,0');
  });

  test('lies flat on the bottom when nobody used the tag', () => {
    expect(trendLinePoints([0, 0], 10, 10)).toBe('0,10 10,10');
  });
});
