import { IconCompass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { MAIN_ID } from './SkipLink.tsx';

/** What a visitor sees around public pages: the server's name and the ways in. */
export function VisitorFrame({ children }: { children: ReactNode }) {
  const meta = useMeta();
  return (
    <div className="kumo-visitor">
      <header className="kumo-visitor-bar">
        <Link className="kumo-brand" to="/">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{meta?.name ?? t('appName')}</span>
        </Link>
        <div className="kumo-visitor-actions">
          <Link className="kumo-button kumo-visitor-explore" to="/explore" title={t('explore')}>
            <IconCompass size={18} aria-hidden />
            <span>{t('explore')}</span>
          </Link>
          <Link className="kumo-button" to="/signin">
            {t('signin')}
          </Link>
          <Link className="kumo-button primary" to="/signup">
            {t('signup')}
          </Link>
        </div>
      </header>
      <main className="kumo-visitor-main" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
