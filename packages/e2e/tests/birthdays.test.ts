import { expect, test } from 'vitest';
import { callApi, createUser, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** `YYYY-MM-DD` of a day `days` from today in the browser's (and this machine's) time zone, in 1990. */
function birthdayIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `1990-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test("the birthday widget shows the people one follows whose birthday is today, or this week's", async () => {
  const [today, soon, later] = await Promise.all([
    createUser('bdtoday'),
    createUser('bdsoon'),
    createUser('bdlater'),
  ]);
  await callApi('i/update', { i: today.token, birthday: birthdayIn(0) });
  await callApi('i/update', { i: soon.token, birthday: birthdayIn(3) });
  await callApi('i/update', { i: later.token, birthday: birthdayIn(20) });
  const { user, page, context } = await kumo.openAsNewUser('bdfan');
  for (const u of [today, soon, later]) await callApi('following/create', { i: user.token, userId: u.id });

  const side = page.getByRole('complementary', { name: 'Widgets' });
  await side.getByRole('button', { name: 'Edit widgets' }).click();
  await side.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'Birthdays' });
  await side.getByRole('button', { name: 'Done' }).click();
  const widget = side.getByRole('region', { name: 'Birthdays' });
  await widget.getByRole('link', { name: `@${today.username}` }).waitFor();
  expect(await widget.getByRole('link').count()).toBe(1);
  expect(await seriousAxeViolations(page, '.kumo-widget')).toEqual([]);

  // the coming week: today's and the one in three days, not the one in twenty
  await side.getByRole('button', { name: 'Edit widgets' }).click();
  await side.getByRole('button', { name: 'Settings of Birthdays' }).click();
  const dialog = page.getByRole('dialog', { name: 'Birthdays' });
  await dialog.getByRole('combobox', { name: 'Whose birthdays' }).selectOption({ label: 'The coming week' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await side.getByRole('button', { name: 'Done' }).click();
  await widget.getByRole('link', { name: `@${soon.username}` }).waitFor();
  expect(await widget.getByRole('link', { name: `@${later.username}` }).count()).toBe(0);
  await context.close();
});
