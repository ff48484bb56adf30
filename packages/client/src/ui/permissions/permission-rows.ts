import { permissions } from 'misskey-js';

export interface PermissionRow {
  /** What the permission is about: `notes`, `drive`, `admin:meta`… */
  subject: string;
  read?: string;
  write?: string;
}

/** True for the moderation permissions, which only admins and moderators can use. */
export function isAdminPermission(permission: string): boolean {
  return permission.startsWith('read:admin:') || permission.startsWith('write:admin:');
}

/**
 * The permissions as rows of one subject each, with its read and write permission side by side, in the
 * order the server lists them; admin ones only when asked for.
 */
export function permissionRows(all: readonly string[] = permissions, includeAdmin = false): PermissionRow[] {
  const rows = new Map<string, PermissionRow>();
  for (const p of all) {
    if (!includeAdmin && isAdminPermission(p)) continue;
    const cut = p.indexOf(':');
    const kind = p.slice(0, cut);
    const subject = p.slice(cut + 1);
    if (kind !== 'read' && kind !== 'write') continue;
    const row = rows.get(subject) ?? { subject };
    row[kind] = p;
    rows.set(subject, row);
  }
  return [...rows.values()];
}
