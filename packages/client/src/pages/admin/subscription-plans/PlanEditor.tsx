import { useState } from 'react';
import type { SubscriptionPlanInput } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useAdminRoles } from '@/queries/index.ts';
import { SelectField, Switch, TextArea, TextInput } from '@/ui/index.ts';
import { checkDraft, type PlanDraft } from './plan-form.ts';

/** A plan's fields; Save is offered once they make a plan, and what is wrong is said under it. */
export function PlanEditor({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: PlanDraft;
  busy: boolean;
  onSave: (input: SubscriptionPlanInput) => void;
  onCancel: () => void;
}) {
  const [d, setD] = useState(initial);
  const [tried, setTried] = useState(false);
  const roles = useAdminRoles().data ?? [];
  const set =
    <K extends keyof PlanDraft>(k: K) =>
    (v: PlanDraft[K]) =>
      setD((old) => ({ ...old, [k]: v }));
  const checked = checkDraft(d);
  const problem = tried && 'problem' in checked ? checked.problem : null;
  const said = (p: NonNullable<typeof problem>) => (problem === p ? t(`adminPlanProblem_${p}`) : undefined);
  return (
    <form
      className="kumo-admin-editor"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if ('input' in checked) onSave(checked.input);
      }}
    >
      <TextInput
        label={t('adminPlanName')}
        value={d.name}
        onChange={set('name')}
        maxLength={128}
        aria-invalid={problem === 'name' || undefined}
        caption={said('name')}
      />
      <TextArea
        label={t('adminPlanDescription')}
        value={d.description}
        onChange={set('description')}
        maxLength={2048}
      />
      <div className="kumo-admin-filters">
        <TextInput
          label={t('adminPlanPrice')}
          value={d.price}
          onChange={set('price')}
          inputMode="decimal"
          aria-invalid={problem === 'price' || undefined}
          caption={said('price')}
        />
        <TextInput
          label={t('adminPlanCurrency')}
          value={d.currency}
          onChange={set('currency')}
          maxLength={3}
          autoCapitalize="characters"
          aria-invalid={problem === 'currency' || undefined}
          caption={said('currency') ?? t('adminPlanCurrencyHint')}
        />
        <SelectField
          label={t('adminPlanInterval')}
          value={d.interval}
          options={[
            { value: 'month', label: t('adminPlanInterval_month') },
            { value: 'year', label: t('adminPlanInterval_year') },
          ]}
          onChange={set('interval')}
        />
      </div>
      <SelectField
        label={t('adminPlanRole')}
        value={d.roleId}
        options={[
          { value: '', label: t('adminPlanRoleNone') },
          ...roles.map((r) => ({ value: r.id, label: r.name })),
        ]}
        onChange={set('roleId')}
        caption={said('role') ?? t('adminPlanRoleHint')}
      />
      <Switch
        label={t('adminPlanActive')}
        caption={t('adminPlanActiveHint')}
        checked={d.isActive}
        onChange={set('isActive')}
      />
      <div className="kumo-admin-actions">
        <button type="button" className="kumo-button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="kumo-button primary" disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
