import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  calls,
  handlers,
  params,
  wrap,
  setupPageHarness,
} from '../../../../test-support/page-test-harness.tsx';
import WebhookEditPage from './WebhookEditPage.tsx';

setupPageHarness();

const hook = {
  id: 'w1',
  userId: 'me1',
  name: 'CI',
  on: ['note', 'reaction'],
  url: 'https://ci.example/hook',
  secret: 'k',
  active: true,
  latestSentAt: null,
  latestStatus: null,
};

const urlBox = () => screen.getByRole('textbox', { name: /^URL/ });

describe('the webhook form', () => {
  test('a non-http URL is refused before anything is sent; a good one creates the hook', async () => {
    handlers['i/webhooks/create'] = (b) => ({ ...hook, ...b, id: 'new1' });
    wrap(<WebhookEditPage {...params({})} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Alerts' } });
    fireEvent.change(urlBox(), { target: { value: 'gopher://old.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Only http:// and https:// URLs can receive webhooks.',
    );
    expect(calls.some((c) => c.endpoint === 'i/webhooks/create')).toBe(false);

    fireEvent.change(urlBox(), { target: { value: ' https://alerts.example/in ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Someone replies to you' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Someone mentions you' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'i/webhooks/create')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'i/webhooks/create')!.body).toEqual({
      name: 'Alerts',
      url: 'https://alerts.example/in',
      secret: '',
      on: ['mention', 'reply'],
      i: 'TOKEN',
    });
    // active stays on, so no extra update call
    expect(calls.some((c) => c.endpoint === 'i/webhooks/update')).toBe(false);
  });

  test('an existing hook fills the form, sends a test with the form’s URL, and is deleted after confirming', async () => {
    handlers['i/webhooks/show'] = () => hook;
    wrap(<WebhookEditPage {...params({ webhookId: 'w1' })} />);
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    expect(name.value).toBe('CI');
    expect((screen.getByRole('checkbox', { name: 'You post a note' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Someone follows you' }) as HTMLInputElement).checked).toBe(
      false,
    );

    fireEvent.change(urlBox(), { target: { value: 'https://staging.example/hook' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Event to send' }), {
      target: { value: 'follow' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'i/webhooks/test')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'i/webhooks/test')!.body).toMatchObject({
      webhookId: 'w1',
      type: 'follow',
      override: { url: 'https://staging.example/hook', secret: 'k' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete webhook' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(calls.some((c) => c.endpoint === 'i/webhooks/delete')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete webhook' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'i/webhooks/delete')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'i/webhooks/delete')!.body).toMatchObject({ webhookId: 'w1' });
  });
});
