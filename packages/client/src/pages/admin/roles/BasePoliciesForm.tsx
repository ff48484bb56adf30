import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useUpdateDefaultPolicies } from '@/queries/index.ts';
import { toast } from '@/ui/index.ts';
import { orderedPolicyKeys } from './PolicyEditor.tsx';
import { PolicyValueInput } from './PolicyValueInput.tsx';
import { basePoliciesFrom, policyKind, policyText } from './role-form.ts';

/** The base role: what every user gets unless a role they hold says otherwise (administrators). */
export function BasePoliciesForm({ base }: { base: Record<string, unknown> }) {
  const keys = orderedPolicyKeys(base);
  const initial = Object.fromEntries(keys.map((k) => [k, policyText(policyKind(k, base[k]), base[k])]));
  const [texts, setTexts] = useState(initial);
  const save = useUpdateDefaultPolicies();
  const policies = basePoliciesFrom(texts, base);
  const changed = keys.some((k) => texts[k] !== initial[k]);
  return (
    <form
      className="kumo-admin-editor"
      onSubmit={(e) => {
        e.preventDefault();
        if (policies) void save.run(policies).then((r) => r && toast(t('adminSaved')));
      }}
    >
      <ul className="kumo-admin-list kumo-admin-policy-grid" aria-label={t('adminRoleBase')}>
        {keys.map((k) => (
          <li key={k}>
            <PolicyValueInput
              name={k}
              kind={policyKind(k, base[k])}
              text={texts[k] ?? ''}
              onChange={(text) => setTexts({ ...texts, [k]: text })}
            />
          </li>
        ))}
      </ul>
      <div className="kumo-admin-actions">
        {!policies && (
          <span className="kumo-caption" role="alert">
            {t('adminRoleBad_policy')}
          </span>
        )}
        <button
          type="submit"
          className="kumo-button primary"
          disabled={save.isPending || !policies || !changed}
        >
          {t('save')}
        </button>
      </div>
    </form>
  );
}
