import { t } from '@/i18n/index.ts';
import { SelectField, Switch, TextArea, TextInput } from '@/ui/index.ts';
import { policyLabel } from '@/policies/index.ts';
import { CHAT_VALUES, policyValue, type PolicyKind } from './role-form.ts';

/** The control for one policy's value, by its kind; a value that cannot be sent is said so. */
export function PolicyValueInput({
  name,
  kind,
  text,
  onChange,
  disabled,
}: {
  name: string;
  kind: PolicyKind;
  text: string;
  onChange: (text: string) => void;
  disabled?: boolean;
}) {
  const label = policyLabel(name);
  if (kind === 'boolean')
    return (
      <Switch
        checked={text === 'true'}
        onChange={(on) => onChange(on ? 'true' : 'false')}
        label={label}
        disabled={disabled}
      />
    );
  if (kind === 'chat')
    return (
      <SelectField
        label={label}
        value={text}
        onChange={onChange}
        options={CHAT_VALUES.map((v) => ({ value: v, label: t(`policyChat.${v}`) }))}
      />
    );
  if (kind === 'list')
    return (
      <TextArea
        label={label}
        caption={t('adminRolePolicyLines')}
        value={text}
        onChange={onChange}
        rows={3}
        disabled={disabled}
      />
    );
  const bad = !disabled && policyValue(kind, text) === undefined;
  return (
    <TextInput
      label={label}
      value={text}
      onChange={onChange}
      inputMode="decimal"
      disabled={disabled}
      aria-invalid={bad || undefined}
      caption={bad ? t('adminRolePolicyBadNumber') : undefined}
    />
  );
}
