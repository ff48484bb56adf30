import { knownKey, t } from '@/i18n/index.ts';
import { useSetting, type SettingKey } from '@/store/index.ts';
import { SelectField, Switch } from '@/ui/index.ts';
import { settingAnchor, type LabelledSettingKey } from './search/settings-search-index.ts';

export type FieldDef =
  | { key: LabelledSettingKey; kind: 'switch' }
  | { key: LabelledSettingKey; kind: 'select'; options: ReadonlyArray<string | number | null> };

/** The option's label: `setting.<key>.<value>` where Kumo words it (a size in px is just the number). */
function optionLabel(key: SettingKey, value: string | number | null): string {
  const id = knownKey(`setting.${key}.${String(value)}`);
  return id ? t(id) : String(value);
}

/**
 * One setting as a labelled control; the label is the i18n key `setting.<key>`, the element id
 * `setting-<key>` (where the settings search leads).
 */
export function SettingField({ def }: { def: FieldDef }) {
  const [value, setValue] = useSetting(def.key);
  const label = t(`setting.${def.key}`);
  const id = settingAnchor(def.key);
  if (def.kind === 'switch')
    return <Switch id={id} checked={value === true} onChange={(v) => setValue(v as never)} label={label} />;
  const options = def.options.map((o) => ({ value: String(o), label: optionLabel(def.key, o) }));
  return (
    <SelectField
      id={id}
      label={label}
      value={String(value)}
      options={options}
      onChange={(v) => {
        const chosen = def.options.find((o) => String(o) === v);
        if (chosen !== undefined) setValue(chosen as never);
      }}
    />
  );
}
