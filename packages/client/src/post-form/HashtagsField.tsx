import { useId, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { readRememberedHashtags } from './hashtags.ts';

/** The hashtags appended to the note while the with-hashtags toggle is on; remembered ones are offered. */
export function HashtagsField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const listId = useId();
  const [remembered] = useState(readRememberedHashtags);
  return (
    <>
      <input
        className="kumo-input kumo-post-hashtags"
        aria-label={t('hashtagsToAdd')}
        placeholder={t('hashtagsPlaceholder')}
        value={value}
        list={listId}
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={listId}>
        {remembered.map((tag) => (
          <option key={tag} value={`#${tag}`} />
        ))}
      </datalist>
    </>
  );
}
