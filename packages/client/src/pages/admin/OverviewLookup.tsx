import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useAdminLookup, useEndpoints, useMeta, type LookupFound } from '@/queries/index.ts';
import { navigate } from '@/router/index.ts';
import { TextInput } from '@/ui/index.ts';
import { classifyLookup } from './lookup-input.ts';

const PAGE_OF: Record<LookupFound['kind'], (id: string) => string> = {
  user: (id) => `/secure/user-info/${id}`,
  note: (id) => `/notes/${id}`,
  file: (id) => `/admin/file/${id}`,
};

/** A field where a moderator names a user, a note or a drive file and is taken to its page. */
export function OverviewLookup() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const origin = useMeta()?.uri ?? location.origin;
  const hasApShow = useEndpoints()?.includes('ap/show') ?? false;
  const lookup = useAdminLookup(hasApShow);
  const submit = async () => {
    const target = classifyLookup(text, origin);
    if (!target) return setProblem(t('adminLookupInvalid'));
    setProblem(null);
    const answer = await lookup.run(target);
    if (!answer) return;
    if (!answer.result) return setProblem(t('adminLookupNotFound'));
    navigate(PAGE_OF[answer.result.kind](answer.result.id));
  };
  return (
    <form
      className="kumo-admin-lookup"
      role="search"
      aria-label={t('adminLookup')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label={t('adminLookupField')}
        value={text}
        onChange={setText}
        placeholder={t('adminLookupPlaceholder')}
        caption={problem ?? t('adminLookupHint')}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="kumo-button primary" disabled={lookup.isPending || text.trim() === ''}>
        {t('adminLookupGo')}
      </button>
    </form>
  );
}
