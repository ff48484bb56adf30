// test: long — many tests, each with its own pages
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  callApi,
  createUser,
  openBrowser,
  newPage,
  postNote,
  revealNote,
  signIn,
} from '../support/browser.ts';

/**
 * Known XSS payloads posted as note text, content warning, display name, profile text and poll choices.
 * Each one, if it ever ran, would set the global `xssHit` or open an alert. They are at most 50 characters,
 * the limit of names and poll choices.
 */
const PAYLOADS = [
  '<script>alert(1);xssHit=1</script>',
  '"><img src=x onerror=xssHit=2>',
  "'><svg onload=xssHit=3>",
  '[go](javascript:xssHit=4)',
  '<iframe srcdoc="<script>top.xssHit=5</script>">',
  '$[fg.color=f00;background:url(javascript:x) y]',
  '$[bg.color=f00}</style><svg onload=xssHit=7> x]',
  "{{constructor.constructor('xssHit=8')()}}",
  '${xssHit=9}{{7*7}}<%= alert(9) %>',
  '<a href="javascript:xssHit=10">link</a>',
  '<details open ontoggle=xssHit=11>',
  '<math><style><img src=x onerror=xssHit=12>',
  '<a href="&#106;avascript:alert(13)">j</a>',
  'javascript:alert(14)',
  '<body onload=xssHit=15>',
  '<object data="javascript:alert(16)">',
];

interface Watch {
  dialogs: string[];
  pageErrors: string[];
}

/** Records JavaScript dialogs (dismissed at once) and uncaught page errors. */
function watch(page: Page): Watch {
  const w: Watch = { dialogs: [], pageErrors: [] };
  page.on('dialog', (dialog) => {
    w.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (err) => w.pageErrors.push(err.message));
  return w;
}

/** Nothing from the payloads ran or reached the DOM as markup. */
async function expectInert(page: Page, w: Watch) {
  expect(w.dialogs).toEqual([]);
  expect(w.pageErrors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { xssHit?: unknown }).xssHit)).toBeUndefined();
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    for (const script of Array.from(document.querySelectorAll('script')))
      if (!script.src || script.textContent?.includes('xssHit'))
        out.push(`inline script ${script.outerHTML}`);
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const tag = el.localName;
      if (['script', 'iframe', 'object', 'embed', 'base', 'meta'].includes(tag))
        out.push(`<${tag}> in the page`);
      if (tag === 'img' && el.getAttribute('src') === 'x') out.push('payload <img src=x>');
      for (const attr of Array.from(el.attributes)) {
        if (attr.name.startsWith('on')) out.push(`<${tag} ${attr.name}="${attr.value}">`);
        if (['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc', 'data'].includes(attr.name)) {
          const value = [...attr.value]
            .filter((c) => c > ' ')
            .join('')
            .toLowerCase();
          if (/^(javascript|vbscript|data:text)/.test(value) || attr.name === 'srcdoc')
            out.push(`<${tag} ${attr.name}="${attr.value}">`);
        }
        if (attr.name === 'style' && /url\(|expression\(|javascript:/i.test(attr.value))
          out.push(`<${tag} style="${attr.value}">`);
      }
    }
    return out;
  });
  expect(problems).toEqual([]);
}

/** Every payload is on screen as the text it was written as. */
async function expectPayloadsVisible(text: string, payloads: readonly string[]) {
  const normalised = text.replace(/\s+/g, ' ');
  for (const p of payloads) expect(normalised, p).toContain(p);
}

let browser: Browser;
let viewer: { username: string; token: string; id: string };
/** One author per payload: the payload is their name, and their note's CW, text and first poll choice. */
const authors: Array<{ username: string; token: string; payload: string; noteId: string }> = [];
let allInOneNoteId: string;

beforeAll(async () => {
  browser = await openBrowser();
  viewer = await createUser('xssview');
  expect(PAYLOADS.filter((p) => p.length > 50)).toEqual([]);
  for (const [i, payload] of PAYLOADS.entries()) {
    const author = await createUser(`xss${i}a`);
    await callApi('i/update', { i: author.token, name: payload, description: PAYLOADS.join('\n') });
    const createdNote = await postNote(author, {
      cw: payload,
      text: `note ${i}: ${payload}`,
      poll: { choices: [payload, `other ${i}`] },
    });
    await callApi('following/create', { i: viewer.token, userId: author.id });
    authors.push({ username: author.username, token: author.token, payload, noteId: createdNote.id });
  }
  const createdNote = await postNote(viewer, {
    text: PAYLOADS.join('\n'),
    poll: { choices: PAYLOADS.slice(0, 10) },
  });
  allInOneNoteId = createdNote.id;
}, 120_000);

describe('hostile text never runs and stays readable', () => {
  test('timeline: names, content warnings, texts and poll choices', async () => {
    const { page, context } = await newPage(browser);
    const w = watch(page);
    await signIn(page, viewer.username);
    // the timeline is virtualised: each note is brought into the page, opened and checked in turn
    for (const [i, author] of authors.entries()) {
      const note = await revealNote(page, author.noteId);
      // the list may draw the note anew while it settles (a busy machine): open it until it stays open
      await expect
        .poll(
          async () => {
            if ((await note.locator('.kumo-poll').count()) > 0) return true;
            await note
              .getByRole('button', { name: 'Show content' })
              .click({ timeout: 2000 })
              .catch(() => undefined);
            return false;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      await expectInert(page, w);
      const text = await note.innerText();
      await expectPayloadsVisible(text, [author.payload, `note ${i}:`]);
      // name, CW, text and poll choice: the payload is shown four times
      expect(text.split(author.payload).length - 1, author.payload).toBeGreaterThanOrEqual(4);
    }
    const all = await revealNote(page, allInOneNoteId);
    const more = all.getByRole('button', { name: 'Show more' });
    if (await more.count()) await more.click();
    await expectInert(page, w);
    await expectPayloadsVisible(await all.innerText(), PAYLOADS);
    await context.close();
  }, 120_000);

  test('note page: the note with every payload, and a content-warned note opened', async () => {
    const { page, context } = await newPage(browser);
    const w = watch(page);
    await page.goto(`/notes/${allInOneNoteId}`);
    const all = page.locator(`[data-note-id="${allInOneNoteId}"]`).first();
    await all.waitFor();
    const more = all.getByRole('button', { name: 'Show more' });
    if (await more.count()) await more.click();
    await all.locator('.kumo-poll').waitFor();
    await expectInert(page, w);
    await expectPayloadsVisible(await all.innerText(), PAYLOADS);
    const author = authors[4] ?? authors[0];
    if (!author) throw new Error('no authors');
    await page.goto(`/notes/${author.noteId}`);
    const note = page.locator(`[data-note-id="${author.noteId}"]`).first();
    await note.getByRole('button', { name: 'Show content' }).click();
    await note.locator('.kumo-poll').waitFor();
    await expectInert(page, w);
    await expectPayloadsVisible(await note.innerText(), [author.payload]);
    await context.close();
  }, 60_000);

  test('profiles: the payload as display name and all payloads in the profile text', async () => {
    const { page, context } = await newPage(browser);
    const w = watch(page);
    for (const author of authors) {
      await page.goto(`/@${author.username}`);
      const main = page.locator('main');
      await page.locator(`[data-note-id="${author.noteId}"]`).waitFor();
      await expectInert(page, w);
      await expectPayloadsVisible(await main.innerText(), [author.payload, ...PAYLOADS]);
    }
    await context.close();
  }, 180_000);
});
