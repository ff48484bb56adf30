import { describe, expect, test } from 'vitest';
import { decideNavigation } from './navigation-rules.ts';

const visitor = { signedIn: false, ui: 'default' };
const member = { signedIn: true, ui: 'default' };
const redirectOf = (path: string, viewer = visitor) => {
  const d = decideNavigation(path, viewer);
  return d.kind === 'redirect' ? d.to : null;
};

describe('navigation rules (spec P1 §2)', () => {
  test('a visitor who opens a secure path goes to the root', () => {
    expect(redirectOf('/secure/timeline')).toBe('/');
    expect(redirectOf('/secure/settings/profile')).toBe('/');
  });

  test('a visitor on a route that requires sign-in goes to /signin', () => {
    expect(redirectOf('/share')).toBe('/signin');
  });

  test('a visitor on a needLogin route goes to /', () => {
    expect(redirectOf('/admin/users')).toBe('/');
  });

  test('a visitor sees public routes and the landing page', () => {
    expect(redirectOf('/notes/abc')).toBeNull();
    expect(redirectOf('/@alice')).toBeNull();
    expect(redirectOf('/')).toBeNull();
    expect(redirectOf('/signin')).toBeNull();
  });

  test('a signed-in user is sent home from visitor-only routes', () => {
    expect(redirectOf('/', member)).toBe('/secure/timeline');
    expect(redirectOf('/signin', member)).toBe('/secure/timeline');
    expect(redirectOf('/signup', { signedIn: true, ui: 'deck' })).toBe('/secure/deck');
  });

  test('a signed-in user on a public route with a secure twin goes to the /secure path', () => {
    expect(redirectOf('/notes/abc', member)).toBe('/secure/notes/abc');
    expect(redirectOf('/channels/xyz', member)).toBe('/secure/channels/xyz');
    expect(redirectOf('/tags/kumo', member)).toBe('/secure/tags/kumo');
  });

  test('a signed-in user stays on public routes that have no secure twin', () => {
    expect(redirectOf('/@alice', member)).toBeNull();
    expect(redirectOf('/about', member)).toBeNull();
    expect(redirectOf('/no/such/page', member)).toBeNull();
  });

  test('an unknown address renders the catch-all not-found route', () => {
    const d = decideNavigation('/no/such/page', visitor);
    expect(d.kind === 'render' && d.match.route.path).toBe('/:path*');
  });
});
