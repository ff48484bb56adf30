import { IconPlayerPlay, IconTerminal2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { claimAchievement, isHelloWorld } from '@/achievements/index.ts';
import { CodeEditor, ProgramView } from '@/aiscript/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { useDeletePlay, usePlay, useSavePlay } from '@/queries/index.ts';
import {
  confirmDialog,
  EditorForm,
  FormSection,
  PageHeader,
  PermissionPicker,
  SelectField,
  TextArea,
  TextInput,
  useDraft,
} from '@/ui/index.ts';
import { NEW_PLAY_SCRIPT } from './play-template.ts';
import './play.css';

interface PlayDraft {
  title: string;
  summary: string;
  script: string;
  visibility: 'public' | 'private';
  /** null: as stored (the server does not send a Play's permissions back), so not sent on save. */
  permissions: ReadonlySet<string> | null;
}

const EMPTY: PlayDraft = {
  title: '',
  summary: '',
  script: NEW_PLAY_SCRIPT,
  visibility: 'public',
  permissions: new Set(),
};

/**
 * /secure/play/new and /secure/play/{id}/edit: title, summary, the program in a code editor,
 * visibility and permissions; "Run" runs the program as it stands (the scratchpad), saved or not.
 */
export default function PlayEditPage({ params }: PageProps) {
  const flashId = params.id ?? null;
  const existing = usePlay(flashId ?? '', { enabled: flashId !== null });
  const { draft, set, ready } = useDraft<PlayDraft, entities.Flash>(EMPTY, existing.data, (f) => ({
    title: f.title,
    summary: f.summary,
    script: f.script,
    visibility: f.visibility,
    permissions: null,
  }));
  const [run, setRun] = useState<{ key: number; source: string } | null>(null);
  const save = useSavePlay();
  const remove = useDeletePlay();
  const canSave = draft.title.trim() !== '' && draft.script.trim() !== '' && !save.isPending;

  const submit = async () => {
    if (!canSave) return;
    const done = await save.run({
      flashId,
      body: {
        title: draft.title.trim(),
        summary: draft.summary.trim(),
        script: draft.script,
        ...(draft.permissions ? { permissions: [...draft.permissions] } : {}),
        visibility: draft.visibility,
      },
    });
    if (done) navigate(`/secure/play/${done.result}`);
  };
  const del = async () => {
    if (!flashId || !(await confirmDialog(t('playDeleteConfirm', { title: draft.title })))) return;
    if (await remove.run(flashId)) navigate('/secure/play');
  };

  const title = flashId ? t('playEditTitle') : t('playNew');
  const form = (
    <EditorForm
      title={title}
      className="kumo-page-body kumo-play-edit"
      onSave={() => void submit()}
      saveDisabled={!canSave}
      onDelete={flashId ? () => void del() : undefined}
      deleteLabel={t('playDelete')}
    >
      <FormSection>
        <TextInput
          label={t('playTitle')}
          value={draft.title}
          onChange={(v) => set('title', v)}
          maxLength={256}
          required
        />
        <TextArea
          label={t('playSummary')}
          value={draft.summary}
          onChange={(v) => set('summary', v)}
          maxLength={2048}
        />
      </FormSection>
      <FormSection>
        <SelectField
          label={t('playVisibility')}
          value={draft.visibility}
          onChange={(v) => set('visibility', v)}
          options={[
            { value: 'public', label: t('playVisibilityPublic') },
            { value: 'private', label: t('playVisibilityPrivate') },
          ]}
          caption={t('playVisibilityCaption')}
        />
        <PermissionPicker
          legend={t('playPermissions')}
          chosen={draft.permissions ?? new Set()}
          onChange={(v) => set('permissions', v)}
        />
      </FormSection>
      <FormSection>
        <CodeEditor label={t('playScript')} value={draft.script} onChange={(v) => set('script', v)} />
        <div className="kumo-lists-actions">
          <button
            type="button"
            className="kumo-button"
            onClick={() => setRun((r) => ({ key: (r?.key ?? 0) + 1, source: draft.script }))}
          >
            <IconPlayerPlay size={16} aria-hidden />
            {t('playRun')}
          </button>
        </div>
      </FormSection>
    </EditorForm>
  );
  // the scratchpad is outside the form: Enter in the program's own text fields must not save the Play
  const body = (
    <>
      {form}
      {run && (
        <div className="kumo-page-body">
          <section className="kumo-play-scratchpad" aria-label={t('playScratchpad')}>
            <h2>
              <IconTerminal2 size={16} aria-hidden /> {t('playScratchpad')}
            </h2>
            <ProgramView
              source={run.source}
              storageKey="scratchpad"
              runKey={run.key}
              trusted
              showOutput
              onLine={(line) => {
                if (line.kind === 'out' && isHelloWorld(line.text))
                  claimAchievement('outputHelloWorldOnScratchpad');
              }}
            />
          </section>
        </div>
      )}
    </>
  );
  return (
    <>
      <PageHeader title={title} icon={<IconPlayerPlay size={20} aria-hidden />} />
      {flashId ? <QueryView query={existing}>{() => ready && body}</QueryView> : body}
    </>
  );
}
