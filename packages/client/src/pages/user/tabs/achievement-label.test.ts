import { describe, expect, it } from 'vitest';
import { achievementLabel } from './achievement-label.ts';

describe('achievementLabel', () => {
  it('describes the counted families with their number', () => {
    expect(achievementLabel('notes100')).toEqual({ key: 'profileAchievementNotes', params: { n: 100 } });
    expect(achievementLabel('login7')).toEqual({ key: 'profileAchievementLogin', params: { n: 7 } });
    expect(achievementLabel('followers1')).toEqual({ key: 'profileAchievementFollowers', params: { n: 1 } });
    expect(achievementLabel('following50')).toEqual({
      key: 'profileAchievementFollowing',
      params: { n: 50 },
    });
  });

  it('titles the named ones Kumo knows and keeps other names as they are', () => {
    expect(achievementLabel('markedAsCat')).toMatchObject({ key: 'achievement.markedAsCat' });
    expect(achievementLabel('brainDiver')).toEqual({ key: null, text: 'brainDiver' });
    expect(achievementLabel('notesX')).toEqual({ key: null, text: 'notesX' });
  });
});
