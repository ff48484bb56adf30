import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { calls, handlers, setupPageHarness, wrap } from '../../../test-support/page-test-harness.tsx';
import { OverviewLookup } from './OverviewLookup.tsx';
import { OverviewSetupWarnings } from './OverviewSetupWarnings.tsx';

setupPageHarness();

const meta = {
  uri: 'https://kumo.example',
  enableEmail: false,
  disableRegistration: true,
  enableServiceWorker: true,
  tosUrl: 'https://kumo.example/tos',
  privacyPolicyUrl: 'https://kumo.example/privacy',
  maintainerName: 'Admin',
  maintainerEmail: null,
};

describe('the admin overview', () => {
  test('lists what the setup lacks, each linking to where it is set', async () => {
    handlers['meta'] = () => meta;
    wrap(<OverviewSetupWarnings />);
    const email = await screen.findByRole('link', { name: /No e-mail server is set up/ });
    expect(email.getAttribute('href')).toBe('/admin/email-settings');
    expect(screen.getByRole('link', { name: /maintainer's e-mail/ }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    // registration is closed: no captcha warning
    expect(screen.queryByText(/no captcha/)).toBeNull();
  });

  test('a fully set-up server is told it has nothing left', async () => {
    handlers['meta'] = () => ({ ...meta, enableEmail: true, maintainerEmail: 'a@kumo.example' });
    wrap(<OverviewSetupWarnings />);
    expect(await screen.findByText('Nothing is left to set up.')).toBeTruthy();
  });

  test('looking up @alice opens her moderation page', async () => {
    handlers['meta'] = () => meta;
    handlers['users/show'] = () => ({ id: 'u-alice', username: 'alice', host: null });
    wrap(<OverviewLookup />);
    fireEvent.change(screen.getByRole('textbox', { name: /^User, note or file/ }), {
      target: { value: '@alice' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(location.pathname).toBe('/secure/user-info/u-alice'));
    expect(calls.find((c) => c.endpoint === 'users/show')?.body).toMatchObject({
      username: 'alice',
      host: null,
    });
  });

  test('text that names nothing is refused without asking the server', async () => {
    wrap(<OverviewLookup />);
    fireEvent.change(screen.getByRole('textbox', { name: /^User, note or file/ }), {
      target: { value: 'hello there' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Write @user, an address, or an id.')).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'users/show')).toBe(false);
  });
});
