import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import { isLiked, FLASH_LIKES } from '../api/shared/likes.ts';
import { packUserLiteById } from './user.ts';

export interface FlashRow {
  id: string;
  createdAt: number;
  updatedAt: number;
  userId: string;
  title: string;
  summary: string;
  script: string;
  /** JSON: the API permissions the program asks for. */
  permissions: string;
  visibility: 'public' | 'private';
  likedCount: number;
}

/** A Play as Misskey's FlashEntityService packs it (its permissions stay on the server). */
export function packFlash(pc: PackContext, flash: FlashRow): entities.Flash {
  return {
    id: flash.id,
    createdAt: new Date(flash.createdAt).toISOString(),
    updatedAt: new Date(flash.updatedAt).toISOString(),
    userId: flash.userId,
    user: packUserLiteById(pc, flash.userId),
    title: flash.title,
    summary: flash.summary,
    script: flash.script,
    visibility: flash.visibility,
    likedCount: flash.likedCount,
    ...(pc.me ? { isLiked: isLiked(pc.inst.db, FLASH_LIKES, flash.id, pc.me.id) } : {}),
  };
}
