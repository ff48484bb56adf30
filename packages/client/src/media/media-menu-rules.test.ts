import { describe, expect, it } from 'vitest';
import { mediaMenuEntries } from './media-menu-rules.ts';

const file = { userId: 'alice', isSensitive: false };
const basics = ['hide', 'openOriginal', 'copyLink', 'download'];

describe('mediaMenuEntries', () => {
  it('gives a visitor only hide, open, copy and download', () => {
    expect(mediaMenuEntries(file, null)).toEqual(basics);
  });

  it('lets the owner mark the file sensitive, describe it and see its details', () => {
    expect(mediaMenuEntries(file, 'alice')).toEqual([
      ...basics,
      'divider',
      'markSensitive',
      'describe',
      'details',
    ]);
    expect(mediaMenuEntries({ ...file, isSensitive: true }, 'alice')).toContain('unmarkSensitive');
    expect(mediaMenuEntries({ ...file, isSensitive: true }, 'alice')).not.toContain('markSensitive');
  });

  it('lets someone else save the file to their own drive, but not change it', () => {
    const entries = mediaMenuEntries(file, 'bob');
    expect(entries).toEqual([...basics, 'divider', 'saveToDrive']);
  });
});
