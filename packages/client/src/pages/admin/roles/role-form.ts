import type { AdminRole, RoleParams } from '@/queries/index.ts';
import { COND_TYPES, formulaComplete, newCondition, type Formula } from './cond-formula.ts';

/** One policy as the editor holds it: the base role's value or the role's own, written as text. */
export interface PolicyDraft {
  useDefault: boolean;
  /** 0 low, 1 middle, 2 high: among roles that set a policy, only the highest priority counts. */
  priority: number;
  text: string;
}

export interface RoleDraft {
  name: string;
  description: string;
  color: string;
  iconUrl: string;
  displayOrder: string;
  target: 'manual' | 'conditional';
  condFormula: Formula;
  isPublic: boolean;
  isExplorable: boolean;
  asBadge: boolean;
  canEditMembersByModerator: boolean;
  isModerator: boolean;
  isAdministrator: boolean;
  policies: Record<string, PolicyDraft>;
}

export type PolicyKind = 'boolean' | 'number' | 'list' | 'chat';

/** How a policy is edited, from the type of the base role's value. */
export function policyKind(key: string, base: unknown): PolicyKind {
  if (key === 'chatAvailability') return 'chat';
  if (typeof base === 'boolean') return 'boolean';
  if (Array.isArray(base)) return 'list';
  return 'number';
}

export const CHAT_VALUES = ['available', 'readonly', 'unavailable'] as const;

/** A policy value as the editor writes it. */
export function policyText(kind: PolicyKind, value: unknown): string {
  if (kind === 'list') return Array.isArray(value) ? value.join('\n') : '';
  if (kind === 'boolean') return value === true ? 'true' : 'false';
  return value == null ? '' : String(value);
}

/** The value the text stands for, or undefined when it cannot be sent (a negative or non-number limit). */
export function policyValue(kind: PolicyKind, text: string): unknown {
  if (kind === 'boolean') return text === 'true';
  if (kind === 'chat') return (CHAT_VALUES as readonly string[]).includes(text) ? text : undefined;
  if (kind === 'list')
    return text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

const keyOfPolicies = (base: Record<string, unknown>) => Object.keys(base);

/** A blank role: manual, not public, every policy the base role's. */
export function newRoleDraft(base: Record<string, unknown>): RoleDraft {
  return {
    name: '',
    description: '',
    color: '',
    iconUrl: '',
    displayOrder: '0',
    target: 'manual',
    condFormula: newCondition('isLocal', 'root'),
    isPublic: false,
    isExplorable: false,
    asBadge: false,
    canEditMembersByModerator: false,
    isModerator: false,
    isAdministrator: false,
    policies: Object.fromEntries(
      keyOfPolicies(base).map((k) => [
        k,
        { useDefault: true, priority: 0, text: policyText(policyKind(k, base[k]), base[k]) },
      ]),
    ),
  };
}

const knownFormula = (f: unknown): f is Formula =>
  !!f && typeof f === 'object' && (COND_TYPES as readonly string[]).includes((f as Formula).type);

/** The editor's draft of a stored role. */
export function draftFromRole(role: AdminRole, base: Record<string, unknown>): RoleDraft {
  const blank = newRoleDraft(base);
  const own = role.policies as Record<string, { useDefault?: boolean; priority?: number; value?: unknown }>;
  return {
    ...blank,
    name: role.name,
    description: role.description,
    color: role.color ?? '',
    iconUrl: role.iconUrl ?? '',
    displayOrder: String(role.displayOrder),
    target: role.target,
    condFormula: knownFormula(role.condFormula) ? role.condFormula : blank.condFormula,
    isPublic: role.isPublic,
    isExplorable: role.isExplorable,
    asBadge: role.asBadge,
    canEditMembersByModerator: role.canEditMembersByModerator,
    isModerator: role.isModerator,
    isAdministrator: role.isAdministrator,
    policies: Object.fromEntries(
      Object.entries(blank.policies).map(([k, d]) => {
        const p = own[k];
        if (!p || p.useDefault !== false) return [k, { ...d, priority: p?.priority ?? 0 }];
        return [
          k,
          { useDefault: false, priority: p.priority ?? 0, text: policyText(policyKind(k, base[k]), p.value) },
        ];
      }),
    ),
  };
}

export type RoleProblem = 'name' | 'color' | 'iconUrl' | 'displayOrder' | 'formula' | 'policy';

/** What stops the draft from being saved, if anything. */
export function roleProblems(d: RoleDraft, base: Record<string, unknown>): RoleProblem[] {
  const out: RoleProblem[] = [];
  if (d.name.trim() === '') out.push('name');
  if (d.color.trim() !== '' && !/^#[0-9a-fA-F]{6}$/.test(d.color.trim())) out.push('color');
  if (d.iconUrl.trim() !== '' && !/^https?:\/\/\S+$/i.test(d.iconUrl.trim())) out.push('iconUrl');
  if (!/^-?\d+$/.test(d.displayOrder.trim())) out.push('displayOrder');
  if (d.target === 'conditional' && !formulaComplete(d.condFormula)) out.push('formula');
  if (badPolicies(d.policies, base).length > 0) out.push('policy');
  return out;
}

/** The overridden policies whose value cannot be sent. */
export function badPolicies(policies: Record<string, PolicyDraft>, base: Record<string, unknown>): string[] {
  return Object.entries(policies)
    .filter(([k, p]) => !p.useDefault && policyValue(policyKind(k, base[k]), p.text) === undefined)
    .map(([k]) => k);
}

/** What admin/roles/create and update take. */
export function roleParams(d: RoleDraft, base: Record<string, unknown>): RoleParams {
  return {
    name: d.name.trim(),
    description: d.description,
    color: d.color.trim() || null,
    iconUrl: d.iconUrl.trim() || null,
    displayOrder: Number(d.displayOrder.trim()),
    target: d.target,
    condFormula: d.condFormula as unknown as Record<string, never>,
    isPublic: d.isPublic,
    isExplorable: d.isExplorable,
    asBadge: d.asBadge,
    canEditMembersByModerator: d.canEditMembersByModerator,
    isModerator: d.isModerator,
    isAdministrator: d.isAdministrator,
    policies: Object.fromEntries(
      Object.entries(d.policies).map(([k, p]) => [
        k,
        {
          useDefault: p.useDefault,
          priority: p.priority,
          value: policyValue(
            policyKind(k, base[k]),
            p.useDefault ? policyText(policyKind(k, base[k]), base[k]) : p.text,
          ),
        },
      ]),
    ) as RoleParams['policies'],
  };
}

/** The base role's policies from the editor's texts (every key is the base role's own). */
export function basePoliciesFrom(
  texts: Record<string, string>,
  base: Record<string, unknown>,
): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(base)) {
    const v = policyValue(policyKind(k, base[k]), texts[k] ?? policyText(policyKind(k, base[k]), base[k]));
    if (v === undefined) return null;
    out[k] = v;
  }
  return out;
}
