import { defineEndpoint } from '../../../endpoint.ts';
import { paginationProps } from '../../../schema.ts';
import { userGalleryPage } from '../../../shared/gallery.ts';

export default defineEndpoint(
  'i/gallery/posts',
  {
    requireCredential: true,
    kind: 'read:gallery',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) => userGalleryPage(ctx.pc, ps, me.id),
);
