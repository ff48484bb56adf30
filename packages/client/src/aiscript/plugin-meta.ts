import { permissions as KNOWN_PERMISSIONS } from 'misskey-js';
import { loadRuntime } from './runtime.ts';
import { headerVersion, runtimeFor } from './version.ts';

/** The oldest AiScript a plugin may be written for, as Misskey's client accepts (0.12.0). */
export function isSupportedPluginVersion(version: string): boolean {
  const [major = NaN, minor = NaN] = version.split('.').map((n) => Number.parseInt(n, 10));
  if (!Number.isFinite(major)) return false;
  return major >= 1 || (major === 0 && minor >= 12);
}

/** One setting a plugin offers (spec part 1 §1, plugins): its kind, label, explanation and default. */
export interface PluginConfigField {
  type: 'string' | 'number' | 'boolean';
  label: string;
  description: string | null;
  default: string | number | boolean | null;
}

/** What a plugin says about itself in its `### { … }` metadata block. */
export interface PluginMeta {
  name: string;
  version: string;
  author: string;
  description: string | null;
  permissions: string[];
  config: Record<string, PluginConfigField>;
}

export type PluginMetaProblem =
  | { problem: 'syntax'; message: string }
  | { problem: 'noMetadata' }
  | { problem: 'noVersion' }
  | { problem: 'oldVersion'; version: string }
  | { problem: 'missing'; field: 'name' | 'version' | 'author' }
  | { problem: 'unknownPermission'; permission: string }
  | { problem: 'badConfig'; key: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

/** Checks a metadata object as the install page receives it; a problem names what is wrong. */
export function checkPluginMeta(meta: unknown): PluginMeta | PluginMetaProblem {
  if (!isRecord(meta)) return { problem: 'noMetadata' };
  const name = text(meta.name)?.trim();
  if (!name) return { problem: 'missing', field: 'name' };
  const version = text(meta.version)?.trim();
  if (!version) return { problem: 'missing', field: 'version' };
  const author = text(meta.author)?.trim();
  if (!author) return { problem: 'missing', field: 'author' };
  const permissions = Array.isArray(meta.permissions) ? meta.permissions : [];
  for (const p of permissions)
    if (typeof p !== 'string' || !(KNOWN_PERMISSIONS as readonly string[]).includes(p))
      return { problem: 'unknownPermission', permission: String(p) };
  const config: Record<string, PluginConfigField> = {};
  if (meta.config !== undefined && meta.config !== null) {
    if (!isRecord(meta.config)) return { problem: 'badConfig', key: '' };
    for (const [key, field] of Object.entries(meta.config)) {
      if (!isRecord(field) || !['string', 'number', 'boolean'].includes(String(field.type)))
        return { problem: 'badConfig', key };
      const type = field.type as PluginConfigField['type'];
      const fallback = field.default;
      const ok = fallback === undefined || fallback === null || typeof fallback === type;
      if (!ok) return { problem: 'badConfig', key };
      config[key] = {
        type,
        label: text(field.label) ?? key,
        description: text(field.description),
        default: (fallback ?? null) as PluginConfigField['default'],
      };
    }
  }
  return {
    name,
    version,
    author,
    description: text(meta.description),
    permissions: [...new Set(permissions as string[])],
    config,
  };
}

/**
 * Reads a plugin's metadata block with the runtime of its language version. As in Misskey, a
 * plugin names its AiScript version in a `/// @` header, 0.12.0 or newer.
 */
export async function readPluginMeta(source: string): Promise<PluginMeta | PluginMetaProblem> {
  const version = headerVersion(source);
  if (version === null) return { problem: 'noVersion' };
  if (!isSupportedPluginVersion(version)) return { problem: 'oldVersion', version };
  const rt = await loadRuntime(runtimeFor(source));
  let ast;
  try {
    ast = rt.Parser.parse(source);
  } catch (error) {
    return { problem: 'syntax', message: error instanceof Error ? error.message : String(error) };
  }
  const meta = rt.Interpreter.collectMetadata(ast);
  return checkPluginMeta(meta?.get(null));
}

/** The permissions a consent dialog lists, the ones that change things first, each once. */
export function consentList(meta: Pick<PluginMeta, 'permissions'>): { write: string[]; read: string[] } {
  const all = [...new Set(meta.permissions)];
  return { write: all.filter((p) => p.startsWith('write:')), read: all.filter((p) => p.startsWith('read:')) };
}
