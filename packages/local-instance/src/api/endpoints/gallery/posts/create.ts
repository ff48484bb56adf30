import { defineEndpoint } from '../../../endpoint.ts';
import { genId } from '../../../../db/ids.ts';
import { run } from '../../../../db/statement.ts';
import { packGalleryPost, type GalleryPostRow } from '../../../../packing/gallery-post.ts';
import { fileIdsSchema, galleryDescriptionSchema, ownFileIds, titleSchema } from '../../../shared/gallery.ts';
import { HOUR } from '../../../rate-limit.ts';

export default defineEndpoint(
  'gallery/posts/create',
  {
    requireCredential: true,
    kind: 'write:gallery',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 20 },
    params: {
      type: 'object',
      properties: {
        title: titleSchema,
        description: galleryDescriptionSchema,
        fileIds: fileIdsSchema,
        isSensitive: { type: 'boolean', default: false },
      },
      required: ['title', 'fileIds'],
    },
  },
  (ps, me, ctx) => {
    const now = Date.now();
    const post: GalleryPostRow = {
      id: genId(now),
      createdAt: now,
      updatedAt: now,
      userId: me.id,
      title: ps.title,
      description: ps.description ?? null,
      fileIds: JSON.stringify(ownFileIds(ctx.inst, ps.fileIds, me)),
      isSensitive: ps.isSensitive ? 1 : 0,
      likedCount: 0,
    };
    run(
      ctx.inst.db,
      `INSERT INTO gallery_posts (id, createdAt, updatedAt, userId, title, description, fileIds, isSensitive, likedCount)
       VALUES (@id, @createdAt, @updatedAt, @userId, @title, @description, @fileIds, @isSensitive, @likedCount)`,
      post,
    );
    return packGalleryPost(ctx.pc, post);
  },
);
