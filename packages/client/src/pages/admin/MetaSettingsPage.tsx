import type { ReactNode } from 'react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useAdminMeta, useUpdateMeta } from '@/queries/index.ts';
import { PageHeader, SelectField, Switch, TextArea, TextInput, toast } from '@/ui/index.ts';
import { changedMeta, invalidField, metaValues, type MetaField, type MetaValues } from './meta-fields.ts';
import './admin.css';

const INPUT_TYPES: Partial<Record<MetaField['kind'], string>> = {
  email: 'email',
  url: 'url',
  secret: 'password',
};

const label = (field: MetaField) => t(`adminMeta.${field.key}`);

function Field({
  field,
  value,
  onChange,
}: {
  field: MetaField;
  value: string;
  onChange: (v: string) => void;
}) {
  const bad = invalidField(field, value);
  const caption = bad ? t(`adminMetaInvalid_${field.kind}`) : undefined;
  if (field.kind === 'switch')
    return (
      <Switch
        checked={value === 'true'}
        onChange={(on) => onChange(on ? 'true' : 'false')}
        label={label(field)}
        caption={t(`adminMetaHint.${field.key}`)}
      />
    );
  if (field.kind === 'select')
    return (
      <SelectField
        label={label(field)}
        value={value}
        onChange={onChange}
        options={field.options.map((o) => ({ value: o.value, label: t(o.label) }))}
      />
    );
  if (field.kind === 'long' || field.kind === 'lines')
    return (
      <TextArea
        label={label(field)}
        caption={field.kind === 'lines' ? t(`adminMetaHint.${field.key}`) : undefined}
        value={value}
        onChange={onChange}
        rows={field.kind === 'lines' ? 5 : 4}
        spellCheck={field.kind === 'lines' ? false : undefined}
      />
    );
  return (
    <div className="kumo-admin-meta-field">
      <TextInput
        label={label(field)}
        value={value}
        onChange={onChange}
        caption={caption}
        aria-invalid={bad || undefined}
        type={INPUT_TYPES[field.kind] ?? 'text'}
        inputMode={field.kind === 'number' ? 'numeric' : undefined}
        autoComplete={field.kind === 'secret' ? 'off' : undefined}
      />
      {field.kind === 'color' && !bad && value && (
        <span className="kumo-admin-swatch" style={{ background: value }} aria-hidden />
      )}
    </div>
  );
}

function MetaForm({ fields, initial }: { fields: MetaField[]; initial: MetaValues }) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const update = useUpdateMeta();
  const change = changedMeta(fields, saved, values);
  const invalid = fields.some((f) => invalidField(f, values[f.key] ?? ''));
  return (
    <form
      className="kumo-admin-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void update.run(change).then((r) => {
          if (!r) return;
          setSaved(values);
          toast(t('adminSaved'));
        });
      }}
    >
      {fields.map((f) => (
        <Field
          key={f.key}
          field={f}
          value={values[f.key] ?? ''}
          onChange={(v) => setValues({ ...values, [f.key]: v })}
        />
      ))}
      <div className="kumo-admin-actions">
        <button
          type="submit"
          className="kumo-button primary"
          disabled={update.isPending || invalid || Object.keys(change).length === 0}
        >
          {t('save')}
        </button>
      </div>
    </form>
  );
}

/** An admin page that edits some of the instance's settings (admin/meta → admin/update-meta). */
/** A form of a few instance settings inside another admin page (the ads page's ad frequency). */
export function MetaFieldsForm({ fields }: { fields: MetaField[] }) {
  const meta = useAdminMeta();
  return (
    <QueryView query={meta}>
      {(data) => <MetaForm fields={fields} initial={metaValues(data as Record<string, unknown>, fields)} />}
    </QueryView>
  );
}

export function MetaSettingsPage({
  title,
  icon,
  intro,
  fields,
  children,
}: {
  title: string;
  icon: ReactNode;
  intro: string;
  fields: MetaField[];
  /** Settings of the page kept elsewhere than the meta, shown under its form. */
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} icon={icon} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{intro}</p>
        <MetaFieldsForm fields={fields} />
        {children}
      </div>
    </>
  );
}
