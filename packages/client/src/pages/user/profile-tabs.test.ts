import { describe, expect, it } from 'vitest';
import { tabFromPage, tabPath, visibleTabs } from './profile-tabs.ts';

describe('profile tabs', () => {
  it('reads the tab from the page part of the address', () => {
    expect(tabFromPage(undefined)).toBe('notes');
    expect(tabFromPage('home')).toBe('notes');
    expect(tabFromPage('files')).toBe('files');
    expect(tabFromPage('replies')).toBe('replies');
    expect(tabFromPage('activity')).toBe('activity');
    expect(tabFromPage('nonsense')).toBe('notes');
  });

  it('builds the address of a tab, with no page part for notes', () => {
    expect(tabPath('alice', 'notes')).toBe('/@alice');
    expect(tabPath('@alice@example.com', 'reactions')).toBe('/@alice@example.com/reactions');
    for (const tab of visibleTabs({ host: null }))
      expect(tabFromPage(tabPath('a', tab).split('/')[2])).toBe(tab);
  });

  it('leaves achievements out for remote users', () => {
    expect(visibleTabs({ host: null })).toContain('achievements');
    expect(visibleTabs({ host: 'example.com' })).not.toContain('achievements');
  });
});
