import { useState, type FormEvent } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { t } from '../i18n/index.ts';
import { navigate } from '../router/index.ts';

/** `query Search`: a search box holding the query; searching opens the app's search page, not a web engine. */
export function MfmSearch({ query }: { query: string }) {
  const [value, setValue] = useState(query);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/secure/search?q=${encodeURIComponent(value)}`);
  };
  return (
    <form className="kumo-mfm-search" role="search" onSubmit={onSubmit}>
      <input
        type="search"
        value={value}
        aria-label={t('mfmSearchQuery')}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit">
        <IconSearch size="1em" aria-hidden />
        {t('search')}
      </button>
    </form>
  );
}
