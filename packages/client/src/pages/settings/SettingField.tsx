import { t, type LocaleKey } from '@/i18n/index.ts';
import { useSetting, type SettingKey } from '@/store/index.ts';
import { SelectField, Switch } from '@/ui/index.ts';
import { settingAnchor } from './search/settings-search-index.ts';

export type FieldDef =
  | { key: SettingKey; kind: 'switch' }
  | { key: SettingKey; kind: 'select'; options: ReadonlyArray<string | number | null> };

/** The option's label: `setting.<key>.<value>` if such a key exists, else the value itself. */
function optionLabel(key: SettingKey, value: string | number | null): string {
  const id = `setting.${key}.${String(value)}` as LocaleKey;
  const text = t(id);
  return text === id ? String(value) : text;
}

/**
 * One setting as a labelled control; the label is the i18n key `setting.<key>`, the element id
 * `setting-<key>` (where the settings search leads).
 */
export function SettingField({ def }: { def: FieldDef }) {
  const [value, setValue] = useSetting(def.key);
  const label = t(`setting.${def.key}` as LocaleKey);
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
