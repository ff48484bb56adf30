import { t } from '@/i18n/index.ts';
import { openDialog, toast } from '@/ui/index.ts';
import { ApiCallError } from './api-error.ts';
import { chatRefusal } from './chat-refusals.ts';

/** What the generic API error handler shows for one failure (spec P2 §8). */
export type ApiErrorView =
  | {
      kind: 'internal';
      title: string;
      text: string;
      /** What "copy error info" puts on the clipboard: endpoint, info and date. */
      copyText: string;
    }
  | { kind: 'plain'; title: string; text: string };

function errorParts(error: unknown): {
  message: string;
  code: string;
  id: string;
  endpoint: string;
  info: unknown;
} {
  if (error instanceof ApiCallError) {
    const { message, code, id, info } = error.error;
    return { message, code, id, endpoint: error.endpoint, info };
  }
  if (error instanceof Error)
    return { message: error.message, code: '', id: '', endpoint: '', info: undefined };
  return { message: String(error), code: '', id: '', endpoint: '', info: undefined };
}

/** The text of the copy-error-info button: endpoint, info and date, one per line. */
export function errorInfoText(endpoint: string, info: unknown, date: Date): string {
  return [
    `Endpoint: ${endpoint}`,
    `Info: ${JSON.stringify(info ?? null)}`,
    `Date: ${date.toISOString()}`,
  ].join('\n');
}

/** Spec P2 §8: the generic handler's mapping from an error to what the user sees. */
export function describeApiError(error: unknown, now: Date = new Date()): ApiErrorView {
  const { message, code, id, endpoint, info } = errorParts(error);
  // chat refuses with 500s that carry the reason: said as a sentence, not as a server failure
  const chat = chatRefusal(error);
  if (chat) return { kind: 'plain', title: t('chatRefusedTitle'), text: chat };
  if (code === 'INTERNAL_ERROR') {
    return {
      kind: 'internal',
      title: t('internalServerError'),
      text: t('internalServerErrorDescription'),
      copyText: errorInfoText(endpoint, info, now),
    };
  }
  if (code === 'RATE_LIMIT_EXCEEDED')
    return {
      kind: 'plain',
      title: t('cannotPerformTemporary'),
      text: t('cannotPerformTemporaryDescription'),
    };
  if (code === 'INVALID_PARAM')
    return { kind: 'plain', title: t('invalidParamError'), text: t('invalidParamErrorDescription') };
  if (code === 'ROLE_PERMISSION_DENIED')
    return { kind: 'plain', title: t('permissionDeniedError'), text: t('permissionDeniedErrorDescription') };
  if (code.startsWith('TOO_MANY'))
    return { kind: 'plain', title: t('youCannotCreateAnymore'), text: t('errorId', { id }) };
  if (message.startsWith('Unexpected token') || error instanceof SyntaxError)
    return {
      kind: 'plain',
      title: t('gotInvalidResponseError'),
      text: t('gotInvalidResponseErrorDescription'),
    };
  if (error instanceof TypeError && !(error instanceof ApiCallError))
    return { kind: 'plain', title: t('error'), text: t('networkError') };
  return { kind: 'plain', title: t('error'), text: id ? `${message}\n${t('errorId', { id })}` : message };
}

/** Shows a failed call as an error dialog (spec P2 §8); resolves when the dialog is closed. */
export async function showApiError(error: unknown): Promise<void> {
  const view = describeApiError(error);
  if (view.kind === 'plain') {
    await openDialog({ type: 'error', title: view.title, text: view.text });
    return;
  }
  const choice = await openDialog({
    type: 'error',
    title: view.title,
    text: view.text,
    showCancel: false,
    actions: [
      { text: t('gotIt'), value: 'ok' as const, primary: true },
      { text: t('copyErrorInfo'), value: 'copy' as const },
    ],
  });
  if (!choice.canceled && choice.result === 'copy') {
    try {
      await navigator.clipboard.writeText(view.copyText);
      toast(t('copiedToClipboard'));
    } catch {
      toast(t('copyFailed'));
    }
  }
}
