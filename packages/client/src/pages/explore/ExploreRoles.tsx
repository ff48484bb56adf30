import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useExplorableRoles } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';

/** The public roles the server lists for exploring, each leading to its page. */
export function ExploreRoles() {
  const query = useExplorableRoles();
  return (
    <PagedList query={query} empty={t('exploreRolesEmpty')}>
      {(roles: entities.Role[]) => (
        <ul className="kumo-explore-roles">
          {roles.map((role) => (
            <li key={role.id}>
              <Link className="kumo-explore-role" to={`/secure/roles/${role.id}`}>
                {role.iconUrl ? (
                  <img src={role.iconUrl} alt="" width={28} height={28} />
                ) : (
                  <span className="kumo-explore-role-dot" style={{ background: role.color ?? undefined }} />
                )}
                <span className="kumo-explore-role-text">
                  <strong>{role.name}</strong>
                  {role.description && <span className="kumo-caption">{role.description}</span>}
                </span>
                <span className="kumo-caption kumo-explore-count">
                  {t('exploreRoleMembers', { count: String(role.usersCount) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
