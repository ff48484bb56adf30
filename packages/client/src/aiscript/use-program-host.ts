import { useMemo, useRef } from 'react';
import { useMe } from '@/account/index.ts';
import { apiAs, useAccountToken, type Endpoint } from '@/api/index.ts';
import { lang, t } from '@/i18n/index.ts';
import { instanceOrigin } from '@/queries/index.ts';
import { confirmDialog } from '@/ui/index.ts';
import type { ProgramHost } from './mk-library.ts';

/**
 * What a program on this page reaches: the server as the signed-in user (or as a visitor), who the
 * user is, and its storage under `storageKey`. A program the user did not write (`trusted` false)
 * asks once per endpoint before `Mk:api` calls the server as them.
 */
export function useProgramHost(storageKey: string, trusted: boolean): ProgramHost {
  const { me } = useMe();
  const token = useAccountToken();
  const latest = useRef({ me, token, trusted });
  latest.current = { me, token, trusted };
  return useMemo<ProgramHost>(() => {
    const allowed = new Set<string>();
    return {
      api: async (endpoint, params, asToken) => {
        const { token: mine, trusted: ok } = latest.current;
        if (asToken === null && mine && !ok && !allowed.has(endpoint)) {
          if (!(await confirmDialog(t('playApiConsent', { endpoint }), t('playApiConsentTitle'))))
            throw new Error(t('playApiDenied', { endpoint }));
          allowed.add(endpoint);
        }
        return apiAs(asToken ?? mine)(endpoint as Endpoint, params as never);
      },
      get user() {
        const user = latest.current.me;
        return user ? { id: user.id, name: user.name, username: user.username } : null;
      },
      serverUrl: instanceOrigin(),
      locale: lang(),
      storageKey,
    };
  }, [storageKey]);
}
