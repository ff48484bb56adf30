// notes/drafts/* of upstream Misskey 2026.7, checked against its recorded answers
// (fixtures/misskey-2026.7.0/api/notes~drafts~*.json), and scheduled notes posted on the instance's clock.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';
import { shapeDifferences } from './contract/shape.ts';

const FIXTURES = join(__dirname, '../../../fixtures/misskey-2026.7.0/api');

interface Case {
  name: string;
  status: number;
  response: unknown;
}
const recorded = (endpoint: string, name: string): Case => {
  const file = JSON.parse(readFileSync(join(FIXTURES, `${endpoint.replaceAll('/', '~')}.json`), 'utf8')) as {
    cases: Case[];
  };
  const found = file.cases.find((c) => c.name === name);
  if (!found) throw new Error(`no recorded case ${endpoint}: ${name}`);
  return found;
};
const recordedError = (endpoint: string, name: string) =>
  (recorded(endpoint, name).response as { error: { code: string; id: string; message: string } }).error;

const t = testInstance();
const a = t.signup('fx_a');
const b = t.signup('fx_b');
const minutes = (n: number) => Date.now() + n * 60_000;

async function clearDrafts(token: string) {
  const list = (await t.api('notes/drafts/list', { limit: 100 }, token)).body as Array<{ id: string }>;
  for (const d of list) await t.api('notes/drafts/delete', { draftId: d.id }, token);
}

describe('notes/drafts, as upstream Misskey 2026.7 answers', () => {
  it('creates, lists, counts, updates and deletes drafts with the recorded shapes', async () => {
    const created = await t.api(
      'notes/drafts/create',
      { text: 'fxrec a draft', visibility: 'public', cw: null, localOnly: false },
      a.token,
    );
    expect(created.status).toBe(200);
    expect(
      shapeDifferences(recorded('notes/drafts/create', 'ok: text draft').response, created.body),
    ).toEqual([]);
    expect(created.body.createdDraft).toMatchObject({ text: 'fxrec a draft', isActuallyScheduled: false });
    expect(created.body.createdDraft).not.toHaveProperty('reply');

    const target = (await t.api('notes/create', { text: 'reply target' }, a.token)).body.createdNote;
    const reply = await t.api(
      'notes/drafts/create',
      {
        text: 'fxrec a reply draft with a poll',
        replyId: target.id,
        poll: { choices: ['yes', 'no'], multiple: false, expiredAfter: 86400000 },
        visibility: 'home',
      },
      a.token,
    );
    expect(
      shapeDifferences(recorded('notes/drafts/create', 'ok: reply draft with a poll').response, reply.body),
    ).toEqual([]);
    expect(reply.body.createdDraft.reply.id).toBe(target.id);

    const list = await t.api('notes/drafts/list', { limit: 3 }, a.token);
    expect(shapeDifferences(recorded('notes/drafts/list', 'ok').response, list.body)).toEqual([]);
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([
      reply.body.createdDraft.id,
      created.body.createdDraft.id,
    ]);
    expect((await t.api('notes/drafts/count', {}, a.token)).body).toBe(2);

    const updated = await t.api(
      'notes/drafts/update',
      { draftId: created.body.createdDraft.id, text: 'fxrec a draft (edited)', cw: 'fxrec cw' },
      a.token,
    );
    expect(shapeDifferences(recorded('notes/drafts/update', 'ok').response, updated.body)).toEqual([]);
    expect(updated.body.updatedDraft).toMatchObject({ text: 'fxrec a draft (edited)', cw: 'fxrec cw' });

    const others = await t.api(
      'notes/drafts/update',
      { draftId: created.body.createdDraft.id, text: 'x' },
      b.token,
    );
    expect(others.status).toBe(400);
    expect(others.body.error).toMatchObject(
      recordedError('notes/drafts/update', "error: someone else's draft"),
    );
    const othersDelete = await t.api(
      'notes/drafts/delete',
      { draftId: created.body.createdDraft.id },
      b.token,
    );
    expect(othersDelete.body.error).toMatchObject(
      recordedError('notes/drafts/delete', "error: someone else's draft"),
    );

    expect(
      (await t.api('notes/drafts/delete', { draftId: created.body.createdDraft.id }, a.token)).status,
    ).toBe(204);
    const again = await t.api('notes/drafts/delete', { draftId: created.body.createdDraft.id }, a.token);
    expect(again.body.error).toMatchObject(recordedError('notes/drafts/delete', 'error: already deleted'));
    expect((await t.api('notes/drafts/count', {}, a.token)).body).toBe(1);
    await clearDrafts(a.token);
  });

  it('answers the recorded refusals', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['error: isActuallyScheduled without scheduledAt', { text: 'x', isActuallyScheduled: true }],
      [
        'error: scheduledAt in the past',
        { text: 'x', isActuallyScheduled: true, scheduledAt: Date.now() - 60_000 },
      ],
      ['error: reply target does not exist', { text: 'x', replyId: 'azzzzzzzzzzzzzzz' }],
      ['error: file that does not exist', { text: 'x', fileIds: ['azzzzzzzzzzzzzzz'] }],
      ['error: no such channel', { text: 'x', channelId: 'azzzzzzzzzzzzzzz' }],
    ];
    for (const [name, body] of cases) {
      const res = await t.api('notes/drafts/create', body, a.token);
      expect(res.status, name).toBe(400);
      expect(res.body.error, name).toMatchObject(recordedError('notes/drafts/create', name));
    }
    const visitor = await t.api('notes/drafts/list', {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('CREDENTIAL_REQUIRED');
  });

  it('keeps at most noteDraftLimit drafts', async () => {
    for (let i = 0; i < 10; i++)
      expect((await t.api('notes/drafts/create', { text: `d${i}` }, b.token)).status).toBe(200);
    const eleventh = await t.api('notes/drafts/create', { text: 'one too many' }, b.token);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error.code).toBe('TOO_MANY_DRAFTS');
    await clearDrafts(b.token);
  });

  it('refuses a second scheduled note (scheduledNoteLimit 1), on create and on update', async () => {
    const first = await t.api(
      'notes/drafts/create',
      { text: 'first scheduled', isActuallyScheduled: true, scheduledAt: minutes(30) },
      a.token,
    );
    expect(first.status).toBe(200);
    expect(first.body.createdDraft).toMatchObject({ isActuallyScheduled: true });
    const second = await t.api(
      'notes/drafts/create',
      { text: 'second', isActuallyScheduled: true, scheduledAt: minutes(60) },
      a.token,
    );
    expect(second.body.error).toMatchObject(
      recordedError('notes/drafts/create', 'error: too many scheduled notes (policy scheduledNoteLimit 1)'),
    );
    const plain = (await t.api('notes/drafts/create', { text: 'plain' }, a.token)).body.createdDraft;
    const viaUpdate = await t.api(
      'notes/drafts/update',
      { draftId: plain.id, isActuallyScheduled: true, scheduledAt: minutes(60) },
      a.token,
    );
    expect(viaUpdate.body.error).toMatchObject(
      recordedError('notes/drafts/update', 'error: scheduling a second note (scheduledNoteLimit 1)'),
    );
    // the scheduled note itself may be moved
    const moved = await t.api(
      'notes/drafts/update',
      { draftId: first.body.createdDraft.id, scheduledAt: minutes(45) },
      a.token,
    );
    expect(moved.status).toBe(200);
    const scheduled = (await t.api('notes/drafts/list', { scheduled: true }, a.token)).body;
    expect(scheduled.map((d: { id: string }) => d.id)).toEqual([first.body.createdDraft.id]);
    const unscheduled = (await t.api('notes/drafts/list', { scheduled: false }, a.token)).body;
    expect(unscheduled.map((d: { id: string }) => d.id)).toEqual([plain.id]);
    await clearDrafts(a.token);
  });
});

describe('scheduled notes', () => {
  it('is posted at its time as its author, the draft goes and scheduledNotePosted arrives', async () => {
    const target = (await t.api('notes/create', { text: 'the note answered' }, b.token)).body.createdNote;
    const draft = (
      await t.api(
        'notes/drafts/create',
        {
          text: 'posted later',
          cw: 'later cw',
          visibility: 'home',
          replyId: target.id,
          poll: { choices: ['a', 'b'], expiredAfter: 3_600_000 },
          isActuallyScheduled: true,
          scheduledAt: minutes(10),
        },
        a.token,
      )
    ).body.createdDraft;
    const stream = await StreamClient.open(t.inst, a.token);
    await stream.connect('main', 'main');

    t.inst.elapse!(5 * 60_000);
    expect((await t.api('notes/drafts/count', {}, a.token)).body).toBe(1);

    t.inst.elapse!(6 * 60_000);
    expect((await t.api('notes/drafts/count', {}, a.token)).body).toBe(0);
    const mine = (await t.api('users/notes', { userId: a.id, withReplies: true }, a.token)).body;
    const posted = mine.find((n: { text: string }) => n.text === 'posted later');
    expect(posted).toMatchObject({ cw: 'later cw', visibility: 'home', replyId: target.id });
    expect(posted.poll.choices.map((c: { text: string }) => c.text)).toEqual(['a', 'b']);

    const frame = await stream.waitFor((m) => m?.type === 'channel' && m.body?.type === 'notification');
    expect(frame.body.body).toMatchObject({ type: 'scheduledNotePosted', note: { id: posted.id } });
    const notifications = (await t.api('i/notifications', { includeTypes: ['scheduledNotePosted'] }, a.token))
      .body;
    expect(
      shapeDifferences(
        recorded('i/notifications', 'ok: scheduledNotePosted (new type)').response,
        notifications,
      ),
    ).toEqual([]);
    expect(notifications[0]).toMatchObject({ type: 'scheduledNotePosted', note: { id: posted.id } });
    expect(notifications[0]).not.toHaveProperty('user');
    stream.close();
    expect(draft.isActuallyScheduled).toBe(true);
  });

  it('is kept as a plain draft, with scheduledNotePostFailed, when the note it answers is gone', async () => {
    const target = (await t.api('notes/create', { text: 'soon deleted' }, b.token)).body.createdNote;
    const draft = (
      await t.api(
        'notes/drafts/create',
        {
          text: 'an answer too late',
          replyId: target.id,
          isActuallyScheduled: true,
          // the instance's clock already runs 11 minutes ahead: the test before moved it
          scheduledAt: minutes(30),
        },
        a.token,
      )
    ).body.createdDraft;
    await t.api('notes/delete', { noteId: target.id }, b.token);
    t.inst.elapse!(25 * 60_000);
    const left = (await t.api('notes/drafts/list', {}, a.token)).body;
    expect(left).toEqual([expect.objectContaining({ id: draft.id, isActuallyScheduled: false })]);
    const failed = (await t.api('i/notifications', { includeTypes: ['scheduledNotePostFailed'] }, a.token))
      .body;
    expect(failed[0]).toMatchObject({ type: 'scheduledNotePostFailed', noteDraft: { id: draft.id } });
    await clearDrafts(a.token);
  });
});
