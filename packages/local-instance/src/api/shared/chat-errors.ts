// The errors of the chat endpoints. Misskey gives each endpoint its own id for NO_SUCH_…; those
// are taken at the call. Where upstream Misskey fails with a 500 INTERNAL_ERROR whose only reason
// is `error.info.e.message` ("recipient is cannot chat (none)", "blocked", …), this instance answers
// a 4xx named for what happened, with Misskey's reason as the message and in `info.e.message` too,
// so a client that reads either place understands both servers.
import { ApiError, errorWithId, type ApiErrorSpec } from '../errors.ts';

export const noSuchRoom = errorWithId('No such room.', 'NO_SUCH_ROOM');
export const noSuchMessage = errorWithId('No such message.', 'NO_SUCH_MESSAGE');
export const noSuchFile = errorWithId('No such file.', 'NO_SUCH_FILE');
export const contentRequired = errorWithId(
  'Content required. You need to set text or fileId.',
  'CONTENT_REQUIRED',
);

export const RECIPIENT_IS_YOURSELF: ApiErrorSpec = {
  message: 'You can not send a message to yourself.',
  code: 'RECIPIENT_IS_YOURSELF',
  id: '17e2ba79-e22a-4cbc-bf91-d327643f4a7e',
};

/** Misskey's answer when a role's `chatAvailability` does not allow what is asked. */
export const CHAT_ROLE_PERMISSION_DENIED: ApiErrorSpec = {
  message: 'Role permission denied.',
  code: 'ROLE_PERMISSION_DENIED',
  id: 'c3d38592-54c0-429d-be96-5636b0431a61',
  kind: 'permission',
  httpStatusCode: 403,
};

/** One refusal upstream answers with a 500: its code and status here, and Misskey's reason. */
interface Refusal {
  code: string;
  id: string;
  status: 400 | 403;
}

const REFUSALS = {
  recipientCannotChat: {
    code: 'RECIPIENT_CANNOT_CHAT',
    id: 'b8a1d6e4-0c4f-4a52-9d0e-7f3c2a61e901',
    status: 403,
  },
  blocked: { code: 'BLOCKED', id: 'c2f7a0b9-5e14-4d8b-8a3f-1e6d9b27c402', status: 403 },
  notMember: { code: 'NOT_A_MEMBER', id: 'd9e3b4c1-7a28-4f60-b5d2-3c8e1f40a503', status: 403 },
  ownMessage: {
    code: 'CANNOT_REACT_TO_OWN_MESSAGE',
    id: 'e4c8f2a7-1b39-4e75-9c6a-5d2f8a13b604',
    status: 400,
  },
  othersMessage: {
    code: 'CANNOT_REACT_TO_OTHERS_MESSAGE',
    id: 'f1b5d9e3-2c47-4a86-8d7b-6e3a9c24c705',
    status: 403,
  },
  noSuchEmoji: { code: 'NO_SUCH_EMOJI', id: 'a7d2e6f8-3d58-4b97-9e8c-7f4b0d35d806', status: 400 },
  invalidEmoji: { code: 'INVALID_REACTION', id: 'b3e9f1a2-4e69-4ca8-8f9d-805c1e46e907', status: 400 },
  tooManyReactions: { code: 'TOO_MANY_REACTIONS', id: 'c6f4a8b3-5f7a-4db9-9a0e-916d2f57fa08', status: 400 },
  yourself: { code: 'YOURSELF', id: 'd8a5b9c4-6a8b-4eca-8b1f-a27e3068ab09', status: 400 },
  alreadyInvited: { code: 'ALREADY_INVITED', id: 'e2b6cad5-7b9c-4fdb-9c20-b38f4179bc0a', status: 400 },
  alreadyMember: { code: 'ALREADY_MEMBER', id: 'f5c7dbe6-8cad-4aec-8d31-c49a528acd0b', status: 400 },
  roomFull: { code: 'ROOM_IS_FULL', id: 'a9d8ecf7-9dbe-4bfd-9e42-d5ab6390de0c', status: 400 },
  noInvitation: { code: 'NO_SUCH_INVITATION', id: 'b4e9fda8-aecf-4c0e-8f53-e6bc74a1ef0d', status: 400 },
  noMembership: { code: 'NO_SUCH_MEMBERSHIP', id: 'c8fa0eb9-bfd0-4d1f-9064-f7cd85b2f00e', status: 400 },
} satisfies Record<string, Refusal>;

export type RefusalName = keyof typeof REFUSALS;

/** A refusal upstream answers with a 500: here a 4xx whose message is Misskey's reason. */
export function chatRefusal(name: RefusalName, reason: string): ApiError {
  const r: Refusal = REFUSALS[name];
  return new ApiError(
    {
      message: reason,
      code: r.code,
      id: r.id,
      kind: r.status === 403 ? 'permission' : 'client',
      httpStatusCode: r.status,
    },
    { e: { message: reason } },
  );
}
