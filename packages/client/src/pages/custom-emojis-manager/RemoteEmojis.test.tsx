import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { calls, handlers, setupPageHarness, wrap } from '../../../test-support/page-test-harness.tsx';
import { RemoteEmojis } from './RemoteEmojis.tsx';

setupPageHarness();

const remote = (id: string, name: string, host: string) => ({
  id,
  name,
  host,
  aliases: [],
  category: null,
  url: `https://${host}/emoji/${name}.webp`,
});

describe("the emoji manager's other servers tab", () => {
  test('searches by name and host, and copies one emoji in', async () => {
    handlers['admin/emoji/list-remote'] = (b) =>
      b.host === 'far.example'
        ? [remote('e2', 'wave', 'far.example')]
        : [remote('e1', 'blob', 'near.example')];
    handlers['admin/emoji/copy'] = () => ({ id: 'copied' });
    wrap(<RemoteEmojis />);
    expect(await screen.findByText('near.example')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Server' }), { target: { value: 'far.example' } });
    expect(await screen.findByText(':wave:')).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({ host: 'far.example', query: null });

    fireEvent.click(screen.getByRole('button', { name: 'Copy here :wave@far.example:' }));
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'admin/emoji/copy')?.body).toMatchObject({ emojiId: 'e2' }),
    );
    expect(await screen.findByText(':wave: is now one of this server’s emoji.')).toBeTruthy();
  });

  test('says so when no emoji of another server matches', async () => {
    handlers['admin/emoji/list-remote'] = () => [];
    wrap(<RemoteEmojis />);
    expect(await screen.findByText('No emoji from other servers matches.')).toBeTruthy();
  });
});
