export { api, apiGet, apiUrl, setApiBase } from './api.ts';
export type { Endpoint, Params, Answer } from './api.ts';
export { ApiCallError, toApiError } from './api-error.ts';
export type { ApiError } from './api-error.ts';
export { showUsers } from './show-users.ts';
export { ApiProvider, useApi, useAccountToken, apiAs } from './api-context.tsx';
export type { Api } from './api-context.tsx';
export { showApiError, describeApiError, errorInfoText, type ApiErrorView } from './error-handler.ts';
export { describeError } from './describe-error.ts';
