import { expect, test } from 'vitest';
import { aboutLinks } from './about-links.ts';

test('only the links the server gives are shown', () => {
  expect(aboutLinks({ tosUrl: 'https://example.com/terms', privacyPolicyUrl: null })).toEqual([
    { kind: 'tos', href: 'https://example.com/terms' },
  ]);
  expect(aboutLinks({})).toEqual([]);
});

test('contact is the inquiry page, else the maintainer e-mail address', () => {
  expect(aboutLinks({ inquiryUrl: 'https://example.com/ask', maintainerEmail: 'a@b.example' })).toEqual([
    { kind: 'contact', href: 'https://example.com/ask' },
  ]);
  expect(aboutLinks({ maintainerEmail: 'admin@b.example' })).toEqual([
    { kind: 'contact', href: 'mailto:admin@b.example' },
  ]);
});

test('an address that is not a web address is left out', () => {
  expect(
    aboutLinks({ tosUrl: 'javascript:alert(1)', impressumUrl: 'not a url', maintainerEmail: 'x' }),
  ).toEqual([]);
});
