import { openModal } from '../modal/open-modal.tsx';
import { WaitingDialog, type WaitingOutcome } from './WaitingDialog.tsx';

/**
 * Shows a waiting dialog while `promise` runs. On success it shows a check mark for about a second,
 * closes and resolves with the value; on failure it closes at once and rethrows. It cannot be canceled.
 */
export async function waiting<T>(promise: Promise<T>, text?: string): Promise<T> {
  const outcome = await openModal<WaitingOutcome<T>>(
    ({ close }) => <WaitingDialog promise={promise} text={text} onDone={close} />,
    { presentation: 'dialog', band: 'high', cancelable: false },
  );
  if (!outcome) return promise;
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
