import type { Endpoints, entities } from 'misskey-js';
import { packMeta } from '../../../packing/meta.ts';
import { adminSettings } from '../../../services/admin-settings.ts';
import { instanceSettings, registrationClosed } from '../../../services/instance-settings.ts';
import { defineEndpoint } from '../../endpoint.ts';

type AdminMeta = Endpoints['admin/meta']['res'];

/**
 * admin/meta: the instance's settings as administrators edit them. What the local instance keeps
 * (name, description, maintainer, languages, images, colours, links, rules) comes from its store;
 * the rest are the fixed answers of an instance that sends no mail, keeps files on its own disk and
 * does not federate.
 */
export default defineEndpoint(
  'admin/meta',
  {
    requireCredential: true,
    kind: 'read:admin:meta',
    requireAdmin: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, _me, ctx) => {
    const meta = packMeta(ctx.inst, ctx.origin, true) as entities.MetaDetailed;
    const set = instanceSettings(ctx.inst.db);
    const answer = {
      ...meta,
      prohibitedWordsForNameOfUser: [],
      proxyAccountId: '',
      swPrivateKey: null,
      enableVerifymailApi: false,
      verifymailAuthKey: null,
      enableTruemailApi: false,
      truemailInstance: null,
      truemailAuthKey: null,
      manifestJsonOverride: '{}',
      enableFanoutTimeline: false,
      enableFanoutTimelineDbFallback: true,
      perLocalUserUserTimelineCacheMax: 300,
      perRemoteUserUserTimelineCacheMax: 100,
      perUserHomeTimelineCacheMax: 300,
      perUserListTimelineCacheMax: 300,
      enableReactionsBuffering: false,
      urlPreviewAllowRedirect: true,
      urlPreviewRequireContentLength: true,
      urlPreviewUserAgent: null,
      urlPreviewSummaryProxyUrl: null,
      federation: 'none',
      federationHosts: [],
      ...set,
      ...adminSettings(ctx.inst.db),
      disableRegistration: registrationClosed(ctx.inst),
    };
    return answer as unknown as AdminMeta;
  },
);
