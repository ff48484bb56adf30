import { fireEvent, screen } from '@testing-library/react';
import { expect, onTestFinished, test, vi } from 'vitest';
import { DEFAULT_MENU } from '@/store/index.ts';
import { openMenu } from '@/ui/index.ts';
import { configureUi, getUiConfig } from '@/ui/host/ui-config.ts';
import { openInAct, settle, setupUiTestHost } from '../../../test-support/ui-test-host.tsx';
import { NAV_ITEMS } from './nav-items.tsx';
import { moreMenuItems } from './more-menu.tsx';

setupUiTestHost();

test('More opens a menu of links to what the menu does not hold: registry and custom emoji among them', async () => {
  const navigate = vi.fn();
  const config = getUiConfig();
  configureUi({ ...config, navigate });
  onTestFinished(() => configureUi(config));
  openInAct(() => void openMenu(moreMenuItems(DEFAULT_MENU), null, { label: 'More' }));
  const menu = await screen.findByRole('menu', { name: 'More' });
  const names = [...menu.querySelectorAll('[role="menuitem"]')].map((e) => e.textContent);
  expect(names).toContain('Registry');
  expect(names).toContain('Custom emoji');
  expect(names).not.toContain('Timeline');
  const registry = screen.getByRole('menuitem', { name: 'Registry' });
  expect(registry.getAttribute('href')).toBe('/secure/registry');
  fireEvent.click(registry);
  expect(navigate).toHaveBeenCalledWith('/secure/registry');
  await settle();
  expect(screen.queryByRole('menu', { name: 'More' })).toBeNull();
});

test('with every destination in the menu, More says so', async () => {
  openInAct(() => void openMenu(moreMenuItems(Object.keys(NAV_ITEMS)), null, { label: 'More' }));
  await screen.findByRole('menu', { name: 'More' });
  expect(screen.getByText('Everything is already in your menu.')).toBeTruthy();
});
