import { defineEndpoint } from '../../../endpoint.ts';
import { id, paginationProps } from '../../../schema.ts';
import { userGalleryPage } from '../../../shared/gallery.ts';

export default defineEndpoint(
  'users/gallery/posts',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id(), ...paginationProps }, required: ['userId'] },
  },
  (ps, _me, ctx) => userGalleryPage(ctx.pc, ps, ps.userId),
);
