import { useState } from 'react';
import { knownKey, t } from '@/i18n/index.ts';
import {
  DialogPanel,
  OkCancel,
  SelectField,
  Switch,
  TextArea,
  TextInput,
  type ModalContext,
} from '@/ui/index.ts';
import type { WidgetSchema } from './widget-types.ts';

const label = (key: string) => {
  const id = knownKey(`widgetField.${key}`);
  return id ? t(id) : key;
};

/** A choice's words where Kumo has them (`widgetField.<key>.<value>`), else the value itself. */
const optionLabel = (key: string, value: string) => {
  const id = knownKey(`widgetField.${key}.${value}`);
  return id ? t(id) : value;
};

/** A widget's settings, one control per field of its schema. */
export function WidgetSettingsDialog({
  title,
  schema,
  data,
  close,
}: ModalContext<Record<string, unknown>> & {
  title: string;
  schema: WidgetSchema;
  data: Record<string, unknown>;
}) {
  const [draft, setDraft] = useState(data);
  const set = (key: string, value: unknown) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <DialogPanel title={title} buttons={<OkCancel onOk={() => close(draft)} onCancel={() => close()} />}>
      <div className="kumo-widget-settings">
        {Object.entries(schema).map(([key, field]) => {
          if (field.type === 'boolean')
            return (
              <Switch
                key={key}
                label={label(key)}
                checked={draft[key] === true}
                onChange={(on) => set(key, on)}
              />
            );
          if (field.type === 'number')
            return (
              <TextInput
                key={key}
                type="number"
                label={label(key)}
                min={field.min}
                max={field.max}
                step={field.step}
                value={String(draft[key])}
                onChange={(v) => set(key, Number(v))}
              />
            );
          if (field.type === 'string' && field.multiline)
            return (
              <TextArea
                key={key}
                label={label(key)}
                maxLength={field.maxLength ?? 2048}
                value={String(draft[key])}
                onChange={(v) => set(key, v)}
              />
            );
          if (field.type === 'string')
            return (
              <TextInput
                key={key}
                label={label(key)}
                maxLength={field.maxLength ?? 2048}
                value={String(draft[key])}
                onChange={(v) => set(key, v)}
              />
            );
          return (
            <SelectField
              key={key}
              label={label(key)}
              value={String(draft[key])}
              onChange={(v) => set(key, v)}
              options={field.options.map((o) => ({ value: o, label: optionLabel(key, o) }))}
            />
          );
        })}
      </div>
    </DialogPanel>
  );
}
