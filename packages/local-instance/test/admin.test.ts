import { describe, expect, it } from 'vitest';
import { signup, StreamClient, testInstance } from './helpers.ts';

describe('admin endpoints', () => {
  const t = testInstance({ seed: 'demo' });
  const api = t.api;
  const admin = t.signin('admin');
  const alice = t.signin('alice');
  const bob = t.signin('bob');

  it.each([
    ['admin/announcements/create', { title: 't', text: 'x', imageUrl: null }],
    ['admin/announcements/list', {}],
    ['admin/abuse-user-reports', {}],
    ['admin/resolve-abuse-user-report', { reportId: 'aaaaaaaaaa' }],
  ])('%s refuses a user without a moderator role, and visitors', async (ep, params) => {
    const res = await api(ep, params, alice.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'ROLE_PERMISSION_DENIED',
      id: 'd33d5333-db36-423d-a8f9-1a2b9549da41',
    });
    expect((await api(ep, params)).body.error.code).toBe('CREDENTIAL_REQUIRED');
  });

  it('admin/update-meta is for administrators only', async () => {
    const res = await api('admin/update-meta', { serverRules: ['x'] }, alice.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'ROLE_PERMISSION_DENIED',
      id: 'c3d38592-54c0-429d-be96-5636b0431a61',
      kind: 'permission',
    });
    expect((await api('meta', {})).body.serverRules).not.toEqual(['x']);
  });

  it('an announcement is created, listed, shown to users, edited and deleted', async () => {
    const created = await api(
      'admin/announcements/create',
      { title: 'Maintenance', text: 'Tonight', imageUrl: null, icon: 'warning', display: 'banner' },
      admin.token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: 'Maintenance',
      text: 'Tonight',
      imageUrl: null,
      updatedAt: null,
    });
    const annId = created.body.id as string;
    const seen = await api('announcements', {}, alice.token);
    expect(seen.body.find((a: { id: string }) => a.id === annId)).toMatchObject({
      icon: 'warning',
      display: 'banner',
      isRead: false,
    });
    await api('i/read-announcement', { announcementId: annId }, alice.token);
    const listed = await api('admin/announcements/list', {}, admin.token);
    expect(listed.body.find((a: { id: string }) => a.id === annId)).toMatchObject({
      isActive: true,
      reads: 1,
      forExistingUsers: false,
      userId: null,
    });
    const upd = await api(
      'admin/announcements/update',
      { id: annId, title: 'Done', isActive: false },
      admin.token,
    );
    expect(upd.status).toBe(204);
    const archived = await api('admin/announcements/list', { status: 'archived' }, admin.token);
    expect(archived.body.find((a: { id: string }) => a.id === annId)).toMatchObject({ title: 'Done' });
    expect((await api('announcements', {}, bob.token)).body.some((a: { id: string }) => a.id === annId)).toBe(
      false,
    );
    expect((await api('admin/announcements/delete', { id: annId }, admin.token)).status).toBe(204);
    const again = await api('admin/announcements/delete', { id: annId }, admin.token);
    expect(again.body.error).toMatchObject({
      code: 'NO_SUCH_ANNOUNCEMENT',
      id: 'ecad8040-a276-4e85-bda9-015a708d291e',
    });
    const upd2 = await api('admin/announcements/update', { id: annId, title: 'x' }, admin.token);
    expect(upd2.body.error).toMatchObject({
      code: 'NO_SUCH_ANNOUNCEMENT',
      id: 'd3aae5a7-6372-4cb4-b61c-f511ffc2d7cc',
    });
  });

  it('a personal announcement reaches only its user', async () => {
    const created = await api(
      'admin/announcements/create',
      { title: 'For bob', text: 'hi', imageUrl: null, userId: bob.id },
      admin.token,
    );
    const forBob = await api('announcements', {}, bob.token);
    expect(forBob.body.find((a: { id: string }) => a.id === created.body.id)).toMatchObject({ forYou: true });
    const forAlice = await api('announcements', {}, alice.token);
    expect(forAlice.body.some((a: { id: string }) => a.id === created.body.id)).toBe(false);
  });

  it('reports are listed by state and resolved by a moderator', async () => {
    const r = await api('users/report-abuse', { userId: bob.id, comment: 'spam from bob' }, alice.token);
    expect(r.status).toBe(204);
    const open = await api('admin/abuse-user-reports', { state: 'unresolved' }, admin.token);
    const report = open.body.find((x: { comment: string }) => x.comment === 'spam from bob');
    expect(report).toMatchObject({
      resolved: false,
      reporterId: alice.id,
      targetUserId: bob.id,
      assignee: null,
      forwarded: false,
    });
    expect(report.reporter.username).toBe('alice');
    expect(report.targetUser.username).toBe('bob');
    const remote = await api('admin/abuse-user-reports', { reporterOrigin: 'remote' }, admin.token);
    expect(remote.body).toEqual([]);
    const res = await api(
      'admin/resolve-abuse-user-report',
      { reportId: report.id, forward: false },
      admin.token,
    );
    expect(res.status).toBe(204);
    const stillOpen = await api('admin/abuse-user-reports', { state: 'unresolved' }, admin.token);
    expect(stillOpen.body.some((x: { id: string }) => x.id === report.id)).toBe(false);
    const done = await api('admin/abuse-user-reports', { state: 'resolved' }, admin.token);
    expect(done.body.find((x: { id: string }) => x.id === report.id)).toMatchObject({
      resolved: true,
      assigneeId: admin.id,
    });
    const missing = await api('admin/resolve-abuse-user-report', { reportId: 'aaaaaaaaaa' }, admin.token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NO_SUCH_ABUSE_REPORT');
  });

  it('server rules set with admin/update-meta are served by meta', async () => {
    const res = await api('admin/update-meta', { serverRules: ['No spam.', 'Be nice.'] }, admin.token);
    expect(res.status).toBe(204);
    expect((await api('meta', {})).body.serverRules).toEqual(['No spam.', 'Be nice.']);
    const bad = await api('admin/update-meta', { serverRules: 'one rule' }, admin.token);
    expect(bad.body.error.code).toBe('INVALID_PARAM');
  });
  it("streams announcementCreated: on the user's main channel when personal, as a broadcast otherwise", async () => {
    const aliceSock = await StreamClient.open(t.inst, alice.token);
    const bobSock = await StreamClient.open(t.inst, bob.token);
    try {
      await aliceSock.connect('main', 'm1');
      await bobSock.connect('main', 'm2');
      const personal = await api(
        'admin/announcements/create',
        { title: 'Only alice', text: 'x', imageUrl: null, display: 'dialog', userId: alice.id },
        admin.token,
      );
      const onMain = await aliceSock.waitFor(
        (m) => m.type === 'channel' && m.body.type === 'announcementCreated',
      );
      expect(onMain.body.body.announcement).toMatchObject({
        id: personal.body.id,
        display: 'dialog',
        forYou: true,
      });
      const everyone = await api(
        'admin/announcements/create',
        { title: 'Everyone', text: 'y', imageUrl: null },
        admin.token,
      );
      const broadcast = await bobSock.waitFor((m) => m.type === 'announcementCreated');
      expect(broadcast.body.announcement).toMatchObject({ id: everyone.body.id, title: 'Everyone' });
      // bob never got alice's personal one
      expect(bobSock.messages.some((m) => JSON.stringify(m).includes(personal.body.id as string))).toBe(
        false,
      );
    } finally {
      aliceSock.close();
      bobSock.close();
    }
  });
  it('an announcement for existing users is not shown to accounts made after it', async () => {
    const created = await api(
      'admin/announcements/create',
      { title: 'Old hands only', text: 'x', imageUrl: null, forExistingUsers: true },
      admin.token,
    );
    await new Promise((r) => setTimeout(r, 5));
    const newcomer = await signup(t.inst, 'newcomer');
    const forNew = await api('announcements', {}, newcomer.token);
    expect(forNew.body.some((a: { id: string }) => a.id === created.body.id)).toBe(false);
    const forAlice = await api('announcements', {}, alice.token);
    expect(forAlice.body.some((a: { id: string }) => a.id === created.body.id)).toBe(true);
  });

  it('admin/emoji/add makes an emoji from a drive file, once per name, for those who manage emoji', async () => {
    const form = new FormData();
    form.append('i', admin.token);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'x.svg');
    const res = await fetch(`${t.inst.url}/api/drive/files/create`, { method: 'POST', body: form });
    const file = (await res.json()) as { id: string };
    const denied = await api('admin/emoji/add', { name: 'nope', fileId: file.id }, alice.token);
    expect(denied.body.error.id).toBe('7f86f06f-7e15-4057-8561-f4b6d4ac755a');
    const added = await api(
      'admin/emoji/add',
      { name: 'svg_cloud', fileId: file.id, aliases: ['x', ' '] },
      admin.token,
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'svg_cloud', aliases: ['x'], host: null });
    const again = await api('admin/emoji/add', { name: 'svg_cloud', fileId: file.id }, admin.token);
    expect(again.body.error.code).toBe('DUPLICATE_NAME');
    const missing = await api('admin/emoji/add', { name: 'ghost', fileId: 'azzzzzzzzzzzzzzz' }, admin.token);
    expect(missing.body.error.code).toBe('NO_SUCH_FILE');
    // listed for clients, and an uploaded SVG never reaches the browser as a document
    const all = (await api('emojis', {})).body.emojis as Array<{ name: string }>;
    expect(all.some((e) => e.name === 'svg_cloud')).toBe(true);
    const served = await fetch(added.body.url);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('queueStats: moderators get the queue figures each second and the log on request; others nothing', async () => {
    const adminSock = await StreamClient.open(t.inst, admin.token);
    const aliceSock = await StreamClient.open(t.inst, alice.token);
    try {
      await adminSock.connect('queueStats', 'q1');
      aliceSock.send({ type: 'connect', body: { channel: 'queueStats', id: 'q2', params: {}, pong: true } });
      const tick = await adminSock.waitFor((m) => m.type === 'channel' && m.body.type === 'stats');
      expect(tick.body).toMatchObject({
        id: 'q1',
        body: {
          deliver: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 },
          inbox: { activeSincePrevTick: 0, active: 0, waiting: 0, delayed: 0 },
        },
      });
      adminSock.send({ type: 'ch', body: { id: 'q1', type: 'requestLog', body: { id: 'x', length: 10 } } });
      const log = await adminSock.waitFor((m) => m.type === 'channel' && m.body.type === 'statsLog');
      expect(log.body.body.length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 1200));
      expect(aliceSock.messages.some((m) => m.body?.id === 'q2')).toBe(false);
    } finally {
      adminSock.close();
      aliceSock.close();
    }
  });
});
