import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { SettingsProvider, SettingsStore, type Settings } from '@/store/index.ts';

const env = { prefersReducedMotion: false, isMobile: false };

/** Test support: renders inside a settings store (with the given settings) and a query cache with meta. */
export function renderWithMediaSettings(ui: ReactNode, settings: Partial<Settings> = {}) {
  localStorage.clear();
  const store = new SettingsStore({ storage: localStorage, accountId: null, env });
  for (const [key, value] of Object.entries(settings)) store.set(key as keyof Settings, value as never);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['meta'], { mediaProxy: 'https://kumo.test/proxy' });
  return render(
    <QueryClientProvider client={queryClient}>
      <SettingsProvider store={store} token={null}>
        {ui}
      </SettingsProvider>
    </QueryClientProvider>,
  );
}

let seq = 0;

/** Test support: a drive file with sensible defaults. */
export function driveFile(fields: Partial<entities.DriveFile> = {}): entities.DriveFile {
  const id = `file${++seq}`;
  return {
    id,
    createdAt: '2025-01-01T00:00:00.000Z',
    name: `${id}.png`,
    type: 'image/png',
    md5: '0',
    size: 123_456,
    isSensitive: false,
    blurhash: null,
    properties: { width: 800, height: 600 },
    url: `https://kumo.test/files/${id}`,
    thumbnailUrl: `https://kumo.test/files/thumbnail-${id}.webp`,
    comment: null,
    folderId: null,
    folder: null,
    userId: null,
    user: null,
    ...fields,
  };
}
