import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import type { AdminRole, RoleParams } from '@/queries/index.ts';
import { FormSection, SelectField, Switch, TextArea, TextInput } from '@/ui/index.ts';
import { CondFormulaEditor } from './CondFormulaEditor.tsx';
import { PolicyEditor } from './PolicyEditor.tsx';
import { roleParams, roleProblems, type RoleDraft } from './role-form.ts';

type Flag =
  'isPublic' | 'asBadge' | 'isExplorable' | 'canEditMembersByModerator' | 'isModerator' | 'isAdministrator';
const FLAGS: Flag[] = [
  'isPublic',
  'asBadge',
  'isExplorable',
  'canEditMembersByModerator',
  'isModerator',
  'isAdministrator',
];

/** A role's editor (new and edit): its name and look, who holds it, and its policies. */
export function RoleEditor({
  initial,
  base,
  roles,
  busy,
  onSave,
}: {
  initial: RoleDraft;
  base: Record<string, unknown>;
  roles: AdminRole[];
  busy: boolean;
  onSave: (params: RoleParams) => void;
}) {
  const [d, setD] = useState(initial);
  const problems = roleProblems(d, base);
  const set = <K extends keyof RoleDraft>(key: K, value: RoleDraft[K]) =>
    setD((prev) => ({ ...prev, [key]: value }));
  const caption = (p: 'name' | 'color' | 'iconUrl' | 'displayOrder') =>
    problems.includes(p) && (p !== 'name' || d.name !== initial.name) ? t(`adminRoleBad_${p}`) : undefined;
  return (
    <form
      className="kumo-admin-page"
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0) onSave(roleParams(d, base));
      }}
    >
      <FormSection title={t('adminRoleAbout')}>
        <TextInput
          label={t('adminRoleName')}
          value={d.name}
          onChange={(v) => set('name', v)}
          caption={caption('name')}
          required
        />
        <TextArea
          label={t('adminRoleDescription')}
          value={d.description}
          onChange={(v) => set('description', v)}
          rows={3}
        />
        <TextInput
          label={t('adminRoleColor')}
          value={d.color}
          onChange={(v) => set('color', v)}
          caption={caption('color') ?? t('adminRoleColorHint')}
          placeholder="#86b300"
        />
        <TextInput
          label={t('adminRoleIcon')}
          value={d.iconUrl}
          onChange={(v) => set('iconUrl', v)}
          caption={caption('iconUrl')}
          type="url"
        />
        <TextInput
          label={t('adminRoleOrder')}
          value={d.displayOrder}
          onChange={(v) => set('displayOrder', v)}
          caption={caption('displayOrder') ?? t('adminRoleOrderHint')}
          inputMode="numeric"
        />
        {FLAGS.map((f) => (
          <Switch
            key={f}
            checked={d[f]}
            onChange={(on) => set(f, on)}
            label={t(`adminRoleFlag.${f}`)}
            caption={t(`adminRoleFlagHint.${f}`)}
          />
        ))}
      </FormSection>
      <FormSection title={t('adminRoleAssignment')}>
        <SelectField
          label={t('adminRoleTarget')}
          value={d.target}
          onChange={(v) => set('target', v)}
          options={[
            { value: 'manual', label: t('adminRoleTarget_manual') },
            { value: 'conditional', label: t('adminRoleTarget_conditional') },
          ]}
        />
        {d.target === 'conditional' && (
          <>
            <CondFormulaEditor
              formula={d.condFormula}
              onChange={(f) => set('condFormula', f)}
              roles={roles}
            />
            {problems.includes('formula') && (
              <p className="kumo-caption" role="alert">
                {t('adminRoleBad_formula')}
              </p>
            )}
          </>
        )}
      </FormSection>
      <FormSection title={t('adminRolePolicies')}>
        <p className="kumo-caption">{t('adminRolePoliciesIntro')}</p>
        <PolicyEditor
          base={base}
          policies={d.policies}
          onChange={(k, p) => set('policies', { ...d.policies, [k]: p })}
        />
      </FormSection>
      <div className="kumo-admin-actions kumo-admin-sticky">
        {problems.includes('policy') && (
          <span className="kumo-caption" role="alert">
            {t('adminRoleBad_policy')}
          </span>
        )}
        <button type="submit" className="kumo-button primary" disabled={busy || problems.length > 0}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
