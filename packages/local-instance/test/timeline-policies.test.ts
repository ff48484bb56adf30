import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('role policies that turn timelines off', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('only an administrator may change the base policies', async () => {
    const res = await api(
      'admin/roles/update-default-policies',
      { policies: { ltlAvailable: false } },
      alice.token,
    );
    // Misskey: a permission error (kind 'permission') is answered with 403
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ROLE_PERMISSION_DENIED');
    expect((await api('notes/local-timeline', { limit: 1 })).status).toBe(200);
  });

  it('answers with Misskey’s errors and reports the policies in meta and i', async () => {
    const set = await api(
      'admin/roles/update-default-policies',
      { policies: { ltlAvailable: false, gtlAvailable: false } },
      admin.token,
    );
    expect(set.status).toBe(204);

    const meta = await api('meta', { detail: false });
    expect(meta.body.policies).toMatchObject({ ltlAvailable: false, gtlAvailable: false });
    const me = await api('i', {}, alice.token);
    expect(me.body.policies).toMatchObject({ ltlAvailable: false, gtlAvailable: false });

    const local = await api('notes/local-timeline', { limit: 1 }, alice.token);
    expect(local.status).toBe(400);
    expect(local.body.error).toMatchObject({
      code: 'LTL_DISABLED',
      id: '45a6eb02-7695-4393-b023-dd3be9aaaefd',
    });
    const hybrid = await api('notes/hybrid-timeline', { limit: 1 }, alice.token);
    expect(hybrid.body.error).toMatchObject({
      code: 'STL_DISABLED',
      id: '620763f4-f621-4533-ab33-0577a1a3c342',
    });
    const global = await api('notes/global-timeline', { limit: 1 });
    expect(global.body.error).toMatchObject({
      code: 'GTL_DISABLED',
      id: '0332fc13-6ab2-4427-ae80-a9fadffd1a6b',
    });
    expect((await api('notes/timeline', { limit: 1 }, alice.token)).status).toBe(200);

    await api('admin/roles/update-default-policies', { policies: { ltlAvailable: true } }, admin.token);
    expect((await api('notes/local-timeline', { limit: 1 })).status).toBe(200);
    // the policies are replaced as a whole, as Misskey does: gtl is back to its default
    expect((await api('notes/global-timeline', { limit: 1 })).status).toBe(200);
  });
});
