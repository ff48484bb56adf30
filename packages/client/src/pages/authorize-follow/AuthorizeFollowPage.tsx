import { IconUserPlus } from '@tabler/icons-react';
import { acct as Acct } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { instanceHost } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { UserHoverCard } from '@/user-card/index.ts';
import './authorize-follow.css';

/**
 * /secure/authorize-follow?acct=…: the "follow on your server" page that other sites and servers
 * link to. It finds the account (`alice`, `alice@this.host` or `alice@other.host`) and shows its
 * card, whose button follows, unfollows or asks to follow as the relation allows.
 */
export default function AuthorizeFollowPage({ query }: PageProps) {
  const acct = (query.get('acct') ?? '').trim().replace(/^acct:/, '');
  const ref = acct ? Acct.parse(acct) : null;
  const host =
    ref?.host && ref.host.toLowerCase() === instanceHost().toLowerCase() ? null : (ref?.host ?? null);
  return (
    <>
      <PageHeader title={t('authorizeFollow')} icon={<IconUserPlus size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-authorize-follow">
        {ref?.username ? (
          <>
            <p>{t('authorizeFollowLead')}</p>
            <UserHoverCard user={{ username: ref.username, host }} />
          </>
        ) : (
          <p role="alert">{t('authorizeFollowNoAcct')}</p>
        )}
      </div>
    </>
  );
}
