import { useContext, useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { openSigninDialog, useMe } from '@/account/index.ts';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useVote } from '@/queries/index.ts';
import { confirmDialog, openDialog } from '@/ui/index.ts';
import { updateLiveNote } from './live-notes.ts';
import { applyNoteUpdate } from './note-updates.ts';
import { ReadOnlyPollsContext } from './read-only-polls.ts';
import {
  canVote,
  hasVoted,
  isPollClosed,
  isPollReadOnly,
  pollRemaining,
  POLL_COUNTDOWN_REFRESH_MS,
  type Poll,
} from './poll-rules.ts';

function useNow(refreshMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(id);
  }, [refreshMs, active]);
  return now;
}

/**
 * The poll of a note: vote (with confirmation), show or hide results, time left (spec P2 §4, §5).
 * Read-only by setting (`readOnly`, or inside `ReadOnlyPolls`) it shows the results and takes no vote.
 */
export function NotePoll({
  note,
  poll,
  readOnly: readOnlyBySetting = false,
}: {
  note: entities.Note;
  poll: Poll;
  readOnly?: boolean;
}) {
  const inReadOnly = useContext(ReadOnlyPollsContext);
  const { account } = useMe();
  // a refused vote is said in an error dialog
  const voteCall = useVote({
    onError: async (err) => {
      await openDialog({ type: 'error', text: describeError(err) });
      return true;
    },
  });
  const now = useNow(POLL_COUNTDOWN_REFRESH_MS, poll.expiresAt != null);
  const readOnly = isPollReadOnly(poll, now, readOnlyBySetting || inReadOnly);
  const [showResults, setShowResults] = useState(readOnly || hasVoted(poll));
  const results = showResults || readOnly;
  const total = poll.choices.reduce((sum, c) => sum + c.votes, 0);
  const remaining = poll.expiresAt ? pollRemaining(poll.expiresAt, now) : null;

  const vote = async (choice: number) => {
    if (readOnly) return;
    if (!account) return void openSigninDialog();
    if (!canVote(poll, choice, Date.now(), true)) return;
    if (!(await confirmDialog(t('voteConfirm', { choice: poll.choices[choice]?.text ?? '' })))) return;
    if (!(await voteCall.run({ noteId: note.id, choice }))) return;
    updateLiveNote(note.id, (n) =>
      applyNoteUpdate(n, { type: 'pollVoted', body: { choice, userId: account.id } }, account.id),
    );
    if (!poll.multiple) setShowResults(true);
  };

  return (
    <div className="kumo-poll" role="group" aria-label={t('poll')}>
      <ul>
        {poll.choices.map((c, i) => {
          const pct = total === 0 ? 0 : Math.round((c.votes / total) * 100);
          return (
            <li key={i}>
              <button
                type="button"
                className="kumo-poll-choice"
                data-voted={c.isVoted || undefined}
                aria-pressed={c.isVoted}
                disabled={readOnly || c.isVoted}
                onClick={() => void vote(i)}
              >
                {results && <span className="kumo-poll-bar" style={{ width: `${pct}%` }} />}
                <span className="kumo-poll-text">{c.text}</span>
                {results && (
                  <span className="kumo-poll-pct">{t('pollChoiceResult', { pct, n: c.votes })}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="kumo-poll-total">
        <span>{t(total === 1 ? 'votesOne' : 'votes', { n: total })}</span>
        {' · '}
        {isPollClosed(poll, now) ? (
          <span>{t('pollClosed')}</span>
        ) : remaining ? (
          <span>{t(`pollRemaining_${remaining.unit}`, { n: remaining.n })}</span>
        ) : (
          <span>{t('pollNoEnd')}</span>
        )}
        {!readOnly && (
          <>
            {' · '}
            <button type="button" className="kumo-link-button" onClick={() => setShowResults(!showResults)}>
              {showResults ? t('pollHideResults') : t('pollShowResults')}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
