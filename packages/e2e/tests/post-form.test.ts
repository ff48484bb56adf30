// test: long — many tests, each with its own pages
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo } from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

interface Note {
  id: string;
  text: string | null;
  cw: string | null;
  visibility: string;
  visibleUserIds?: string[];
  localOnly?: boolean;
  replyId?: string | null;
  renoteId?: string | null;
  files?: Array<{ name: string; type: string; comment: string | null; isSensitive: boolean }>;
  poll?: { choices: Array<{ text: string }>; multiple: boolean; expiresAt: string | null } | null;
}

async function signedIn(prefix: string) {
  const user = await createUser(prefix);
  const { page, context } = await kumo.newPage();
  const settled = watchRequests(page);
  await kumo.signIn(page, user.username);
  return { page, context, user, settled };
}

const textbox = (page: Page) => page.getByRole('textbox', { name: 'What is happening?' });
const postButton = (page: Page) => page.getByRole('button', { name: 'Post', exact: true });

/** Clicks Post and returns the note the server created. */
async function post(page: Page): Promise<Note> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/notes/create') && r.status() === 200);
  await postButton(page).click();
  return ((await (await response).json()) as { createdNote: Note }).createdNote;
}

/** The next call of `endpoint` fails as asked (test-only switch of the local instance). */
function failNext(endpoint: string, status: number, error: Record<string, string>) {
  return callApi('kumo-test/fail-next', { endpoint, status, error });
}

describe('posting', () => {
  test('a file is uploaded with a progress bar, attached, and posted with the note', async () => {
    const { page, context } = await signedIn('uploader');
    // the upload is held until its progress bar has been seen
    let release!: () => void;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/drive/files/create', async (route) => {
      await seen;
      await route.continue();
    });
    await textbox(page).fill('with a file');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Upload from this device' }).click();
    await (
      await chooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x'.repeat(200_000)) });
    await page.getByRole('progressbar', { name: 'Uploading notes.txt' }).waitFor();
    release();
    await page.getByRole('button', { name: 'Options for notes.txt' }).waitFor();
    expect(await page.getByText('1/16').count()).toBe(1);
    // rename, describe and mark sensitive go through drive/files/update
    await page.getByRole('button', { name: 'Options for notes.txt' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: 'Rename' }).fill('shopping.txt');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Options for shopping.txt' }).click();
    await page.getByRole('menuitem', { name: 'Describe (alt text)' }).click();
    await page.getByRole('textbox', { name: 'Describe (alt text)' }).fill('a list');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Options for shopping.txt' }).click();
    await page.getByRole('menuitem', { name: 'Mark as sensitive' }).click();
    await page.getByRole('img', { name: 'Sensitive' }).waitFor();
    const note = await post(page);
    expect(note.files).toMatchObject([{ name: 'shopping.txt', comment: 'a list', isSensitive: true }]);
    await context.close();
  });

  test('a file can be attached from a URL; it arrives through the main channel', async () => {
    const { page, context } = await signedIn('urlup');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Upload from a URL' }).click();
    await page
      .getByRole('textbox', { name: 'Address of the file to upload' })
      .fill(`${baseURL()}/identicon/kumo`);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Options for kumo' }).waitFor({ timeout: 15_000 });
    const note = await post(page);
    expect(note.files).toHaveLength(1);
    await context.close();
  });

  test('a file already in the drive can be attached from the drive picker', async () => {
    const { page, context, user } = await signedIn('drivepick');
    const form = new FormData();
    form.set('i', user.token);
    form.set('file', new Blob(['kept in the drive'], { type: 'text/plain' }), 'kept.txt');
    const res = await fetch(`${baseURL()}/api/drive/files/create`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    await page.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Choose from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose files from the drive' });
    await picker.getByRole('button', { name: 'kept.txt' }).click();
    await picker.getByRole('button', { name: 'Attach (1)' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Options for kept.txt' }).waitFor();
    await textbox(page).fill('from the drive');
    const note = await post(page);
    expect(note.files).toMatchObject([{ name: 'kept.txt' }]);
    await context.close();
  });

  test('a pasted file is uploaded under the pastedFileName pattern; a dropped one keeps its name', async () => {
    const { page, context } = await signedIn('paster');
    await textbox(page).click();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(
        new File(['pasted'], 'image.txt', { type: 'text/plain', lastModified: Date.UTC(2025, 0, 2) }),
      );
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await page.getByRole('button', { name: /^Options for 2025-01-0\d \d\d-\d\d-\d\d \[1\]\.txt$/ }).waitFor();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['dropped'], 'dropped.txt', { type: 'text/plain' }));
      document
        .querySelector('form.kumo-post-form')!
        .dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await page.getByRole('button', { name: 'Options for dropped.txt' }).waitFor();
    expect(await page.getByText('2/16').count()).toBe(1);
    await context.close();
  });

  test('a poll with its choices and expiry', async () => {
    const { page, context } = await signedIn('poller');
    await textbox(page).fill('Tea or coffee?');
    await page.getByRole('button', { name: 'Poll', exact: true }).click();
    await page.getByText('A poll needs at least two choices.').waitFor();
    await page.getByRole('textbox', { name: 'Choice 1' }).fill('Tea');
    await page.getByRole('textbox', { name: 'Choice 2' }).fill('Coffee');
    await page.getByText('Allow several answers').click();
    expect(await page.getByRole('switch', { name: 'Allow several answers' }).isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'Ends' }).selectOption('after');
    await page.getByRole('spinbutton', { name: 'Duration' }).fill('2');
    await page.getByRole('combobox', { name: 'Unit' }).selectOption('hour');
    const before = Date.now();
    const note = await post(page);
    expect(note.poll?.choices.map((c) => c.text)).toEqual(['Tea', 'Coffee']);
    expect(note.poll?.multiple).toBe(true);
    const ends = Date.parse(note.poll!.expiresAt!);
    expect(ends - before).toBeGreaterThan(7_100_000);
    expect(ends - before).toBeLessThan(7_300_000);
    await context.close();
  });

  test('a content warning', async () => {
    const { page, context } = await signedIn('cwriter');
    await textbox(page).fill('the ending');
    await page.getByRole('button', { name: 'Content warning', exact: true }).click();
    await expect.poll(() => postButton(page).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Content warning' }).fill('film spoilers');
    const note = await post(page);
    expect(note).toMatchObject({ text: 'the ending', cw: 'film spoilers' });
    await context.close();
  });

  test('each visibility, with recipients for a direct note', async () => {
    const { page, context } = await signedIn('visible');
    const bob = await callApi<{ id: string }>('users/show', { username: 'bob' });
    for (const [label, value] of [
      ['Home', 'home'],
      ['Followers', 'followers'],
      ['Public', 'public'],
    ] as const) {
      await page.getByRole('button', { name: /^Visibility:/ }).click();
      await page.getByRole('menuitemradio', { name: label }).click();
      await page.getByRole('button', { name: `Visibility: ${label}` }).waitFor();
      await textbox(page).fill(`a ${value} note`);
      expect((await post(page)).visibility).toBe(value);
    }
    await page.getByRole('button', { name: /^Visibility:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Direct' }).click();
    // specified notes hide the local-only toggle
    expect(await page.getByRole('button', { name: 'Do not federate' }).count()).toBe(0);
    await textbox(page).fill('hi @bob');
    await page.getByText(/will not see the note: @bob/).waitFor();
    await page.getByRole('button', { name: 'Add them' }).click();
    await page.getByRole('button', { name: 'Remove @bob' }).waitFor();
    const note = await post(page);
    expect(note.visibility).toBe('specified');
    expect(note.visibleUserIds).toEqual([bob.id]);
    await context.close();
  });

  test('local-only asks once, then "never ask again" is remembered', async () => {
    const { page, context } = await signedIn('localer');
    await page.getByRole('button', { name: 'Do not federate' }).click();
    await page.getByRole('button', { name: 'Yes, and do not ask again' }).click();
    await textbox(page).fill('stays here');
    expect((await post(page)).localOnly).toBe(true);
    await page.getByRole('button', { name: 'Do not federate' }).click();
    await page.getByRole('button', { name: 'Do not federate' }).click();
    expect(await page.getByRole('dialog', { name: 'Turn federation off?' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('neverShowLocalOnlyInfo'))).toBe('true');
    await context.close();
  });
});

describe('replies and quotes', () => {
  test('a reply (from a share link) is locked to the visibility of a followers-only note', async () => {
    const { page, context, user } = await signedIn('replier');
    const target = await callApi<{ createdNote: Note }>('notes/create', {
      i: user.token,
      text: 'followers only',
      visibility: 'followers',
    });
    await page.goto(`/share?replyId=${target.createdNote.id}`);
    await page.getByRole('figure', { name: /Replying to/ }).waitFor();
    const visibility = page.getByRole('button', { name: 'Visibility: Followers' });
    expect(await visibility.isDisabled()).toBe(true);
    await textbox(page).fill('my answer');
    const note = await post(page);
    expect(note).toMatchObject({ replyId: target.createdNote.id, visibility: 'followers' });
    // the share page keeps the form frozen after posting
    await page.getByLabel('Posted').waitFor();
    expect(await textbox(page).inputValue()).toBe('my answer');
    await context.close();
  });

  test('pasting the address of a note offers to quote it', async () => {
    const { page, context, user } = await signedIn('quoter');
    const target = await callApi<{ createdNote: Note }>('notes/create', { i: user.token, text: 'quote me' });
    const address = `${baseURL()}/notes/${target.createdNote.id}`;
    await textbox(page).click();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, address);
    await page.getByRole('dialog', { name: 'This is the address of a note. Quote it?' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('figure', { name: /Quoting/ }).waitFor();
    expect(await textbox(page).inputValue()).toBe('');
    await textbox(page).fill('worth reading');
    const note = await post(page);
    expect(note).toMatchObject({ text: 'worth reading', renoteId: target.createdNote.id });
    await context.close();
  });
});

describe('errors', () => {
  async function uploadThroughMenu(page: Page) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Upload from this device' }).click();
    await (await chooser).setFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  }

  test('upload errors: too large (413), inappropriate, no free space, anything else', async () => {
    const { page, context } = await signedIn('upfail');
    const cases: Array<[number, Record<string, string>, RegExp]> = [
      [413, { message: 'Too large', code: 'PAYLOAD_TOO_LARGE', id: 'x' }, /over the size limit/],
      [
        400,
        { message: 'Inappropriate', code: 'INAPPROPRIATE', id: 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2' },
        /inappropriate content/,
      ],
      [
        400,
        { message: 'No space', code: 'NO_FREE_SPACE', id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064' },
        /no free space/,
      ],
      [400, { message: 'Invalid file name.', code: 'INVALID_FILE_NAME', id: 'the-id' }, /INVALID_FILE_NAME/],
    ];
    for (const [status, error, text] of cases) {
      await failNext('drive/files/create', status, error);
      await uploadThroughMenu(page);
      const dialog = page.getByRole('alertdialog', { name: 'The file could not be uploaded' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(text);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(await page.getByRole('button', { name: /^Options for/ }).count()).toBe(0);
    await context.close();
  });

  test('post failures go through the generic error handler and keep the text', async () => {
    const { page, context } = await signedIn('errs');
    await textbox(page).fill('try to post');
    const cases: Array<[number, Record<string, string>, string, RegExp | null]> = [
      [
        429,
        { message: 'Rate limit exceeded.', code: 'RATE_LIMIT_EXCEEDED', id: 'r' },
        'This cannot be done right now',
        null,
      ],
      [400, { message: 'Invalid param.', code: 'INVALID_PARAM', id: 'p' }, 'Invalid parameter', null],
      [403, { message: 'Denied.', code: 'ROLE_PERMISSION_DENIED', id: 'd' }, 'Permission denied', null],
      [
        400,
        { message: 'Too many.', code: 'TOO_MANY_NOTES', id: 'many-id' },
        'You cannot create any more',
        /many-id/,
      ],
      [500, { message: 'Unexpected token < in JSON', code: 'X', id: 'u' }, 'Invalid response', null],
      [
        400,
        { message: 'No such note.', code: 'NO_SUCH_NOTE', id: 'note-id' },
        'Error',
        /No such note\.[\s\S]*note-id/,
      ],
    ];
    for (const [status, error, title, text] of cases) {
      await failNext('notes/create', status, error);
      await postButton(page).click();
      const dialog = page.getByRole('alertdialog', { name: title, exact: true });
      await dialog.waitFor();
      if (text) expect(await dialog.textContent()).toMatch(text);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await textbox(page).inputValue()).toBe('try to post');
    }
    await failNext('notes/create', 500, { message: 'Boom', code: 'INTERNAL_ERROR', id: 'i', kind: 'server' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await postButton(page).click();
    const internal = page.getByRole('alertdialog', { name: 'Internal server error' });
    await internal.getByRole('button', { name: 'Copy error info' }).click();
    await internal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Endpoint: notes/create');
    expect((await post(page)).text).toBe('try to post');
    await context.close();
  });

  test('a draft with a poll and a content warning survives a reload', async () => {
    const { page, context, settled } = await signedIn('drafty');
    await textbox(page).fill('draft text');
    await page.getByRole('button', { name: 'Content warning', exact: true }).click();
    await page.getByRole('textbox', { name: 'Content warning' }).fill('draft cw');
    await page.getByRole('button', { name: 'Poll', exact: true }).click();
    await page.getByRole('textbox', { name: 'Choice 1' }).fill('yes');
    await page.reload();
    await expect.poll(() => textbox(page).inputValue()).toBe('draft text');
    expect(await page.getByRole('textbox', { name: 'Content warning' }).inputValue()).toBe('draft cw');
    expect(await page.getByRole('textbox', { name: 'Choice 1' }).inputValue()).toBe('yes');
    await page.getByRole('textbox', { name: 'Choice 2' }).fill('no');
    await post(page);
    await page.reload();
    // the form reads its draft as it opens, long before the timeline has come and been drawn
    await textbox(page).waitFor();
    await settled();
    expect(await textbox(page).inputValue()).toBe('');
    await context.close();
  });
});
