import { t } from '@/i18n/index.ts';
import { POLICY_ORDER } from '@/policies/index.ts';
import { SelectField, Switch } from '@/ui/index.ts';
import { PolicyValueInput } from './PolicyValueInput.tsx';
import { policyKind, policyText, type PolicyDraft } from './role-form.ts';

/** The base role's keys in the roles page's order, then any others the server has. */
export function orderedPolicyKeys(base: Record<string, unknown>): string[] {
  const known = POLICY_ORDER.filter((k) => k in base) as string[];
  return [
    ...known,
    ...Object.keys(base)
      .filter((k) => !known.includes(k))
      .sort(),
  ];
}

const PRIORITIES = ['0', '1', '2'] as const;

/** Every policy of a role: the base role's value, or the role's own with its priority. */
export function PolicyEditor({
  base,
  policies,
  onChange,
}: {
  base: Record<string, unknown>;
  policies: Record<string, PolicyDraft>;
  onChange: (key: string, next: PolicyDraft) => void;
}) {
  return (
    <ul className="kumo-admin-list kumo-admin-policy-grid" aria-label={t('adminRolePolicies')}>
      {orderedPolicyKeys(base).map((key) => {
        const p = policies[key];
        if (!p) return null;
        const kind = policyKind(key, base[key]);
        return (
          <li
            key={key}
            className="kumo-admin-card kumo-admin-policy"
            data-overridden={!p.useDefault || undefined}
          >
            <PolicyValueInput
              name={key}
              kind={kind}
              text={p.useDefault ? policyText(kind, base[key]) : p.text}
              disabled={p.useDefault}
              onChange={(text) => onChange(key, { ...p, text })}
            />
            <div className="kumo-admin-policy-row">
              <Switch
                checked={p.useDefault}
                onChange={(useDefault) =>
                  onChange(key, { ...p, useDefault, text: useDefault ? p.text : policyText(kind, base[key]) })
                }
                label={t('adminRoleUseBase')}
              />
              {!p.useDefault && (
                <SelectField
                  label={t('adminRolePriority')}
                  value={String(p.priority) as (typeof PRIORITIES)[number]}
                  onChange={(v) => onChange(key, { ...p, priority: Number(v) })}
                  options={PRIORITIES.map((v) => ({ value: v, label: t(`adminRolePriority_${v}`) }))}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
