// admin/update-meta: of Misskey's many instance settings, the local instance stores the server rules
// and what meta shows of the instance (name, description, maintainer, languages, images, colour, links).
import { defineEndpoint } from '../../endpoint.ts';
import { storeServerRules } from '../../../services/server-rules.ts';
import { updateInstanceSettings, type InstanceSettings } from '../../../services/instance-settings.ts';

const text = { type: 'string', nullable: true } as const;
const lines = { type: 'array', items: { type: 'string' } } as const;
/** A colour as Misskey accepts it: `#` and six hex digits. */
const color = { type: 'string', nullable: true, pattern: /^#[0-9a-fA-F]{6}$/ } as const;

export default defineEndpoint(
  'admin/update-meta',
  {
    requireCredential: true,
    requireAdmin: true,
    params: {
      type: 'object',
      properties: {
        serverRules: { type: 'array', items: { type: 'string' } },
        // validated as Misskey does; the local instance keeps its own pinned users
        pinnedUsers: { type: 'array', nullable: true, items: { type: 'string' } },
        name: text,
        shortName: text,
        description: text,
        maintainerName: text,
        maintainerEmail: text,
        langs: { type: 'array', items: { type: 'string' } },
        iconUrl: text,
        app192IconUrl: text,
        app512IconUrl: text,
        bannerUrl: text,
        backgroundImageUrl: text,
        logoImageUrl: text,
        themeColor: color,
        tosUrl: text,
        privacyPolicyUrl: text,
        inquiryUrl: text,
        impressumUrl: text,
        repositoryUrl: text,
        feedbackUrl: text,
        blockedHosts: lines,
        silencedHosts: lines,
        mediaSilencedHosts: lines,
        sensitiveWords: lines,
        prohibitedWords: lines,
        hiddenTags: lines,
        preservedUsernames: lines,
        disableRegistration: { type: 'boolean', nullable: true },
      },
    },
  },
  (ps, _me, ctx) => {
    if (ps.serverRules) storeServerRules(ctx.inst.db, ps.serverRules as string[]);
    updateInstanceSettings(ctx.inst.db, ps as Partial<InstanceSettings>);
  },
);
