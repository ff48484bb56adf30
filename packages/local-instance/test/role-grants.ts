// Steps the role policy tests share: a role that sets some policies, given to one account; a file
// uploaded with the bytes and type a test chooses.
import type { RunningInstance } from '../src/index.ts';
import { apiClient, roleInput, type ApiResult, type Json } from './helpers.ts';

/**
 * Makes a role that sets `policies` (each its own value over the base role's) and assigns it to
 * `userId`, as an administrator does in the roles page. Answers the role's id.
 */
export async function grantPolicies(
  inst: RunningInstance,
  adminToken: string,
  userId: string,
  policies: Record<string, unknown>,
): Promise<string> {
  const api = apiClient(inst);
  const own = Object.fromEntries(
    Object.entries(policies).map(([key, value]) => [key, { useDefault: false, priority: 0, value }]),
  );
  const role = await api('admin/roles/create', roleInput({ policies: own }), adminToken);
  if (role.status !== 200) throw new Error(`admin/roles/create: ${JSON.stringify(role.body)}`);
  const assigned = await api('admin/roles/assign', { roleId: role.body.id, userId }, adminToken);
  if (assigned.status !== 204) throw new Error(`admin/roles/assign: ${JSON.stringify(assigned.body)}`);
  return role.body.id as string;
}

/** drive/files/create with `data` sent as a file of `type` named `name`. */
export async function uploadBytes(
  inst: RunningInstance,
  token: string,
  data: Uint8Array | string,
  name: string,
  type = 'text/plain',
): Promise<ApiResult> {
  const form = new FormData();
  form.append('i', token);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${inst.url}/api/drive/files/create`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Json };
}
