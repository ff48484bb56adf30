import { t } from '@/i18n/index.ts';
import { openDialog } from '@/ui/index.ts';

/** Misskey's error ids for drive/files/create (spec P2 §8). */
export const INAPPROPRIATE_ERROR_ID = 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2';
export const NO_FREE_SPACE_ERROR_ID = 'd08dbc37-a6a9-463a-8c47-96c32ab5f064';

export type UploadFailure =
  | { kind: 'notSignedIn' }
  | { kind: 'tooLarge' }
  | { kind: 'inappropriate' }
  | { kind: 'noFreeSpace' }
  | { kind: 'other'; message: string; code: string; id: string };

export class UploadError extends Error {
  readonly failure: UploadFailure;
  constructor(failure: UploadFailure) {
    super(failure.kind === 'other' ? failure.message : failure.kind);
    this.name = 'UploadError';
    this.failure = failure;
  }
}

/** Spec P2 §8: what a failed upload answer means, from its HTTP status and body text. */
export function classifyUploadFailure(status: number, body: string): UploadFailure {
  if (status === 413) return { kind: 'tooLarge' };
  let error: { message?: unknown; code?: unknown; id?: unknown } | undefined;
  try {
    const parsed = JSON.parse(body) as { error?: typeof error };
    error = parsed?.error ?? undefined;
  } catch {
    error = undefined;
  }
  if (error?.id === INAPPROPRIATE_ERROR_ID) return { kind: 'inappropriate' };
  if (error?.id === NO_FREE_SPACE_ERROR_ID) return { kind: 'noFreeSpace' };
  return {
    kind: 'other',
    message: typeof error?.message === 'string' ? error.message : body.slice(0, 200) || `HTTP ${status}`,
    code: typeof error?.code === 'string' ? error.code : String(status),
    id: typeof error?.id === 'string' ? error.id : '',
  };
}

export function uploadFailureText(failure: UploadFailure): string {
  switch (failure.kind) {
    case 'notSignedIn':
      return t('notLoggedIn');
    case 'tooLarge':
      return t('cannotUploadBecauseExceedsFileSizeLimit');
    case 'inappropriate':
      return t('cannotUploadBecauseInappropriate');
    case 'noFreeSpace':
      return t('cannotUploadBecauseNoFreeSpace');
    case 'other':
      return [
        failure.message,
        t('errorCode', { code: failure.code }),
        failure.id && t('errorId', { id: failure.id }),
      ]
        .filter(Boolean)
        .join('\n');
  }
}

/** Shows the failed-to-upload dialog for an error thrown by uploadFile. */
export async function showUploadError(error: unknown): Promise<void> {
  const failure: UploadFailure =
    error instanceof UploadError
      ? error.failure
      : { kind: 'other', message: error instanceof Error ? error.message : String(error), code: '', id: '' };
  await openDialog({ type: 'error', title: t('failedToUpload'), text: uploadFailureText(failure) });
}
