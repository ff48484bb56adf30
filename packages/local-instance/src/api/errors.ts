// Misskey's API error: `{ error: { message, code, id, kind, info? } }` with the HTTP status the
// real server uses (400 for client errors unless the endpoint says otherwise).

export interface ApiErrorSpec {
  message: string;
  code: string;
  id: string;
  kind?: 'client' | 'server' | 'permission';
  httpStatusCode?: number;
}

/**
 * An error several endpoints answer, each with its own id (Misskey gives every endpoint its own
 * ids): `const noSuchClip = errorWithId('No such clip.', 'NO_SUCH_CLIP')`, then `noSuchClip('…')`.
 */
export function errorWithId(message: string, code: string): (id: string) => ApiErrorSpec {
  return (id) => ({ message, code, id });
}

export class ApiError extends Error {
  readonly code: string;
  readonly id: string;
  readonly kind: 'client' | 'server' | 'permission';
  readonly status: number;
  readonly info: unknown;

  constructor(spec: ApiErrorSpec, info?: unknown) {
    super(spec.message);
    this.code = spec.code;
    this.id = spec.id;
    this.kind = spec.kind ?? 'client';
    this.status =
      spec.httpStatusCode ?? (this.kind === 'client' ? 400 : this.kind === 'permission' ? 403 : 500);
    this.info = info;
  }

  toJSON() {
    return {
      error: {
        message: this.message,
        code: this.code,
        id: this.id,
        kind: this.kind,
        ...(this.info != null ? { info: this.info } : {}),
      },
    };
  }
}

export const INTERNAL_ERROR: ApiErrorSpec = {
  message: 'Internal error occurred. Please contact us if the error persists.',
  code: 'INTERNAL_ERROR',
  id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
  kind: 'server',
  httpStatusCode: 500,
};

export const INVALID_PARAM: ApiErrorSpec = {
  message: 'Invalid param.',
  code: 'INVALID_PARAM',
  id: '3d81ceae-475f-4600-b2a8-2bc116157532',
};

export const CREDENTIAL_REQUIRED: ApiErrorSpec = {
  message: 'Credential required.',
  code: 'CREDENTIAL_REQUIRED',
  id: '1384574d-a912-4b81-8601-c7b1c4085df1',
  httpStatusCode: 401,
};

export const AUTHENTICATION_FAILED: ApiErrorSpec = {
  message: 'Authentication failed. Please ensure your token is correct.',
  code: 'AUTHENTICATION_FAILED',
  id: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
  httpStatusCode: 401,
};

export const RATE_LIMIT_EXCEEDED: ApiErrorSpec = {
  message: 'Rate limit exceeded. Please try again later.',
  code: 'RATE_LIMIT_EXCEEDED',
  id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
  httpStatusCode: 429,
};

export const UNKNOWN_API_ENDPOINT: ApiErrorSpec = {
  message: 'Unknown API endpoint.',
  code: 'UNKNOWN_API_ENDPOINT',
  id: '2ca3b769-540a-4f08-9dd5-b5a825b6d0f1',
  httpStatusCode: 404,
};

/** A secure endpoint called without the account's own session token: 403, as recorded from Misskey. */
export const ACCESS_DENIED: ApiErrorSpec = {
  message: 'Access denied.',
  code: 'ACCESS_DENIED',
  id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e',
  httpStatusCode: 403,
};

/** An app token without the endpoint's permission (Misskey's ApiCallService). */
export const PERMISSION_DENIED: ApiErrorSpec = {
  message: 'Your app does not have the necessary permissions to use this endpoint.',
  code: 'PERMISSION_DENIED',
  id: '1370e5b7-d4eb-4566-bb1d-7748ee6a1838',
  kind: 'permission',
};

export const ROLE_PERMISSION_DENIED_ADMIN: ApiErrorSpec = {
  message: 'You are not assigned to an administrator role.',
  code: 'ROLE_PERMISSION_DENIED',
  id: 'c3d38592-54c0-429d-be96-5636b0431a61',
  kind: 'permission',
};

/** A suspended account calls an endpoint that needs one (Misskey's ApiCallService). */
export const YOUR_ACCOUNT_SUSPENDED: ApiErrorSpec = {
  message: 'Your account has been suspended.',
  code: 'YOUR_ACCOUNT_SUSPENDED',
  id: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
  kind: 'permission',
};

export const ROLE_PERMISSION_DENIED_MODERATOR: ApiErrorSpec = {
  message: 'You are not assigned to a moderator role.',
  code: 'ROLE_PERMISSION_DENIED',
  id: 'd33d5333-db36-423d-a8f9-1a2b9549da41',
  kind: 'permission',
};

// Misskey answers an unparsable body with a bare 400; Kumo gives the same status in the usual
// error shape so that clients can always read `error.code`.
export const INVALID_JSON: ApiErrorSpec = {
  message: 'Invalid JSON in request body.',
  code: 'INVALID_PARAM',
  id: '0b5f1631-7c1a-41a6-b399-cce335f34d85',
};

export const PAYLOAD_TOO_LARGE: ApiErrorSpec = {
  message: 'The request body is too large.',
  code: 'PAYLOAD_TOO_LARGE',
  id: 'a3b5c0e1-6f0e-4c53-9a1e-2b8d4f4e7c11',
  httpStatusCode: 413,
};
