/** The error object a Misskey server answers with, `{ error: { message, code, id, kind } }`. */
export interface ApiError {
  message: string;
  code: string;
  id: string;
  kind?: 'client' | 'server';
  info?: unknown;
}

export class ApiCallError extends Error {
  readonly endpoint: string;
  readonly status: number;
  readonly error: ApiError;

  constructor(endpoint: string, status: number, error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.endpoint = endpoint;
    this.status = status;
    this.error = error;
  }
}

/** A network failure or a reply that is not Misskey's error shape still becomes an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const e = (body as { error: Partial<ApiError> }).error;
    if (e && typeof e === 'object') {
      return {
        message: String(e.message ?? ''),
        code: String(e.code ?? 'UNKNOWN'),
        id: String(e.id ?? ''),
        kind: e.kind,
        info: e.info,
      };
    }
  }
  // Misskey's signup answers a plain Fastify error whose message carries the reason
  // (`{ statusCode: 400, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' }`)
  const message = String((body as { message?: unknown } | null)?.message ?? '');
  const reason = /^(?:Error: )?([A-Z][A-Z_]+)$/.exec(message)?.[1];
  if (reason) return { message: reason, code: reason, id: '', kind: 'client' };
  // …and a failed captcha check the same way (`Error: hcaptcha-failed: no response provided`)
  const captcha = /^(?:Error: )?\w+captcha-(?:request-)?failed/.exec(message);
  if (captcha) return { message: captcha[0], code: 'CAPTCHA_FAILED', id: '', kind: 'client' };
  return {
    message: `HTTP ${status}`,
    code: status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN',
    id: '',
    kind: status >= 500 ? 'server' : 'client',
  };
}

/**
 * The message of what caused an INTERNAL_ERROR, as a server reports it: upstream Misskey 2026.7
 * nests it in `info.e.message`, MisskeyIO 2025.4 gives it as `info.message`; null when there is none.
 */
export function internalErrorCause(error: ApiError): string | null {
  if (error.code !== 'INTERNAL_ERROR') return null;
  const info = error.info as { message?: unknown; e?: { message?: unknown } } | null | undefined;
  const message = info?.e?.message ?? info?.message;
  return typeof message === 'string' ? message : null;
}
