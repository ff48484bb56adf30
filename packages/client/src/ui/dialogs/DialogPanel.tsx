import { useId, type ReactNode } from 'react';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconHelpCircle,
  IconInfoCircle,
} from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import type { DialogType } from './dialog-types.ts';
import './dialogs.css';

const ICONS: Record<DialogType, ReactNode> = {
  info: <IconInfoCircle size={32} aria-hidden />,
  success: <IconCircleCheck size={32} aria-hidden />,
  error: <IconCircleX size={32} aria-hidden />,
  warning: <IconAlertTriangle size={32} aria-hidden />,
  question: <IconHelpCircle size={32} aria-hidden />,
};

function typeLabel(type: DialogType): string {
  switch (type) {
    case 'info':
      return t('uiDialogInfo');
    case 'success':
      return t('uiDialogSuccess');
    case 'error':
      return t('uiDialogError');
    case 'warning':
      return t('uiDialogWarning');
    case 'question':
      return t('uiDialogQuestion');
  }
}

interface DialogPanelProps {
  type?: DialogType;
  title?: string;
  text?: string;
  /** Replaces the type's icon (the waiting dialog's spinner). */
  icon?: ReactNode;
  /** The accessible name when there is neither title nor text. */
  label?: string;
  busy?: boolean;
  children?: ReactNode;
  buttons?: ReactNode;
}

/**
 * The look and the semantics every dialog shares: role dialog (alertdialog for errors and warnings),
 * modal, labelled by its title (or text) and described by its text.
 */
export function DialogPanel({ type, title, text, icon, label, busy, children, buttons }: DialogPanelProps) {
  const titleId = useId();
  const textId = useId();
  const alert = type === 'error' || type === 'warning';
  const labelledBy = title ? titleId : text ? textId : undefined;
  return (
    <div
      className="kumo-dialog"
      data-type={type}
      role={alert ? 'alertdialog' : 'dialog'}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : (label ?? (type && typeLabel(type)))}
      aria-describedby={title && text ? textId : undefined}
      aria-busy={busy || undefined}
    >
      {(icon ?? type) && <div className="kumo-dialog-icon">{icon ?? (type && ICONS[type])}</div>}
      {title && (
        <h2 id={titleId} className="kumo-dialog-title">
          {title}
        </h2>
      )}
      {text && (
        <p id={textId} className="kumo-dialog-text">
          {text}
        </p>
      )}
      {children}
      {buttons && <div className="kumo-dialog-buttons">{buttons}</div>}
    </div>
  );
}

interface OkCancelProps {
  onOk: () => void;
  onCancel: () => void;
  /** OK stays disabled while what was entered cannot be sent. */
  okDisabled?: boolean;
  okLabel?: string;
  cancelLabel?: string;
}

/** The usual pair of dialog buttons: OK (or what it does) first, then Cancel. */
export function OkCancel({ onOk, onCancel, okDisabled, okLabel, cancelLabel }: OkCancelProps) {
  return (
    <>
      <button type="button" className="kumo-button primary" disabled={okDisabled} onClick={onOk}>
        {okLabel ?? t('ok')}
      </button>
      <button type="button" className="kumo-button" onClick={onCancel}>
        {cancelLabel ?? t('cancel')}
      </button>
    </>
  );
}
