import { IconKey, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { CodeBlock } from '@/mfm/index.ts';
import { t } from '@/i18n/index.ts';
import { usePluginLog, usePluginState } from '@/plugin-hooks/index.ts';
import type { PluginRecord } from '@/store/index.ts';
import { Switch } from '@/ui/index.ts';
import { PluginConfigForm } from './PluginConfigForm.tsx';

export interface PluginCardActions {
  setActive: (active: boolean) => void;
  saveConfig: (data: NonNullable<PluginRecord['configData']>) => void;
  authorize: () => void;
  uninstall: () => void;
}

function PluginLog({ id }: { id: string }) {
  const lines = usePluginLog(id);
  if (lines.length === 0) return <p className="kumo-caption">{t('pluginLogEmpty')}</p>;
  return (
    <ol className="kumo-plugin-log">
      {lines.map((line, i) => (
        <li key={i} data-error={line.error || undefined}>
          <time dateTime={new Date(line.at).toISOString()}>{new Date(line.at).toLocaleTimeString()}</time>{' '}
          {line.text}
        </li>
      ))}
    </ol>
  );
}

/** One installed plugin: what it is, on or off, its permissions and token, config, source, log, uninstall. */
export function PluginCard({
  plugin,
  hasToken,
  actions,
}: {
  plugin: PluginRecord;
  hasToken: boolean;
  actions: PluginCardActions;
}) {
  const titleId = useId();
  const state = usePluginState(plugin.id);
  const permissions = plugin.permissions ?? [];
  const hasConfig = Object.keys(plugin.config ?? {}).length > 0;
  return (
    <section className="kumo-plugin-card" aria-labelledby={titleId} data-active={plugin.active || undefined}>
      <h2 id={titleId}>
        {plugin.name} {plugin.version && <span className="kumo-caption">v{plugin.version}</span>}
      </h2>
      {plugin.author && <p className="kumo-caption">{t('pluginBy', { author: plugin.author })}</p>}
      {plugin.description && <p>{plugin.description}</p>}
      <Switch checked={plugin.active} onChange={actions.setActive} label={t('pluginActive')} />
      {plugin.active && (state === 'runaway' || state === 'failed') && (
        <p className="kumo-alert" role="status">
          {t(state === 'runaway' ? 'pluginStateRunaway' : 'pluginStateFailed')}
        </p>
      )}
      <div className="kumo-plugin-permissions">
        <h3>{t('pluginPermissions')}</h3>
        {permissions.length === 0 ? (
          <p className="kumo-caption">{t('pluginNoPermissions')}</p>
        ) : (
          <>
            <ul>
              {permissions.map((p) => (
                <li key={p}>
                  <code>{p}</code>
                </li>
              ))}
            </ul>
            {!hasToken && (
              <div className="kumo-notice warn">
                <p>{t('pluginNoToken')}</p>
                <button type="button" className="kumo-button" onClick={actions.authorize}>
                  <IconKey size={18} aria-hidden />
                  {t('pluginAuthorize')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
      {hasConfig && (
        <details className="kumo-plugin-details">
          <summary>{t('pluginConfig')}</summary>
          <PluginConfigForm plugin={plugin} onSave={actions.saveConfig} />
        </details>
      )}
      <details className="kumo-plugin-details">
        <summary>{t('pluginSource')}</summary>
        <CodeBlock code={plugin.src ?? ''} lang="aiscript" />
      </details>
      <details className="kumo-plugin-details">
        <summary>{t('pluginLog')}</summary>
        <PluginLog id={plugin.id} />
      </details>
      <div className="kumo-settings-actions">
        <button type="button" className="kumo-button danger" onClick={actions.uninstall}>
          <IconTrash size={18} aria-hidden />
          {t('pluginUninstall')}
        </button>
      </div>
    </section>
  );
}
