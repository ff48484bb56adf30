import { describe, expect, it } from 'vitest';
import { createParams, draftComplete, emptyDraft, updateParams } from './announcement-form.ts';

describe('announcement drafts', () => {
  it('needs a title and a text', () => {
    expect(draftComplete(emptyDraft())).toBe(false);
    expect(draftComplete({ ...emptyDraft(), title: 'T', text: '  ' })).toBe(false);
    expect(draftComplete({ ...emptyDraft(), title: 'T', text: 'x' })).toBe(true);
  });
  it('sends an empty image or user as null', () => {
    const p = createParams({ ...emptyDraft(), title: ' T ', text: 'x', imageUrl: ' ', userId: '' });
    expect(p).toMatchObject({ title: 'T', imageUrl: null, userId: null, icon: 'info', display: 'normal' });
  });
  it('updates without a user and with the active flag', () => {
    const p = updateParams('a1', { ...emptyDraft(), title: 'T', text: 'x', isActive: false, userId: 'u1' });
    expect(p).toMatchObject({ id: 'a1', isActive: false });
    expect(p).not.toHaveProperty('userId');
  });
});
