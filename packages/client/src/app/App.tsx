import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MainChannel, MeProvider, type StoredAccount } from '../account/index.ts';
import { RouterView } from '../router/index.ts';
import { SettingsProvider, type SettingsStore } from '../store/index.ts';
import { StreamProvider } from '../stream/index.ts';
import { AppLayout } from './layouts/AppLayout.tsx';
import { RootEffects } from './RootEffects.tsx';
import { UiLayer } from './UiLayer.tsx';
import { NotificationToasts } from '../notifications/index.ts';
import { ConnectionWatcher } from './ConnectionWatcher.tsx';

interface AppProps {
  queryClient: QueryClient;
  account: StoredAccount | null;
  settings: SettingsStore;
}

export function App({ queryClient, account, settings }: AppProps) {
  const token = account?.token ?? null;
  return (
    <QueryClientProvider client={queryClient}>
      <MeProvider account={account}>
        <StreamProvider token={token}>
          <SettingsProvider store={settings} token={token}>
            <RootEffects />
            {account && <MainChannel />}
            <ConnectionWatcher />
            <RouterView Layout={AppLayout} />
            <UiLayer />
            {account && <NotificationToasts />}
          </SettingsProvider>
        </StreamProvider>
      </MeProvider>
    </QueryClientProvider>
  );
}
