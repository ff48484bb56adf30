import { defineEndpoint } from '../../endpoint.ts';
import { genId } from '../../../db/ids.ts';
import { run } from '../../../db/statement.ts';
import { packPage, type PageRow } from '../../../packing/page.ts';
import { checkNameFree, checkOwnFile, pageFields } from '../../shared/pages.ts';
import { HOUR } from '../../rate-limit.ts';

export default defineEndpoint(
  'pages/create',
  {
    requireCredential: true,
    kind: 'write:pages',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 10 },
    params: {
      type: 'object',
      properties: {
        ...pageFields,
        font: { ...pageFields.font, default: 'sans-serif' },
        alignCenter: { type: 'boolean', default: false },
        hideTitleWhenPinned: { type: 'boolean', default: false },
      },
      required: ['title', 'name', 'content', 'variables', 'script'],
    },
  },
  (ps, me, ctx) => {
    if (ps.eyeCatchingImageId != null)
      checkOwnFile(ctx.inst, ps.eyeCatchingImageId, me, 'b7b97489-0f66-4b12-a5ff-b21bd63f6e1c');
    checkNameFree(ctx.inst, me, ps.name, '4650348e-301c-499a-83c9-6aa988c66bc1');
    const now = Date.now();
    const page: PageRow = {
      id: genId(now),
      createdAt: now,
      updatedAt: now,
      userId: me.id,
      title: ps.title,
      name: ps.name,
      summary: ps.summary ?? null,
      content: JSON.stringify(ps.content),
      variables: JSON.stringify(ps.variables),
      script: ps.script,
      eyeCatchingImageId: ps.eyeCatchingImageId ?? null,
      font: ps.font ?? 'sans-serif',
      alignCenter: ps.alignCenter ? 1 : 0,
      hideTitleWhenPinned: ps.hideTitleWhenPinned ? 1 : 0,
      likedCount: 0,
    };
    run(
      ctx.inst.db,
      `INSERT INTO pages (id, createdAt, updatedAt, userId, title, name, summary, content, variables, script,
         eyeCatchingImageId, font, alignCenter, hideTitleWhenPinned, likedCount)
       VALUES (@id, @createdAt, @updatedAt, @userId, @title, @name, @summary, @content, @variables, @script,
         @eyeCatchingImageId, @font, @alignCenter, @hideTitleWhenPinned, @likedCount)`,
      page,
    );
    return packPage(ctx.pc, page);
  },
);
