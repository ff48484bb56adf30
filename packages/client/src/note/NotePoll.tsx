import type { entities } from 'misskey-js';
import { t } from '../i18n/index.ts';

type Poll = NonNullable<entities.Note['poll']>;

/** Read-only poll results (voting arrives with the full poll widget). */
export function NotePoll({ poll }: { poll: Poll }) {
  const total = poll.choices.reduce((sum, c) => sum + c.votes, 0);
  return (
    <ul className="kumo-poll" aria-label={t('poll')}>
      {poll.choices.map((c, i) => {
        const pct = total === 0 ? 0 : Math.round((c.votes / total) * 100);
        return (
          <li key={i} className="kumo-poll-choice" data-voted={c.isVoted || undefined}>
            <span className="kumo-poll-bar" style={{ width: `${pct}%` }} />
            <span className="kumo-poll-text">{c.text}</span>
            <span className="kumo-poll-pct">{pct}%</span>
          </li>
        );
      })}
      <li className="kumo-poll-total">{t('votes', { n: total })}</li>
    </ul>
  );
}
