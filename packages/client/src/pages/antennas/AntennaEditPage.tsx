import { IconAntenna } from '@tabler/icons-react';
import { useState } from 'react';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { useAntenna, useDeleteAntenna, useMyLists, useSaveAntenna } from '@/queries/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import {
  EditorForm,
  FormSection,
  SelectField,
  Switch,
  confirmDialog,
  PageHeader,
  TextArea,
  TextInput,
  useDraft,
} from '@/ui/index.ts';
import { QueryView } from '@/list/index.ts';
import {
  antennaPayload,
  antennaProblem,
  draftOf,
  EMPTY_ANTENNA,
  type AntennaDraft,
  type AntennaSrc,
} from './antenna-form.ts';

type SwitchKey = {
  [K in keyof AntennaDraft]: AntennaDraft[K] extends boolean ? K : never;
}[keyof AntennaDraft];

/** The antenna's on/off options, in the order the form shows them. */
const ANTENNA_SWITCHES: ReadonlyArray<readonly [SwitchKey, LocaleKey]> = [
  ['caseSensitive', 'antennaCaseSensitive'],
  ['localOnly', 'antennaLocalOnly'],
  ['withReplies', 'antennaWithReplies'],
  ['withFile', 'antennaWithFile'],
  ['excludeBots', 'antennaExcludeBots'],
  ['excludeNotesInSensitiveChannel', 'antennaExcludeSensitiveChannels'],
];

/** /secure/my/antennas/create and /secure/my/antennas/{antennaId}: every antenna setting in one form. */
export default function AntennaEditPage({ params }: PageProps) {
  const antennaId = params.antennaId ?? null;
  const existing = useAntenna(antennaId);
  const lists = useMyLists();
  const { draft, set, ready } = useDraft<AntennaDraft, NonNullable<typeof existing.data>>(
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
  const problemText =
    problem === 'name'
      ? t('antennaNeedsName')
      : problem === 'list'
        ? t('antennaNeedsList')
        : t('antennaNeedsKeyword');
  const form = (
    <>
      <PageHeader title={title} icon={<IconAntenna size={20} aria-hidden />} />
      <EditorForm
        title={title}
        className="kumo-page-body kumo-lists-page"
        onSave={() => void save()}
        saveDisabled={busy}
        problem={touched && problem && problemText}
        onDelete={antennaId ? () => void remove() : undefined}
        deleteLabel={t('antennaDelete')}
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
          {ANTENNA_SWITCHES.map(([key, label]) => (
            <Switch key={key} checked={draft[key]} onChange={(v) => set(key, v)} label={t(label)} />
          ))}
        </FormSection>
      </EditorForm>
    </>
  );
  return antennaId ? <QueryView query={existing}>{() => ready && form}</QueryView> : form;
}
