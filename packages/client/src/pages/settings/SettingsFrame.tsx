import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { useSettingTarget } from './search/use-setting-target.ts';
import './settings.css';

/**
 * The frame of every settings sub-page: its title, a way back to the settings index, the content;
 * a setting named in the address (from the settings search) is scrolled to and focused.
 */
export function SettingsFrame({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  useSettingTarget();
  return (
    <>
      <PageHeader title={title} icon={icon} />
      <div className="kumo-page-body kumo-settings">
        <Link className="kumo-settings-back" to="/secure/settings">
          <IconChevronLeft size={16} aria-hidden />
          {t('settings')}
        </Link>
        {children}
      </div>
    </>
  );
}
