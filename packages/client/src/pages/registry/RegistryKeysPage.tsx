import { IconDatabase, IconKey } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { EntityRow, QueryView } from '@/list/index.ts';
import { useRegistryKeys } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { pathParts, valuePath } from './registry-path.ts';

/** /secure/registry/keys/system/{scope…}: the keys of one scope, with the type of each value. */
export default function RegistryKeysPage({ params }: PageProps) {
  const scope = pathParts(params.path);
  const keys = useRegistryKeys(scope);
  return (
    <>
      <PageHeader title={scope.join(' / ')} icon={<IconDatabase size={20} aria-hidden />} />
      <div className="kumo-page-body">
        <QueryView query={keys}>
          {(types) =>
            Object.keys(types).length === 0 ? (
              <p className="kumo-empty">{t('registryNoKeys')}</p>
            ) : (
              <ul className="kumo-entity-list" aria-label={t('registryKeys')}>
                {Object.entries(types).map(([key, type]) => (
                  <EntityRow key={key} to={valuePath(scope, key)} icon={IconKey} title={key}>
                    <span className="kumo-caption">{t('registryType', { type: String(type) })}</span>
                  </EntityRow>
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </>
  );
}
