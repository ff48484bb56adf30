import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useServerFeatures } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Link, navigate } from '@/router/index.ts';
import { settingsGroups } from '../settings-sections.tsx';
import { searchSettings } from './search-settings.ts';
import { entryPath, SETTINGS_SEARCH_INDEX, type SettingsSearchEntry } from './settings-search-index.ts';

const PAGE_LABELS = new Map(settingsGroups().flatMap((g) => g.items.map((i) => [i.path, i.label])));

function pageName(entry: SettingsSearchEntry): string | null {
  const label = PAGE_LABELS.get(entry.page);
  return entry.anchor && label ? t('settingsSearchOnPage', { page: t(label) }) : null;
}

/**
 * The search box of the settings index and what it finds: pages and settings whose label (in the
 * current language) matches; choosing one opens its page at that setting. `children` (the grouped
 * index) is shown while nothing is typed.
 */
export function SettingsSearch({ children }: { children: ReactNode }) {
  const [query, setQuery] = useState('');
  const features = useServerFeatures();
  const offered = useMemo(
    () => SETTINGS_SEARCH_INDEX.filter((e) => !e.feature || features[e.feature]),
    [features],
  );
  const found = useMemo(() => searchSettings(offered, query, (e) => t(e.label)), [offered, query]);
  const searching = query.trim() !== '';
  return (
    <>
      <div className="kumo-settings-search" role="search">
        <label className="kumo-settings-search-box">
          <IconSearch size={16} aria-hidden className="kumo-settings-search-icon" />
          <input
            className="kumo-input"
            type="search"
            aria-label={t('settingsSearchLabel')}
            placeholder={t('settingsSearchLabel')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              // Enter goes to the best match, as a search box's first result usually does
              if (e.key === 'Enter' && found[0]) navigate(entryPath(found[0]));
            }}
          />
        </label>
        <p className="kumo-settings-search-count" role="status">
          {searching &&
            (found.length
              ? t('settingsSearchCount', { count: found.length })
              : t('settingsSearchNone', { query }))}
        </p>
      </div>
      {searching
        ? found.length > 0 && (
            <div className="kumo-settings-group">
              <ul aria-label={t('settingsSearchLabel')}>
                {found.map((entry) => (
                  <li key={entryPath(entry)}>
                    <Link className="kumo-settings-link" to={entryPath(entry)}>
                      <span>{t(entry.label)}</span>
                      <span className="kumo-settings-search-page">{pageName(entry)}</span>
                      <IconChevronRight size={16} aria-hidden className="kumo-settings-chevron" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )
        : children}
    </>
  );
}
