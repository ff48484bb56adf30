import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MainChannel, MeProvider, useMe, type StoredAccount } from '@/account/index.ts';
import { apiUrl } from '@/api/index.ts';
import { RouterView } from '@/router/index.ts';
import { SettingsProvider, type SettingsStore } from '@/store/index.ts';
import { StreamProvider } from '@/stream/index.ts';
import { useMeta } from '@/queries/index.ts';
import { HeaderUserContext, SiteNameContext } from '@/ui/index.ts';
import { AppLayout } from './layouts/AppLayout.tsx';
import { RootEffects } from './RootEffects.tsx';
import { UiLayer } from './UiLayer.tsx';
import { NotificationToasts } from '@/notifications/index.ts';
import { ConnectionWatcher } from './ConnectionWatcher.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { UrlPreviewAnchor } from '@/link-preview/index.ts';
import { LinkHoverContext } from '@/mfm/index.ts';

interface AppProps {
  queryClient: QueryClient;
  account: StoredAccount | null;
  settings: SettingsStore;
}

/** Page headers show the signed-in user's avatar on narrow screens (spec P1 §2) and title the document. */
function HeaderUser({ children }: { children: ReactNode }) {
  const { me } = useMe();
  const meta = useMeta();
  return (
    <HeaderUserContext.Provider value={me ?? null}>
      <SiteNameContext.Provider value={meta?.name ?? null}>{children}</SiteNameContext.Provider>
    </HeaderUserContext.Provider>
  );
}

export function App({ queryClient, account, settings }: AppProps) {
  const token = account?.token ?? null;
  return (
    <QueryClientProvider client={queryClient}>
      <MeProvider account={account}>
        <HeaderUser>
          <StreamProvider token={token} origin={apiUrl('') || location.origin}>
            <SettingsProvider store={settings} token={token}>
              <RootEffects />
              {account && <MainChannel />}
              <ConnectionWatcher />
              <OfflineNotice />
              <LinkHoverContext.Provider value={UrlPreviewAnchor}>
                <RouterView Layout={AppLayout} signedIn={account !== null} />
                <UiLayer />
              </LinkHoverContext.Provider>
              {account && <NotificationToasts />}
            </SettingsProvider>
          </StreamProvider>
        </HeaderUser>
      </MeProvider>
    </QueryClientProvider>
  );
}
