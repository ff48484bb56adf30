import { IconCopy, IconTicket } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { sortWords } from './sort-words.ts';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { useAdminCreateInvites, useAdminInvites, type AdminInviteFilter } from '@/queries/index.ts';
import { acctOf, Link, profilePath } from '@/router/index.ts';
import { copyToClipboard, PageHeader, SelectField, TextInput } from '@/ui/index.ts';
import { DateTimeField } from './DateTimeField.tsx';
import './admin.css';

type Kind = NonNullable<AdminInviteFilter['type']>;
type Sort = NonNullable<AdminInviteFilter['sort']>;
const KINDS: Kind[] = ['all', 'unused', 'used', 'expired'];
const SORTS = ['+createdAt', '-createdAt', '+usedAt', '-usedAt'] as const satisfies readonly Sort[];

const stateOf = (c: entities.InviteCode): Kind =>
  c.used ? 'used' : c.expiresAt && Date.parse(c.expiresAt) <= Date.now() ? 'expired' : 'unused';

function CodeRow({ code }: { code: entities.InviteCode }) {
  const state = stateOf(code);
  return (
    <li className="kumo-admin-card">
      <div className="kumo-admin-card-head">
        <b>
          <code>{code.code}</code>
        </b>
        <span className="kumo-admin-badge" data-icon={state === 'unused' ? 'success' : undefined}>
          {t(`adminInviteKind_${state}`)}
        </span>
        {state === 'unused' && (
          <button
            type="button"
            className="kumo-button"
            aria-label={t('adminInviteCopy', { code: code.code })}
            onClick={() => void copyToClipboard(code.code)}
          >
            <IconCopy size={16} aria-hidden />
          </button>
        )}
      </div>
      <p className="kumo-caption">
        {t('adminInviteCreated')} <RelativeTime date={code.createdAt} />
        {code.createdBy && (
          <>
            {' · '}
            <Link to={profilePath(code.createdBy)}>@{acctOf(code.createdBy)}</Link>
          </>
        )}
        {code.expiresAt && (
          <>
            {' · '}
            {t('adminInviteExpires')} <RelativeTime date={code.expiresAt} />
          </>
        )}
        {code.usedBy && (
          <>
            {' · '}
            {t('adminInviteUsedBy')} <Link to={profilePath(code.usedBy)}>@{acctOf(code.usedBy)}</Link>
          </>
        )}
      </p>
    </li>
  );
}

function CreateForm() {
  const [count, setCount] = useState('1');
  const [expires, setExpires] = useState('');
  const [made, setMade] = useState<entities.InviteCode[]>([]);
  const create = useAdminCreateInvites();
  const n = Number(count);
  const countOk = Number.isInteger(n) && n >= 1 && n <= 100;
  return (
    <form
      className="kumo-admin-card kumo-admin-editor"
      aria-label={t('adminInviteCreate')}
      onSubmit={(e) => {
        e.preventDefault();
        void create
          .run({ count: n, expiresAt: expires ? new Date(expires).toISOString() : null })
          .then((r) => r && setMade(r.result));
      }}
    >
      <div className="kumo-admin-filters">
        <TextInput
          label={t('adminInviteCount')}
          value={count}
          onChange={setCount}
          inputMode="numeric"
          caption={countOk ? undefined : t('adminInviteCountRule')}
        />
        <DateTimeField label={t('adminInviteExpiry')} value={expires} onChange={setExpires} />
      </div>
      <div className="kumo-admin-actions">
        <button type="submit" className="kumo-button primary" disabled={!countOk || create.isPending}>
          {t('adminInviteCreate')}
        </button>
      </div>
      {made.length > 0 && (
        <div role="status">
          <p>{t('adminInviteMade', { count: made.length })}</p>
          <ul className="kumo-admin-codes">
            {made.map((c) => (
              <li key={c.id}>
                <code>{c.code}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

/** /admin/invites: invitation codes made for anyone (needed to sign up while registration is closed). */
export default function AdminInvitesPage() {
  const [type, setType] = useState<Kind>('all');
  const [sort, setSort] = useState<Sort>('+createdAt');
  const codes = useAdminInvites({ type, sort });
  return (
    <>
      <PageHeader title={t('admin.invites')} icon={<IconTicket size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminInvitesIntro')}</p>
        <CreateForm />
        <div className="kumo-admin-filters">
          <SelectField
            label={t('adminInviteKind')}
            value={type}
            options={KINDS.map((k) => ({ value: k, label: t(`adminInviteKind_${k}`) }))}
            onChange={setType}
          />
          <SelectField
            label={t('adminUsersSort')}
            value={sort}
            options={SORTS.map((s) => ({
              value: s,
              label: t(`adminInviteSort_${sortWords(s)}`),
            }))}
            onChange={setSort}
          />
        </div>
        <PagedList query={codes} empty={t('adminInvitesNone')}>
          {(items) => (
            <ul className="kumo-admin-list" aria-label={t('admin.invites')}>
              {items.map((c) => (
                <CodeRow key={c.id} code={c} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}
