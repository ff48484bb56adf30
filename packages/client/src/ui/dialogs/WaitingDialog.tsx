import { useEffect, useState } from 'react';
import { IconCheck } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { WAITING_SUCCESS_MS } from '../constants.ts';
import { DialogPanel } from './DialogPanel.tsx';

export type WaitingOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface WaitingDialogProps<T> {
  promise: Promise<T>;
  text?: string;
  onDone: (outcome: WaitingOutcome<T>) => void;
}

/** A spinner while the promise runs; a check mark for about a second when it succeeds (spec P2 §4). */
export function WaitingDialog<T>({ promise, text, onDone }: WaitingDialogProps<T>) {
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    let alive = true;
    let timer: number | undefined;
    promise.then(
      (value) => {
        if (!alive) return;
        setSucceeded(true);
        timer = window.setTimeout(() => onDone({ ok: true, value }), WAITING_SUCCESS_MS);
      },
      (error: unknown) => {
        if (alive) onDone({ ok: false, error });
      },
    );
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [promise, onDone]);

  const icon = succeeded ? (
    <IconCheck className="kumo-dialog-done" size={32} aria-hidden data-testid="waiting-done" />
  ) : (
    <span className="kumo-spinner" aria-hidden />
  );
  return (
    <DialogPanel icon={icon} label={text ?? t('uiProcessing')} busy={!succeeded}>
      <p className="kumo-dialog-text" role="status">
        {succeeded ? t('uiDone') : (text ?? t('uiProcessing'))}
      </p>
    </DialogPanel>
  );
}
