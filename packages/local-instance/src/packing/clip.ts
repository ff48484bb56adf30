import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import { one } from '../db/statement.ts';
import { packUserLiteById } from './user.ts';

export interface ClipRow {
  id: string;
  createdAt: number;
  lastClippedAt: number | null;
  userId: string;
  name: string;
  description: string | null;
  isPublic: number;
}

/** A clip as Misskey's ClipEntityService packs it (clip favorites are not kept, so never favorited). */
export function packClip(pc: PackContext, clip: ClipRow): entities.Clip {
  const notesCount =
    one<{ c: number }>(pc.inst.db, 'SELECT COUNT(*) AS c FROM clip_notes WHERE clipId = ?', clip.id)?.c ?? 0;
  return {
    id: clip.id,
    createdAt: new Date(clip.createdAt).toISOString(),
    lastClippedAt: clip.lastClippedAt != null ? new Date(clip.lastClippedAt).toISOString() : null,
    userId: clip.userId,
    user: packUserLiteById(pc, clip.userId),
    name: clip.name,
    description: clip.description,
    isPublic: !!clip.isPublic,
    favoritedCount: 0,
    ...(pc.me ? { isFavorited: false } : {}),
    notesCount,
  };
}
