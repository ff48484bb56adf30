import { IconMessageOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe, useServerFeatures } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { FormSection, LoadingView, toast } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { useUpdateMe } from '@/queries/index.ts';
import { parseWordMuteText, wordMuteSize, wordMuteText, type WordMuteRule } from './word-mute-text.ts';
import './word-mute.css';

/*
 * This page edits the account's muted words kept on the server (`mutedWords`, soft: notes are hidden
 * by the client; `hardMutedWords`: the server leaves notes out of timelines), as Misskey's own client
 * does. The older client-side `mutedWords` setting (settings-defs.ts) is not shown or changed here:
 * Timeline.tsx keeps applying it together with the server's list, so nothing a user set before is lost.
 */

type Kind = 'mutedWords' | 'hardMutedWords';

function RuleBox({
  kind,
  value,
  onChange,
  error,
  limit,
}: {
  kind: Kind;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  limit: number | undefined;
}) {
  const id = useId();
  const parsed = parseWordMuteText(value);
  const size = parsed.ok ? wordMuteSize(parsed.words) : null;
  const title = t(kind === 'mutedWords' ? 'wordMuteSoft' : 'wordMuteHard');
  return (
    <FormSection title={title}>
      <p id={`${id}-hint`} className="kumo-caption">
        {t(kind === 'mutedWords' ? 'wordMuteSoftHint' : 'wordMuteHardHint')}
      </p>
      <label className="kumo-field">
        {t('wordMuteRules')}
        <textarea
          className="kumo-input"
          value={value}
          spellCheck={false}
          aria-label={`${title}: ${t('wordMuteRules')}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {error && (
        <div id={`${id}-error`} className="kumo-alert" role="alert">
          {error}
        </div>
      )}
      {limit !== undefined && size !== null && (
        <p
          id={`${id}-help`}
          className="kumo-caption kumo-word-mute-size"
          data-over={size > limit ? '' : undefined}
        >
          {t('wordMuteUsage', { n: size, limit })}
        </p>
      )}
    </FormSection>
  );
}

function WordMuteForm({ me }: { me: entities.MeDetailed }) {
  const update = useUpdateMe();
  const kinds: Kind[] = useServerFeatures().hardMute ? ['mutedWords', 'hardMutedWords'] : ['mutedWords'];
  const [texts, setTexts] = useState<Record<Kind, string>>({
    mutedWords: wordMuteText(me.mutedWords),
    hardMutedWords: wordMuteText(me.hardMutedWords ?? []),
  });
  const [errors, setErrors] = useState<Record<Kind, string | null>>({
    mutedWords: null,
    hardMutedWords: null,
  });
  const limit = me.policies?.wordMuteLimit;

  const save = async () => {
    const lists: Partial<Record<Kind, WordMuteRule[]>> = {};
    const found: Record<Kind, string | null> = { mutedWords: null, hardMutedWords: null };
    for (const kind of kinds) {
      const parsed = parseWordMuteText(texts[kind]);
      if (parsed.ok) lists[kind] = parsed.words;
      else found[kind] = t('wordMuteInvalidLine', { line: parsed.line, text: parsed.text });
    }
    setErrors(found);
    if (found.mutedWords || found.hardMutedWords) return;
    if (await update.run(lists)) toast(t('saved'));
  };

  const edit = (kind: Kind) => (v: string) => {
    setTexts((s) => ({ ...s, [kind]: v }));
    setErrors((e) => ({ ...e, [kind]: null }));
  };

  return (
    <>
      <p className="kumo-caption kumo-word-mute-syntax">{t('wordMuteSyntax')}</p>
      {kinds.map((kind) => (
        <RuleBox
          key={kind}
          kind={kind}
          value={texts[kind]}
          onChange={edit(kind)}
          error={errors[kind]}
          limit={limit}
        />
      ))}
      <div className="kumo-settings-actions">
        <button
          type="button"
          className="kumo-button primary"
          disabled={update.isPending}
          onClick={() => void save()}
        >
          {t('save')}
        </button>
      </div>
    </>
  );
}

export default function WordMuteSettingsPage() {
  const { me } = useMe();
  return (
    <SettingsFrame title={t('settingsWordMute')} icon={<IconMessageOff size={20} aria-hidden />}>
      <div className="kumo-word-mute">{me ? <WordMuteForm me={me} /> : <LoadingView />}</div>
    </SettingsFrame>
  );
}
