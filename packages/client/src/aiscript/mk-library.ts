import { nyaize } from 'misskey-js/nyaize.js';
import { ApiCallError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { openDialog, toast, type DialogType } from '@/ui/index.ts';
import { optStr, strArg } from './args.ts';
import type { Runtime, Value } from './runtime.ts';
import { isSecureEndpoint } from './secure-endpoints.ts';

/** What a program may reach of Kumo: the server as the user (or a token it names), who the user is, its storage. */
export interface ProgramHost {
  /** Calls an endpoint; a token (the program's third argument) calls it as that token instead. */
  api: (endpoint: string, params: unknown, token: string | null) => Promise<unknown>;
  user: { id: string; name: string | null; username: string } | null;
  serverUrl: string;
  locale: string;
  /** Where `Mk:save` and `Mk:load` keep this program's values (one program's never another's). */
  storageKey: string;
}

const DIALOG_TYPES: DialogType[] = ['info', 'success', 'warning', 'error', 'question'];
const dialogType = (v: Value | undefined, fallback: DialogType): DialogType => {
  const name = v?.type === 'str' ? (v.value === 'warn' ? 'warning' : v.value) : fallback;
  return DIALOG_TYPES.includes(name as DialogType) ? (name as DialogType) : fallback;
};

/** An endpoint name a program may call: Misskey's own names, never a path or an address. */
export const isEndpointName = (name: string): boolean => /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(name);

/** Misskey's refusal of a secure endpoint to an app token, which is what a program gets, unsent. */
const ACCESS_DENIED = { code: 'ACCESS_DENIED', id: '56f35758-7dd5-468b-8439-5d6fb8ec9b8e', kind: 'client' };

/** The `Mk:` standard library and constants Misskey gives programs (spec part 1 §1: Play, plugins). */
export function mkLibrary(rt: Runtime, host: ProgramHost): Record<string, Value> {
  const { values, utils } = rt;
  const str = optStr;
  const storage = (key: string) => `kumo:aiscript:${host.storageKey}:${key}`;
  return {
    USER_ID: host.user ? values.STR(host.user.id) : values.NULL,
    USER_NAME: host.user?.name ? values.STR(host.user.name) : values.NULL,
    USER_USERNAME: host.user ? values.STR(host.user.username) : values.NULL,
    LOCALE: values.STR(host.locale),
    SERVER_URL: values.STR(host.serverUrl),
    'Mk:dialog': values.FN_NATIVE(async ([title, text, type]) => {
      await openDialog({
        type: dialogType(type, 'info'),
        title: str(title),
        text: str(text),
        showCancel: false,
      });
      return values.NULL;
    }),
    'Mk:confirm': values.FN_NATIVE(async ([title, text, type]) => {
      const { canceled } = await openDialog({
        type: dialogType(type, 'question'),
        title: str(title),
        text: str(text),
        showCancel: true,
      });
      return values.BOOL(!canceled);
    }),
    'Mk:toast': values.FN_NATIVE(([text]) => {
      toast(str(text) ?? '');
    }),
    'Mk:api': values.FN_NATIVE(async ([endpoint, params, token]) => {
      const name = strArg(endpoint, 'Mk:api');
      if (!isEndpointName(name)) throw new Error(`Mk:api: invalid endpoint ${name}`);
      if (isSecureEndpoint(name))
        return values.ERROR(
          'request_failed',
          utils.jsToVal({ ...ACCESS_DENIED, message: t('aiscriptSecureEndpoint', { endpoint: name }) }),
        );
      try {
        const answer = await host.api(name, params ? utils.valToJs(params) : {}, str(token) ?? null);
        return utils.jsToVal(answer ?? null);
      } catch (error) {
        const info = error instanceof ApiCallError ? error.error : { message: String(error) };
        return values.ERROR('request_failed', utils.jsToVal(info));
      }
    }),
    'Mk:save': values.FN_NATIVE(([key, value]) => {
      const name = strArg(key, 'Mk:save');
      try {
        localStorage.setItem(storage(name), JSON.stringify(value ? utils.valToJs(value) : null));
      } catch {
        // storage full or unavailable: the value is not kept, as if never saved
      }
      return values.NULL;
    }),
    'Mk:load': values.FN_NATIVE(([key]) => {
      const raw = localStorage.getItem(storage(strArg(key, 'Mk:load')));
      try {
        return raw === null ? values.NULL : utils.jsToVal(JSON.parse(raw));
      } catch {
        return values.NULL;
      }
    }),
    'Mk:url': values.FN_NATIVE(() => values.STR(window.location.href)),
    'Mk:nyaize': values.FN_NATIVE(([text]) => {
      return values.STR(nyaize(strArg(text, 'Mk:nyaize')));
    }),
  };
}
