import { IconDatabase, IconFolder } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { EntityRow, QueryView } from '@/list/index.ts';
import { useRegistryScopes } from '@/queries/index.ts';
import { FormSection, PageHeader } from '@/ui/index.ts';
import { scopePath } from './registry-path.ts';

/** /secure/registry: every scope the account keeps values in, by the client (domain) that wrote them. */
export default function RegistryPage() {
  const scopes = useRegistryScopes();
  return (
    <>
      <PageHeader title={t('registry')} icon={<IconDatabase size={20} aria-hidden />} />
      <div className="kumo-page-body">
        <p className="kumo-caption">{t('registryLead')}</p>
        <QueryView query={scopes}>
          {(domains) =>
            domains.map((d) => (
              <FormSection key={d.domain ?? ''} title={d.domain ?? t('registrySystem')}>
                <ul className="kumo-entity-list" aria-label={d.domain ?? t('registrySystem')}>
                  {d.scopes
                    .filter((scope) => scope.length > 0)
                    .map((scope) => (
                      <EntityRow
                        key={scope.join('/')}
                        to={scopePath(scope)}
                        icon={IconFolder}
                        title={scope.join(' / ')}
                      />
                    ))}
                </ul>
              </FormSection>
            ))
          }
        </QueryView>
      </div>
    </>
  );
}
