export { api, apiGet, apiUrl, setApiBase } from './api.ts';
export type { Endpoint, Params, Answer } from './api.ts';
export { ApiCallError, toApiError } from './api-error.ts';
export type { ApiError } from './api-error.ts';
export { showUsers } from './show-users.ts';
