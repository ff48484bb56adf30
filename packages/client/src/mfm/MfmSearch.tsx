import { useState } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { navigate } from '@/router/index.ts';

/**
 * `query Search`: a search box holding the query; searching (button or Enter) opens the app's search page,
 * not a web engine. No <form>: note content carries no form a submit or an injected field could hijack.
 */
export function MfmSearch({ query }: { query: string }) {
  const [value, setValue] = useState(query);
  const search = () => navigate(`/secure/search?q=${encodeURIComponent(value)}`);
  return (
    <div className="kumo-mfm-search" role="search">
      <input
        type="search"
        value={value}
        aria-label={t('mfmSearchQuery')}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          search();
        }}
      />
      <button type="button" onClick={search}>
        <IconSearch size="1em" aria-hidden />
        {t('search')}
      </button>
    </div>
  );
}
