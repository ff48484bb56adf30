import { IconPlug } from '@tabler/icons-react';
import { consentList, type PluginMeta } from '@/aiscript/index.ts';
import { t } from '@/i18n/index.ts';
import { DialogPanel, OkCancel, openModal } from '@/ui/index.ts';

function PermissionList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="kumo-plugin-consent-group">
      <h3>{title}</h3>
      <ul>
        {items.map((p) => (
          <li key={p}>
            <code>{p}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Asks before a plugin is installed (or gets a token for this account): who wrote it, what it says
 * it does, and each permission it asks for, what it may change first. True when allowed.
 */
export async function askPluginConsent(
  meta: Pick<PluginMeta, 'name' | 'version' | 'author' | 'description' | 'permissions'>,
  okLabel: string,
): Promise<boolean> {
  const { write, read } = consentList(meta);
  const answer = await openModal<boolean>(
    ({ close }) => (
      <DialogPanel
        icon={<IconPlug size={32} aria-hidden />}
        title={t('pluginConsentTitle', { name: meta.name })}
        text={t('pluginConsentBy', { version: meta.version, author: meta.author })}
        buttons={<OkCancel okLabel={okLabel} onOk={() => close(true)} onCancel={() => close(false)} />}
      >
        <div className="kumo-plugin-consent">
          {meta.description && <p>{meta.description}</p>}
          {write.length + read.length === 0 ? (
            <p>{t('pluginConsentNoPermissions')}</p>
          ) : (
            <>
              <p>{t('pluginConsentPermissions')}</p>
              <PermissionList title={t('pluginConsentWrite')} items={write} />
              <PermissionList title={t('pluginConsentRead')} items={read} />
            </>
          )}
          <p className="kumo-caption">{t('pluginConsentWarning')}</p>
        </div>
      </DialogPanel>
    ),
    { presentation: 'dialog' },
  );
  return answer === true;
}
