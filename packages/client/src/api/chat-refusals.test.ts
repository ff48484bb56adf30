import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ApiCallError, type ApiError } from './api-error.ts';
import { chatRefusal } from './chat-refusals.ts';
import { describeApiError } from './error-handler.ts';

const FIXTURES = join(__dirname, '../../../../fixtures/misskey-2026.7.0/api');

/** The recorded refusal of a case, as the client receives it. */
function refusal(endpoint: string, name: string): ApiCallError {
  const file = JSON.parse(readFileSync(join(FIXTURES, `${endpoint.replaceAll('/', '~')}.json`), 'utf8')) as {
    cases: Array<{ name: string; status: number; response: { error: ApiError } }>;
  };
  const c = file.cases.find((x) => x.name === name)!;
  return new ApiCallError(endpoint, c.status, c.response.error);
}

test.each([
  [
    'chat/messages/create-to-user',
    "error: recipient's chatScope is none (fx_c)",
    'This person does not accept chat messages.',
  ],
  [
    'chat/messages/create-to-user',
    "error: recipient's chatScope is mutual and you are not mutual followers (fx_d)",
    'This person accepts chat messages only from some people, and you are not one of them.',
  ],
  [
    'chat/messages/create-to-user',
    'error: the recipient blocks you (fx_a blocks fx_e)',
    'You cannot chat with this person.',
  ],
  ['chat/messages/react', 'error: reaction to your own message', 'You cannot react to your own message.'],
  ['chat/messages/create-to-room', 'error: not a member', 'You are not a member of this room.'],
  ['chat/rooms/invitations/create', 'error: already invited', 'This person has already been invited.'],
  ['chat/rooms/join', 'error: not invited', 'There is no invitation to this room for you.'],
  [
    'chat/rooms/leave',
    'error: the owner (no membership)',
    'You are not a member of this room (its owner is not one either).',
  ],
  ['chat/messages/create-to-user', 'error: to yourself', 'You cannot send a chat message to yourself.'],
])('%s refused (%s) is said as a sentence', (endpoint, name, sentence) => {
  const error = refusal(endpoint, name);
  expect(chatRefusal(error)).toBe(sentence);
  // through the one error path: a plain message, not "internal server error"
  expect(describeApiError(error)).toEqual({ kind: 'plain', title: 'Not possible', text: sentence });
});

test('a 500 of another endpoint is still the generic internal error', () => {
  const error = new ApiCallError('emoji', 500, {
    code: 'INTERNAL_ERROR',
    message: 'Internal error occurred.',
    id: 'x',
    info: { e: { message: 'blocked' } },
  });
  expect(chatRefusal(error)).toBeNull();
  expect(describeApiError(error).kind).toBe('internal');
});

test('a server that answers the refusal with a 4xx of its own and keeps the reason is understood too', () => {
  const error = new ApiCallError('chat/messages/create-to-user', 403, {
    code: 'BLOCKED',
    message: 'blocked',
    id: 'x',
    info: { e: { message: 'blocked' } },
  });
  expect(describeApiError(error)).toEqual({
    kind: 'plain',
    title: 'Not possible',
    text: 'You cannot chat with this person.',
  });
});
