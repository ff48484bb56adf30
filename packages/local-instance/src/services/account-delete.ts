import type { Instance } from '../context.ts';
import type { DriveFileRow } from '../db/rows.ts';
import { all, run } from '../db/statement.ts';
import { deleteDriveFile } from './drive.ts';
import { userSource } from './chat-unread.ts';

/** Deletes every drive file of an account, stored blobs included; answers how many. */
export function deleteAllFilesOf(inst: Instance, userId: string): number {
  const files = all<DriveFileRow>(inst.db, 'SELECT * FROM drive_files WHERE userId = ?', userId);
  for (const f of files) deleteDriveFile(inst, f);
  return files.length;
}

/**
 * Deletes an account and everything it made: its files first (their blobs live outside the
 * database), then the account, whose rows the database removes with it; its sockets are closed.
 */
export function deleteAccount(inst: Instance, userId: string): void {
  deleteAllFilesOf(inst, userId);
  inst.events.emit('terminate', userId);
  // others' unread marks for a conversation with the account go with it (no row refers to them)
  run(inst.db, 'DELETE FROM chat_unread WHERE source = ?', userSource(userId));
  run(inst.db, 'DELETE FROM users WHERE id = ?', userId);
}
