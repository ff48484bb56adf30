import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { run } from '../../../db/statement.ts';
import { checkNameFree, checkOwnFile, ownPage, pageFields } from '../../shared/pages.ts';
import { HOUR } from '../../rate-limit.ts';

/** The author changes what is given; the answer is empty (204), as in Misskey. */
export default defineEndpoint(
  'pages/update',
  {
    requireCredential: true,
    kind: 'write:pages',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 300 },
    params: { type: 'object', properties: { pageId: id(), ...pageFields }, required: ['pageId'] },
  },
  (ps, me, ctx) => {
    const page = ownPage(ctx.inst, ps.pageId, me, {
      missing: '21149b9e-3616-4778-9592-c4ce89f5a864',
      denied: '3c15cd52-3b4b-4274-967d-6456fc4f792b',
    });
    if (ps.eyeCatchingImageId != null)
      checkOwnFile(ctx.inst, ps.eyeCatchingImageId, me, 'cfc23c7c-3887-490e-af30-0ed576703c82');
    if (ps.name !== undefined)
      checkNameFree(ctx.inst, me, ps.name, '2298a392-d4a1-44c5-9ebb-ac1aeaa5a9ab', page.id);
    run(
      ctx.inst.db,
      `UPDATE pages SET updatedAt = @updatedAt, title = @title, name = @name, summary = @summary,
         content = @content, variables = @variables, script = @script, eyeCatchingImageId = @eyeCatchingImageId,
         font = @font, alignCenter = @alignCenter, hideTitleWhenPinned = @hideTitleWhenPinned
       WHERE id = @id`,
      {
        id: page.id,
        updatedAt: Date.now(),
        title: ps.title ?? page.title,
        name: ps.name ?? page.name,
        summary: ps.summary !== undefined ? ps.summary : page.summary,
        content: ps.content !== undefined ? JSON.stringify(ps.content) : page.content,
        variables: ps.variables !== undefined ? JSON.stringify(ps.variables) : page.variables,
        script: ps.script ?? page.script,
        eyeCatchingImageId:
          ps.eyeCatchingImageId !== undefined ? ps.eyeCatchingImageId : page.eyeCatchingImageId,
        font: ps.font ?? page.font,
        alignCenter: ps.alignCenter !== undefined ? (ps.alignCenter ? 1 : 0) : page.alignCenter,
        hideTitleWhenPinned:
          ps.hideTitleWhenPinned !== undefined ? (ps.hideTitleWhenPinned ? 1 : 0) : page.hideTitleWhenPinned,
      },
    );
  },
);
