import { useState } from 'react';
import { pluginConfigValues } from '@/aiscript/index.ts';
import { t } from '@/i18n/index.ts';
import type { PluginRecord } from '@/store/index.ts';
import { Switch, TextInput } from '@/ui/index.ts';
import { configValue } from './plugin-records.ts';

type Raw = Record<string, string | boolean>;

const rawOf = (plugin: PluginRecord): Raw =>
  Object.fromEntries(
    Object.entries(pluginConfigValues(plugin)).map(([k, v]) => [
      k,
      typeof v === 'boolean' ? v : v === null ? '' : String(v),
    ]),
  );

/** A plugin's config as a form, one field per entry of its schema; saving restarts the plugin with it. */
export function PluginConfigForm({
  plugin,
  onSave,
}: {
  plugin: PluginRecord;
  onSave: (data: NonNullable<PluginRecord['configData']>) => void;
}) {
  const config = plugin.config ?? {};
  const [raw, setRaw] = useState<Raw>(() => rawOf(plugin));
  const values = Object.fromEntries(
    Object.entries(config).map(([k, f]) => [k, configValue(f, raw[k] ?? '')]),
  );
  const invalid = Object.entries(values)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  return (
    <form
      className="kumo-plugin-config"
      aria-label={t('pluginConfig')}
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid.length === 0) onSave(values as NonNullable<PluginRecord['configData']>);
      }}
    >
      {Object.entries(config).map(([key, field]) =>
        field.type === 'boolean' ? (
          <Switch
            key={key}
            checked={raw[key] === true}
            onChange={(v) => setRaw({ ...raw, [key]: v })}
            label={field.label}
            caption={field.description ?? undefined}
          />
        ) : (
          <TextInput
            key={key}
            label={field.label}
            caption={invalid.includes(key) ? t('pluginConfigNumber') : (field.description ?? undefined)}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            aria-invalid={invalid.includes(key) || undefined}
            value={typeof raw[key] === 'string' ? raw[key] : ''}
            onChange={(v) => setRaw({ ...raw, [key]: v })}
          />
        ),
      )}
      <div className="kumo-settings-actions">
        <button type="submit" className="kumo-button primary" disabled={invalid.length > 0}>
          {t('pluginConfigSave')}
        </button>
      </div>
    </form>
  );
}
