import { IconPlus, IconTrash } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import type { AdminRole } from '@/queries/index.ts';
import { IconButton, newLocalId, SelectField, TextInput } from '@/ui/index.ts';
import {
  COND_TYPES,
  daysToSec,
  newCondition,
  secToDays,
  type CondType,
  type Formula,
} from './cond-formula.ts';

interface NodeProps {
  formula: Formula;
  onChange: (next: Formula) => void;
  onRemove?: () => void;
  roles: AdminRole[];
}

function NumberInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <TextInput
      label={label}
      value={Number.isFinite(value) ? String(value) : ''}
      inputMode="decimal"
      onChange={(v) => onChange(v.trim() === '' ? NaN : Number(v))}
    />
  );
}

/** The fields of one condition, by its type. */
function Values({ formula: f, onChange, roles }: NodeProps) {
  switch (f.type) {
    case 'and':
    case 'or':
      return (
        <div className="kumo-admin-cond-children">
          {f.values.map((child, i) => (
            <CondNode
              key={child.id}
              formula={child}
              roles={roles}
              onChange={(next) => onChange({ ...f, values: f.values.map((v, j) => (j === i ? next : v)) })}
              onRemove={() => onChange({ ...f, values: f.values.filter((_, j) => j !== i) })}
            />
          ))}
          <button
            type="button"
            className="kumo-button"
            onClick={() => onChange({ ...f, values: [...f.values, newCondition('isLocal', newLocalId())] })}
          >
            <IconPlus size={16} aria-hidden />
            {t('adminRoleCondAdd')}
          </button>
        </div>
      );
    case 'not':
      return (
        <div className="kumo-admin-cond-children">
          <CondNode formula={f.value} roles={roles} onChange={(value) => onChange({ ...f, value })} />
        </div>
      );
    case 'createdLessThan':
    case 'createdMoreThan':
      return (
        <NumberInput
          label={t('adminRoleCondDays')}
          value={secToDays(f.sec)}
          onChange={(d) => onChange({ ...f, sec: daysToSec(d) })}
        />
      );
    case 'roleAssignedTo':
      return (
        <SelectField
          label={t('adminRoleCondRole')}
          value={f.roleId}
          onChange={(roleId) => onChange({ ...f, roleId })}
          options={[
            { value: '', label: t('adminRoleCondChooseRole') },
            ...roles.filter((r) => r.target === 'manual').map((r) => ({ value: r.id, label: r.name })),
          ]}
        />
      );
    case 'followersLessThanOrEq':
    case 'followersMoreThanOrEq':
    case 'followingLessThanOrEq':
    case 'followingMoreThanOrEq':
    case 'notesLessThanOrEq':
    case 'notesMoreThanOrEq':
      return (
        <NumberInput
          label={t('adminRoleCondCount')}
          value={f.value}
          onChange={(value) => onChange({ ...f, value })}
        />
      );
    default:
      return null;
  }
}

function CondNode(props: NodeProps) {
  const { formula: f, onChange, onRemove } = props;
  return (
    <div
      className="kumo-admin-cond"
      data-group={f.type === 'and' || f.type === 'or' || f.type === 'not' || undefined}
    >
      <div className="kumo-admin-cond-head">
        <SelectField
          label={t('adminRoleCondType')}
          value={f.type as CondType}
          onChange={(type) => onChange(newCondition(type, f.id))}
          options={COND_TYPES.map((c) => ({ value: c, label: t(`adminRoleCond.${c}`) }))}
        />
        {onRemove && <IconButton label={t('adminRoleCondRemove')} icon={IconTrash} onClick={onRemove} />}
      </div>
      <Values {...props} />
    </div>
  );
}

/** The condition formula of a conditional role: and / or / not around the conditions of a user. */
export function CondFormulaEditor({
  formula,
  onChange,
  roles,
}: {
  formula: Formula;
  onChange: (next: Formula) => void;
  roles: AdminRole[];
}) {
  return (
    <fieldset className="kumo-admin-cond-root">
      <legend>{t('adminRoleCondition')}</legend>
      <CondNode formula={formula} onChange={onChange} roles={roles} />
    </fieldset>
  );
}
