import { IconAntenna, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { useAntenna, useDeleteAntenna, useMyLists, useSaveAntenna } from '@/queries/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import {
  FormSection,
  SelectField,
  Switch,
  confirmDialog,
  LoadingView,
  PageHeader,
  TextInput,
  useDraft,
} from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import {
  antennaPayload,
  antennaProblem,
  draftOf,
  EMPTY_ANTENNA,
  type AntennaDraft,
  type AntennaSrc,
} from './antenna-form.ts';

function TextArea({
  label,
  caption,
  value,
  onChange,
}: {
  label: string;
  caption: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="kumo-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="kumo-input kumo-textarea"
        rows={4}
        value={value}
        aria-describedby={`${id}-caption`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-caption`} className="kumo-caption">
        {caption}
      </span>
    </div>
  );
}

/** /secure/my/antennas/create and /secure/my/antennas/{antennaId}: every antenna setting in one form. */
export default function AntennaEditPage({ params }: PageProps) {
  const antennaId = params.antennaId ?? null;
  const existing = useAntenna(antennaId);
  const lists = useMyLists();
  const { draft, set } = useDraft<AntennaDraft, NonNullable<typeof existing.data>>(
    EMPTY_ANTENNA,
    existing.data,
    draftOf,
  );
  const saveAntenna = useSaveAntenna();
  const deleteAntenna = useDeleteAntenna();
  const busy = saveAntenna.isPending || deleteAntenna.isPending;
  const [touched, setTouched] = useState(false);
  const problem = antennaProblem(draft);

  const save = async () => {
    setTouched(true);
    if (problem) return;
    const done = await saveAntenna.run({ antennaId, body: antennaPayload(draft) });
    if (done) navigate(`/secure/timeline/antenna/${done.result.id}`);
  };
  const remove = async () => {
    if (!antennaId || !(await confirmDialog(t('antennaDeleteConfirm', { name: draft.name })))) return;
    if (await deleteAntenna.run(antennaId)) navigate('/secure/my/antennas');
  };

  const srcOptions: Array<{ value: AntennaSrc; label: string }> = [
    { value: 'all', label: t('antennaSrcAll') },
    { value: 'home', label: t('antennaSrcHome') },
    { value: 'users', label: t('antennaSrcUsers') },
    { value: 'users_blacklist', label: t('antennaSrcUsersBlacklist') },
    { value: 'list', label: t('antennaSrcList') },
  ];
  const title = antennaId ? t('antennaEdit') : t('antennaCreate');
  if (antennaId && existing.isPending) return <LoadingView />;
  if (antennaId && existing.isError)
    return <QueryErrorView error={existing.error} onRetry={() => void existing.refetch()} />;

  return (
    <>
      <PageHeader title={title} icon={<IconAntenna size={20} aria-hidden />} />
      <form
        className="kumo-page-body kumo-lists-page"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FormSection>
          <TextInput
            label={t('antennaName')}
            value={draft.name}
            onChange={(v) => set('name', v)}
            maxLength={100}
          />
          <SelectField
            label={t('antennaSource')}
            value={draft.src}
            options={srcOptions}
            onChange={(v) => set('src', v)}
          />
          {draft.src === 'list' && (
            <SelectField
              label={t('antennaList')}
              value={draft.userListId ?? ''}
              options={[
                { value: '', label: '—' },
                ...(lists.data ?? []).map((l) => ({ value: l.id, label: l.name })),
              ]}
              onChange={(v) => set('userListId', v || null)}
            />
          )}
          {(draft.src === 'users' || draft.src === 'users_blacklist') && (
            <TextArea
              label={t('antennaUsers')}
              caption={t('antennaUsersCaption')}
              value={draft.users}
              onChange={(v) => set('users', v)}
            />
          )}
          <TextArea
            label={t('antennaKeywords')}
            caption={t('antennaKeywordsCaption')}
            value={draft.keywords}
            onChange={(v) => set('keywords', v)}
          />
          <TextArea
            label={t('antennaExcludeKeywords')}
            caption={t('antennaExcludeKeywordsCaption')}
            value={draft.excludeKeywords}
            onChange={(v) => set('excludeKeywords', v)}
          />
        </FormSection>
        <FormSection>
          <Switch
            checked={draft.caseSensitive}
            onChange={(v) => set('caseSensitive', v)}
            label={t('antennaCaseSensitive')}
          />
          <Switch
            checked={draft.localOnly}
            onChange={(v) => set('localOnly', v)}
            label={t('antennaLocalOnly')}
          />
          <Switch
            checked={draft.withReplies}
            onChange={(v) => set('withReplies', v)}
            label={t('antennaWithReplies')}
          />
          <Switch
            checked={draft.withFile}
            onChange={(v) => set('withFile', v)}
            label={t('antennaWithFile')}
          />
          <Switch
            checked={draft.excludeBots}
            onChange={(v) => set('excludeBots', v)}
            label={t('antennaExcludeBots')}
          />
          <Switch
            checked={draft.excludeNotesInSensitiveChannel}
            onChange={(v) => set('excludeNotesInSensitiveChannel', v)}
            label={t('antennaExcludeSensitiveChannels')}
          />
        </FormSection>
        {touched && problem && (
          <p className="kumo-field-error" role="alert">
            {problem === 'name'
              ? t('antennaNeedsName')
              : problem === 'list'
                ? t('antennaNeedsList')
                : t('antennaNeedsKeyword')}
          </p>
        )}
        <div className="kumo-lists-actions kumo-lists-form-buttons">
          {antennaId && (
            <button type="button" className="kumo-button danger" onClick={() => void remove()}>
              <IconTrash size={16} aria-hidden />
              {t('antennaDelete')}
            </button>
          )}
          <button type="submit" className="kumo-button primary" disabled={busy}>
            {t('save')}
          </button>
        </div>
      </form>
    </>
  );
}
