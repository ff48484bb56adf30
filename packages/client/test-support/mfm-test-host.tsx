import { render } from '@testing-library/react';
import { SettingsProvider, SettingsStore, type Settings } from '@/store/index.ts';
import { Mfm, type MfmProps } from '../src/mfm/Mfm.tsx';

const env = { prefersReducedMotion: false, isMobile: false };

/** Test support: renders <Mfm> inside a fresh settings store with the given settings. */
export function renderMfm(props: MfmProps, settings: Partial<Settings> = {}) {
  localStorage.clear();
  const store = new SettingsStore({ storage: localStorage, accountId: null, env });
  for (const [key, value] of Object.entries(settings)) store.set(key as keyof Settings, value as never);
  const view = render(
    <SettingsProvider store={store} token={null}>
      <Mfm localHost="kumo.test" {...props} />
    </SettingsProvider>,
  );
  // the testing library's container is the <div> it rendered into
  return { ...view, container: view.container as HTMLElement };
}
