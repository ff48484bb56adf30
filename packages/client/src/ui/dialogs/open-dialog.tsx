import { t } from '@/i18n/index.ts';
import { openModal } from '../modal/open-modal.tsx';
import { CANCELED, resultOf, type DialogResult, type DialogType } from './dialog-types.ts';
import { DialogPanel } from './DialogPanel.tsx';

export interface DialogOptions {
  type?: DialogType;
  title?: string;
  text?: string;
  okText?: string;
  cancelText?: string;
  /** Show a cancel button; default true for questions and for custom actions. */
  showCancel?: boolean;
}

/** A custom button of a dialog; choosing it resolves with its value. */
export interface DialogAction<T> {
  text: string;
  value: T;
  primary?: boolean;
  danger?: boolean;
}

interface Choice<T> {
  text: string;
  primary?: boolean;
  danger?: boolean;
  result: DialogResult<T>;
}

function choices<T>(
  options: DialogOptions,
  actions: Array<DialogAction<T>> | undefined,
  ok: T,
): Array<Choice<T>> {
  const list: Array<Choice<T>> = actions
    ? actions.map((a) => ({ text: a.text, primary: a.primary, danger: a.danger, result: resultOf(a.value) }))
    : [{ text: options.okText ?? t('ok'), primary: true, result: resultOf(ok) }];
  const showCancel = options.showCancel ?? (actions !== undefined || options.type === 'question');
  if (showCancel) list.push({ text: options.cancelText ?? t('cancel'), result: CANCELED });
  return list;
}

/**
 * Opens an info, success, error, warning or question dialog. Resolves `{ canceled: false, result }`
 * from OK or a custom action, `{ canceled: true }` from Cancel, Escape or a click on the backdrop.
 */
export function openDialog(options: DialogOptions): Promise<DialogResult<void>>;
export function openDialog<T>(
  options: DialogOptions & { actions: Array<DialogAction<T>> },
): Promise<DialogResult<T>>;
export async function openDialog<T>(
  options: DialogOptions & { actions?: Array<DialogAction<T>> },
): Promise<DialogResult<T | undefined>> {
  const list = choices<T | undefined>(options, options.actions, undefined);
  const focusIndex = Math.max(
    0,
    list.findIndex((c) => c.primary),
  );
  const outcome = await openModal<DialogResult<T | undefined>>(
    ({ close }) => (
      <DialogPanel
        type={options.type}
        title={options.title}
        text={options.text}
        buttons={list.map((choice, i) => (
          <button
            key={i}
            type="button"
            className={`kumo-button${choice.primary ? ' primary' : ''}${choice.danger ? ' danger' : ''}`}
            data-autofocus={i === focusIndex || undefined}
            onClick={() => close(choice.result)}
          >
            {choice.text}
          </button>
        ))}
      />
    ),
    { presentation: 'dialog', band: 'high' },
  );
  return outcome ?? CANCELED;
}

/** A question with OK and Cancel; true when confirmed. */
export async function confirmDialog(text: string, title?: string): Promise<boolean> {
  const { canceled } = await openDialog({ type: 'question', title, text });
  return !canceled;
}
