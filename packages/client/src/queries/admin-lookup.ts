// Resource module: the admin overview's lookup of a user, a note or a drive file.
import { ApiCallError, type Api } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';

/** What the moderator asked for, as the overview's classifier read it. */
export type LookupTarget =
  | { kind: 'user'; username: string; host: string | null }
  | { kind: 'note'; noteId: string }
  | { kind: 'fileUrl'; url: string }
  | { kind: 'remote'; url: string }
  | { kind: 'id'; id: string };

/** What was found: a user, a note or a drive file, by id. */
export interface LookupFound {
  kind: 'user' | 'note' | 'file';
  id: string;
}

/** A call whose "no such …" answer means "not this"; other failures go on to the one error path. */
async function orNothing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiCallError && error.error.code.startsWith('NO_SUCH_')) return null;
    throw error;
  }
}

async function lookUp(api: Api, target: LookupTarget, hasApShow: boolean): Promise<LookupFound | null> {
  const user = async (p: { userId: string } | { username: string; host: string | null }) => {
    const u = await orNothing(api('users/show', p));
    return u && 'id' in u ? ({ kind: 'user', id: u.id } as const) : null;
  };
  const note = async (noteId: string) => {
    const n = await orNothing(api('notes/show', { noteId }));
    return n ? ({ kind: 'note', id: n.id } as const) : null;
  };
  const file = async (p: { fileId: string } | { url: string }) => {
    const f = await orNothing(api('admin/drive/show-file', p));
    return f ? ({ kind: 'file', id: f.id } as const) : null;
  };
  switch (target.kind) {
    case 'user':
      return user({ username: target.username, host: target.host });
    case 'note':
      return note(target.noteId);
    case 'fileUrl':
      return file({ url: target.url });
    case 'remote': {
      if (hasApShow) {
        const found = await orNothing(api('ap/show', { uri: target.url }));
        if (found?.type === 'User') return { kind: 'user', id: found.object.id };
        if (found?.type === 'Note') return { kind: 'note', id: found.object.id };
      }
      return file({ url: target.url });
    }
    case 'id':
      return (await user({ userId: target.id })) ?? (await note(target.id)) ?? file({ fileId: target.id });
  }
}

/**
 * Looks a user, a note or a drive file up for the admin overview; resolves `{ result: null }` when
 * nothing matches. Another server's address is asked through ap/show only where the server has it.
 */
export function useAdminLookup(hasApShow: boolean) {
  return useApiMutation((api, target: LookupTarget) => lookUp(api, target, hasApShow));
}
