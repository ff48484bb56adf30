import { defineEndpoint } from '../../../endpoint.ts';
import { id, paginationProps } from '../../../schema.ts';
import { findDriveFile } from '../../../../services/drive.ts';
import { notesWhere } from '../../../../services/timelines.ts';
import { packNotes } from '../../../../packing/note.ts';
import { checkFileAccess } from '../../../shared/drive-files.ts';

/** drive/files/attached-notes: the caller's notes that carry one of their files, newest first. */
export default defineEndpoint(
  'drive/files/attached-notes',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: { type: 'object', properties: { fileId: id(), ...paginationProps }, required: ['fileId'] },
  },
  (ps, me, ctx) => {
    const file = checkFileAccess(ctx.inst, findDriveFile(ctx.inst, ps.fileId), me, {
      noSuchFile: 'c118ece3-2e4b-4296-99d1-51756e32d232',
      accessDenied: 'c118ece3-2e4b-4296-99d1-51756e32d232',
    });
    const cond = 'n.userId = @me AND EXISTS (SELECT 1 FROM json_each(n.fileIds) j WHERE j.value = @fileId)';
    return packNotes(ctx.pc, notesWhere(ctx.inst.db, me, cond, ps, { me: me.id, fileId: file.id }));
  },
);
