import { EventEmitter } from 'node:events';
import type { NoteRow } from '../db/rows.ts';

/** A note update as streamed to sockets that captured the note (misskey-js NoteUpdatedEvent). */
export type NoteUpdate =
  | {
      type: 'reacted';
      body: { reaction: string; emoji?: { name: string; url: string } | null; userId: string };
    }
  | { type: 'unreacted'; body: { reaction: string; userId: string } }
  | { type: 'deleted'; body: { deletedAt: string } }
  | { type: 'pollVoted'; body: { choice: number; userId: string } };

/**
 * Main-stream events are produced without knowing the socket's origin; `body` may be a function
 * that packs the payload for a given origin (URLs in packed entities are absolute).
 */
export type MainBody = unknown | ((origin: string) => unknown);

/** A main-channel body as seen from `origin` (bodies that hold URLs are packed per origin). */
export const resolveMainBody = (body: MainBody, origin: string): unknown =>
  typeof body === 'function' ? (body as (o: string) => unknown)(origin) : body;

export interface InstanceEvents {
  note: [note: NoteRow];
  /** A new note was caught by an antenna. */
  antennaNote: [antennaId: string, note: NoteRow];
  noteUpdated: [noteId: string, update: NoteUpdate];
  main: [userId: string, type: string, body: MainBody];
  broadcast: [type: string, body: MainBody];
  /** Follow graph changed for this user: streams refresh their cached following set. */
  followingChanged: [userId: string];
  /**
   * Misskey's user event `terminate` (a token was revoked): the user's open sockets are closed; with
   * `session`, only those opened with the account's own token (it was regenerated).
   */
  terminate: [userId: string, only?: 'session'];
  /** A chat event for `userId`'s `chatUser` channels with `otherId` (message, react, unreact, deleted). */
  chatUser: [userId: string, otherId: string, type: string, body: MainBody];
  /** A chat event for the `chatRoom` channels of a room. */
  chatRoom: [roomId: string, type: string, body: MainBody];
  /** A role or the base role changed: each signed-in socket is sent its account's new state. */
  policiesChanged: [];
}

export class EventBus extends EventEmitter<InstanceEvents> {
  constructor() {
    super();
    this.setMaxListeners(0);
  }
}
