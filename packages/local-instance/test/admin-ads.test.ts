import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('admin: ads', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const admin = t.signin('admin');
  const alice = t.signin('alice');
  const ad = (over: Record<string, unknown> = {}) => ({
    url: 'https://example.com/shop',
    imageUrl: 'https://example.com/banner.png',
    memo: 'spring sale',
    place: 'horizontal',
    priority: 'middle',
    ratio: 1,
    startsAt: Date.now() - 1000,
    expiresAt: Date.now() + 86_400_000,
    dayOfWeek: 0,
    ...over,
  });

  it('an ad is created, shown in meta while it runs, listed, edited and deleted; moderators only', async () => {
    expect((await api('admin/ad/create', ad(), alice.token)).status).toBe(403);
    const created = await api('admin/ad/create', ad(), admin.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ memo: 'spring sale', place: 'horizontal', isSensitive: false });
    const id = created.body.id as string;
    expect((await api('meta', {})).body.ads).toEqual([
      expect.objectContaining({ id, url: 'https://example.com/shop', place: 'horizontal', ratio: 1 }),
    ]);
    await api(
      'admin/ad/create',
      ad({ startsAt: Date.now() + 86_400_000, expiresAt: Date.now() + 2 * 86_400_000 }),
      admin.token,
    );
    expect((await api('admin/ad/list', { publishing: true }, admin.token)).body).toHaveLength(1);
    expect((await api('admin/ad/list', {}, admin.token)).body).toHaveLength(2);
    expect(
      (await api('admin/ad/update', { id, ...ad({ memo: 'summer sale', ratio: 3 }) }, admin.token)).status,
    ).toBe(204);
    expect((await api('admin/ad/list', { publishing: true }, admin.token)).body[0]).toMatchObject({
      memo: 'summer sale',
      ratio: 3,
    });
    expect((await api('admin/ad/delete', { id }, admin.token)).status).toBe(204);
    expect((await api('meta', {})).body.ads).toEqual([]);
    const gone = await api('admin/ad/delete', { id }, admin.token);
    expect(gone.body.error.code).toBe('NO_SUCH_AD');
  });

  it('an ad links only to web addresses', async () => {
    const res = await api('admin/ad/create', ad({ url: 'javascript:alert(1)' }), admin.token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_PARAM');
  });

  it('how often timelines show an ad is set by administrators and told in meta', async () => {
    expect((await api('meta', {})).body.notesPerOneAd).toBe(0);
    expect((await api('admin/update-meta', { notesPerOneAd: -1 }, admin.token)).status).toBe(400);
    expect((await api('admin/update-meta', { notesPerOneAd: 5 }, alice.token)).status).toBe(403);
    expect((await api('admin/update-meta', { notesPerOneAd: 5 }, admin.token)).status).toBe(204);
    expect((await api('meta', {})).body.notesPerOneAd).toBe(5);
    expect((await api('admin/meta', {}, admin.token)).body.notesPerOneAd).toBe(5);
    await api('admin/update-meta', { notesPerOneAd: 0 }, admin.token);
  });
});
