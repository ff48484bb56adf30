import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { documentTitleOf, PageHeader, SiteNameContext } from './PageHeader.tsx';

afterEach(cleanup);

test('a page names the document after itself and the server', () => {
  render(
    <SiteNameContext.Provider value="Misskey Example">
      <PageHeader title="Announcements" />
    </SiteNameContext.Provider>,
  );
  expect(document.title).toBe('Announcements | Misskey Example');
  render(<PageHeader title={<b>Alice :wave:</b>} documentTitle="Alice" />);
  expect(document.title).toBe('Alice');
  expect(documentTitleOf(null, null)).toBe('Kumo');
});
