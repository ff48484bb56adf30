import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useSigninHistory } from '@/queries/index.ts';
import { localDateTime } from './local-date.ts';

/** The account's sign-ins, newest first, page by page: when, from which address, and whether it worked. */
export function SigninHistory() {
  const history = useSigninHistory();
  return (
    <PagedList query={history} empty={t('securitySigninNone')}>
      {(items) => (
        <ul className="kumo-signin-list">
          {items.map((s) => (
            <li key={s.id} data-success={s.success}>
              {s.success ? (
                <IconCircleCheck size={18} className="kumo-signin-ok" aria-hidden />
              ) : (
                <IconCircleX size={18} className="kumo-signin-fail" aria-hidden />
              )}
              <span className="kumo-signin-result">
                {s.success ? t('securitySigninSuccess') : t('securitySigninFailure')}
              </span>
              <time dateTime={s.createdAt}>{localDateTime(s.createdAt)}</time>
              <span className="kumo-caption kumo-signin-ip">{t('securitySigninIp', { ip: s.ip })}</span>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
