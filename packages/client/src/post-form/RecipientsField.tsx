import { useState } from 'react';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { Avatar } from '@/ui/index.ts';
import { mentionOf, mentionsMissingFromRecipients, type MentionRef } from './mentions.ts';
import { pickUser } from './UserPicker.tsx';
import { instanceHost } from '@/queries/index.ts';

interface RecipientsFieldProps {
  users: entities.UserLite[];
  onChange: (users: entities.UserLite[]) => void;
  text: string;
  me: { username: string; host: string | null } | null;
  token: string | null;
}

/** Resolves mentions to users through users/show (spec P2 §5); unknown ones are skipped. */
async function lookUp(refs: MentionRef[], token: string | null): Promise<entities.UserLite[]> {
  const found = await Promise.all(
    refs.map((r) =>
      api('users/show', { username: r.username, host: r.host }, token).then(
        (u) => u as entities.UserLite,
        () => null,
      ),
    ),
  );
  return found.filter((u): u is entities.UserLite => u !== null);
}

/** Spec P2 §4, §5: the recipients of a specified note, and the warning about mentioned non-recipients. */
export function RecipientsField({ users, onChange, text, me, token }: RecipientsFieldProps) {
  const [adding, setAdding] = useState(false);
  const missing = mentionsMissingFromRecipients(text, users, me, instanceHost());
  const add = (more: entities.UserLite[]) =>
    onChange([...users, ...more.filter((u) => !users.some((o) => o.id === u.id))]);

  return (
    <section className="kumo-recipients" aria-label={t('noteRecipients')}>
      <ul>
        <li className="kumo-muted" aria-hidden>
          {t('recipientsLabel')}
        </li>
        {users.map((u) => (
          <li key={u.id} className="kumo-recipient">
            <Avatar user={u} size={20} />
            <span>{mentionOf(u)}</span>
            <button
              type="button"
              className="kumo-icon-button"
              aria-label={t('removeRecipient', { acct: mentionOf(u) })}
              onClick={() => onChange(users.filter((o) => o.id !== u.id))}
            >
              <IconX size={14} aria-hidden />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="kumo-chip-button"
            onClick={() => void pickUser(token).then((u) => u && add([u]))}
          >
            <IconPlus size={14} aria-hidden />
            {t('addRecipient')}
          </button>
        </li>
      </ul>
      {missing.length > 0 && (
        <div className="kumo-alert kumo-recipients-warning" role="status">
          <span>{t('notSpecifiedMentionWarning', { users: missing.map(mentionOf).join(', ') })}</span>
          <button
            type="button"
            className="kumo-button"
            disabled={adding}
            onClick={() => {
              setAdding(true);
              void lookUp(missing, token)
                .then(add)
                .finally(() => setAdding(false));
            }}
          >
            {t('addThem')}
          </button>
        </div>
      )}
    </section>
  );
}
