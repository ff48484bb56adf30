import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import PendingPage from './PendingPage.tsx';

test('a route without its page yet says so honestly and names the address', () => {
  render(<PendingPage params={{}} query={new URLSearchParams()} path="/secure/deck" />);
  expect(screen.getByRole('heading', { level: 2, name: 'Not available yet' })).toBeTruthy();
  expect(screen.getByText(/\/secure\/deck/)).toBeTruthy();
});
