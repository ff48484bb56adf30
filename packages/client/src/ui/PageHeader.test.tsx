import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { documentTitleOf, PageHeader, SiteNameContext } from './PageHeader.tsx';
import { WindowScopeContext } from './window/window-scope.ts';

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

test('a page shown in a window names the window and leaves the document title alone', () => {
  document.title = 'Timeline | Misskey Example';
  const titles: string[] = [];
  const { getByText } = render(
    <WindowScopeContext.Provider value={{ setTitle: (s) => titles.push(s), scrollToTop: () => undefined }}>
      <PageHeader title="Alice" subtitle="@alice" />
    </WindowScopeContext.Provider>,
  );
  expect(titles).toEqual(['Alice']);
  expect(document.title).toBe('Timeline | Misskey Example');
  expect(getByText('@alice')).toBeTruthy();
});
