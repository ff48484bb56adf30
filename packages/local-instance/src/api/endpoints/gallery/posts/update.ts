import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { packGalleryPost } from '../../../../packing/gallery-post.ts';
import {
  existingGalleryPost,
  fileIdsSchema,
  galleryDescriptionSchema,
  ownFileIds,
  titleSchema,
} from '../../../shared/gallery.ts';
import { HOUR } from '../../../rate-limit.ts';

/** Only what is given changes; someone else's post is ACCESS_DENIED, as in Misskey 2025. */
export default defineEndpoint(
  'gallery/posts/update',
  {
    requireCredential: true,
    kind: 'write:gallery',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 300 },
    params: {
      type: 'object',
      properties: {
        postId: id(),
        title: titleSchema,
        description: galleryDescriptionSchema,
        fileIds: fileIdsSchema,
        isSensitive: { type: 'boolean' },
      },
      required: ['postId'],
    },
  },
  (ps, me, ctx) => {
    const post = existingGalleryPost(ctx.inst, ps.postId, '0b95e661-4216-45c9-a65b-7a1fdb879e47');
    if (post.userId !== me.id)
      throw new ApiError({
        message: 'Access denied.',
        code: 'ACCESS_DENIED',
        id: 'b4fb0c3d-7b51-4073-8820-5cd8b49bc08f',
      });
    const next = {
      ...post,
      updatedAt: Date.now(),
      title: ps.title ?? post.title,
      description: ps.description !== undefined ? ps.description : post.description,
      fileIds: ps.fileIds ? JSON.stringify(ownFileIds(ctx.inst, ps.fileIds, me)) : post.fileIds,
      isSensitive: ps.isSensitive !== undefined ? (ps.isSensitive ? 1 : 0) : post.isSensitive,
    };
    run(
      ctx.inst.db,
      `UPDATE gallery_posts SET updatedAt = @updatedAt, title = @title, description = @description,
       fileIds = @fileIds, isSensitive = @isSensitive WHERE id = @id`,
      next,
    );
    return packGalleryPost(ctx.pc, next);
  },
);
