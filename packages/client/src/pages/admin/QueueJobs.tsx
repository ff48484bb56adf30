import { IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import {
  QUEUE_TYPES,
  useQueueAction,
  useQueueJobs,
  type JobState,
  type QueueJob,
  type QueueType,
} from '@/queries/index.ts';
import { confirmDialog, FormSection, IconButton, SelectField } from '@/ui/index.ts';

const STATES = ['failed', 'wait', 'delayed', 'active', 'completed'] as const satisfies readonly JobState[];
type ShownState = (typeof STATES)[number];
const stateLabel = (s: ShownState) => t(`adminQueueCount.${s === 'wait' ? 'waiting' : s}`);
const queueLabel = (q: QueueType) => t(`adminQueue.${q}`);

/**
 * The jobs of one queue in one state, on servers that list them (`queueJobs`): retry a failed
 * one, remove one that is not running, run delayed jobs now, or empty the queue of that state.
 */
export function QueueJobs() {
  const [queue, setQueue] = useState<QueueType>('deliver');
  const [state, setState] = useState<ShownState>('failed');
  const jobs = useQueueJobs(queue, state, true);
  const act = useQueueAction();
  const clear = async () => {
    const what = { queue: queueLabel(queue), state: stateLabel(state) };
    if (await confirmDialog(t('adminQueueClearConfirm', what)))
      void act.run({ action: 'clear', queue, state });
  };
  return (
    <FormSection title={t('adminQueueJobs')}>
      <div className="kumo-admin-filters">
        <SelectField
          label={t('adminQueueName')}
          value={queue}
          options={QUEUE_TYPES.map((q) => ({ value: q, label: queueLabel(q) }))}
          onChange={setQueue}
        />
        <SelectField
          label={t('adminQueueJobState')}
          value={state}
          options={STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
          onChange={setState}
        />
      </div>
      <div className="kumo-admin-actions">
        {state === 'delayed' && (
          <button
            type="button"
            className="kumo-button"
            disabled={act.isPending}
            onClick={() => void act.run({ action: 'promote', queue })}
          >
            <IconPlayerPlay size={18} aria-hidden />
            {t('adminQueuePromote')}
          </button>
        )}
        {state !== 'active' && (
          <button
            type="button"
            className="kumo-button danger"
            disabled={act.isPending}
            onClick={() => void clear()}
          >
            <IconTrash size={18} aria-hidden />
            {t('adminQueueClear')}
          </button>
        )}
      </div>
      <QueryView query={jobs}>
        {(list) =>
          list.length === 0 ? (
            <p className="kumo-caption">{t('adminQueueNoJobs')}</p>
          ) : (
            <ul className="kumo-admin-list" aria-label={t('adminQueueJobs')}>
              {list.map((job) => (
                <JobCard key={job.id} job={job} queue={queue} state={state} act={act} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </FormSection>
  );
}

function JobCard({
  job,
  queue,
  state,
  act,
}: {
  job: QueueJob;
  queue: QueueType;
  state: JobState;
  act: ReturnType<typeof useQueueAction>;
}) {
  const at = job.finishedOn ?? job.processedOn ?? job.timestamp;
  return (
    <li className="kumo-admin-card">
      <div className="kumo-admin-card-head">
        <b>{job.name}</b>
        <span className="kumo-caption">
          {t('adminQueueJobAttempts', { n: job.attempts })} ·{' '}
          <RelativeTime date={new Date(at).toISOString()} />
        </span>
        {state === 'failed' && (
          <IconButton
            label={t('adminQueueRetry', { name: job.name })}
            icon={IconRefresh}
            disabled={act.isPending}
            onClick={() => void act.run({ action: 'retry', queue, jobId: job.id })}
          />
        )}
        {state !== 'active' && (
          <IconButton
            label={t('adminQueueRemove', { name: job.name })}
            icon={IconTrash}
            disabled={act.isPending}
            onClick={() => void act.run({ action: 'remove', queue, jobId: job.id })}
          />
        )}
      </div>
      {job.failedReason && (
        <p className="kumo-admin-card-text" data-icon="error">
          {job.failedReason}
        </p>
      )}
      <details>
        <summary>{t('adminQueueJobData', { id: job.id })}</summary>
        <pre className="kumo-admin-json">{JSON.stringify(job.data, null, 2)}</pre>
      </details>
    </li>
  );
}
