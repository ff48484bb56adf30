import { IconChevronRight, IconSettings } from '@tabler/icons-react';
import { useServerFeatures } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { SettingsSearch } from './search/SettingsSearch.tsx';
import { settingsGroups } from './settings-sections.tsx';
import './settings.css';

/** /secure/settings: a search over every setting, then every settings page under its group's heading. */
export default function SettingsIndexPage() {
  const features = useServerFeatures();
  return (
    <>
      <PageHeader title={t('settings')} icon={<IconSettings size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-settings">
        <SettingsSearch>
          {settingsGroups().map((group) => (
            <nav key={group.title} className="kumo-settings-group" aria-label={t(group.title)}>
              <h2>{t(group.title)}</h2>
              <ul>
                {group.items
                  .filter((item) => !item.feature || features[item.feature])
                  .map((item) => (
                    <li key={item.path}>
                      <Link className="kumo-settings-link" to={`/secure/settings/${item.path}`}>
                        {item.icon}
                        <span>{t(item.label)}</span>
                        <IconChevronRight size={16} aria-hidden className="kumo-settings-chevron" />
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </SettingsSearch>
      </div>
    </>
  );
}
