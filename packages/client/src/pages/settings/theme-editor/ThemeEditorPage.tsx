import { IconBrush, IconChevronLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useMe } from '@/account/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { useSettingsStore } from '@/store/index.ts';
import {
  baseThemes,
  compileTheme,
  withReadableShortVars,
  type ThemeBase,
  installTheme,
  endThemePreview,
  previewTheme,
} from '@/theme/index.ts';
import { FormSection, Switch, PageHeader } from '@/ui/index.ts';
import {
  SHARE_STATUS_TEXT,
  ThemeCodeView,
  ThemeShareButtons,
  type ShareStatus,
} from '../theme/ThemeShareButtons.tsx';
import { ColorRow } from './ColorRow.tsx';
import {
  draftToTheme,
  EDITABLE_PROPS,
  emptyDraft,
  pickedColor,
  shownColors,
  type EditableProp,
  type ThemeDraft,
} from './theme-draft.ts';
import '../settings.css';
import '../theme/theme-pages.css';
import { instanceHost } from '@/queries/index.ts';

const PROP_LABELS: Record<EditableProp, LocaleKey> = {
  accent: 'themePropAccent',
  bg: 'themePropBg',
  fg: 'themePropFg',
  panel: 'themePropPanel',
  navBg: 'themePropNavBg',
  divider: 'themePropDivider',
  fgOnAccent: 'themePropFgOnAccent',
  link: 'themePropLink',
  hashtag: 'themePropHashtag',
  mention: 'themePropMention',
  renote: 'themePropRenote',
};

type Status = 'saved' | 'needName' | 'inUse' | ShareStatus | null;

const STATUS_TEXT: Record<Exclude<Status, null>, LocaleKey> = {
  saved: 'themeSaved',
  needName: 'themeNeedsName',
  inUse: 'themeNowInUse',
  ...SHARE_STATUS_TEXT,
};

/** A sample of the interface in the draft's colours, whether or not the page itself shows them. */
function PreviewSample({ vars }: { vars: Record<string, string> }) {
  // No words of any language here: names, a mention, a link and a hashtag read the same everywhere.
  return (
    <div className="kumo-theme-sample" style={vars as CSSProperties} aria-hidden>
      <div className="kumo-theme-sample-nav">{t('appName')}</div>
      <div className="kumo-theme-sample-note">
        <span className="kumo-theme-sample-avatar" />
        <div>
          <strong>Alice</strong> <span className="kumo-theme-sample-muted">@alice</span>
          <span className="kumo-theme-sample-text" />
          <p>
            <span style={{ color: 'var(--mention)' }}>@bob</span>{' '}
            <span style={{ color: 'var(--link)' }}>example.com</span>{' '}
            <span style={{ color: 'var(--hashtag)' }}>#kumo</span>
          </p>
          <span className="kumo-theme-sample-renote">↻ 3</span>
        </div>
      </div>
      <span className="kumo-theme-sample-button">{t('ok')}</span>
    </div>
  );
}

/** /secure/theme-editor: make a theme from a base and a few colours, preview it live, save or share it. */
export default function ThemeEditorPage() {
  const store = useSettingsStore();
  const { me } = useMe();
  const nameId = useId();
  const descId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<ThemeDraft>(() => emptyDraft(store.get('darkMode') ? 'dark' : 'light'));
  const [live, setLive] = useState(true);
  const [status, setStatus] = useState<Status>(null);

  const author = me ? `@${me.username}@${instanceHost()}` : '';
  const theme = useMemo(() => draftToTheme(draft, author, t('themeUntitled')), [draft, author]);
  const vars = useMemo(() => withReadableShortVars(compileTheme(theme, baseThemes)), [theme]);
  const shown = useMemo(() => shownColors(theme), [theme]);

  useEffect(() => {
    if (live) previewTheme(theme, { transition: false });
  }, [theme, live]);
  // Leaving the editor gives the page its chosen theme back.
  useEffect(() => () => endThemePreview(store), [store]);

  const update = (change: Partial<ThemeDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setStatus(null);
  };
  const setColor = (prop: EditableProp, value: string | undefined) =>
    setDraft((d) => {
      const colors = { ...d.colors };
      if (value === undefined) delete colors[prop];
      else colors[prop] = value;
      return { ...d, colors };
    });

  const save = () => {
    if (!draft.name.trim()) {
      setStatus('needName');
      nameRef.current?.focus();
      return;
    }
    installTheme(theme);
    // Saving again a theme that is in use shows the new version at once.
    if (store.get('lightTheme')?.id === theme.id) store.set('lightTheme', theme);
    if (store.get('darkTheme')?.id === theme.id) store.set('darkTheme', theme);
    setStatus('saved');
  };
  const use = () => {
    save();
    if (!draft.name.trim()) return;
    store.set(theme.base === 'dark' ? 'darkTheme' : 'lightTheme', theme);
    setStatus('inUse');
  };

  return (
    <>
      <PageHeader title={t('themeEditor')} icon={<IconBrush size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-settings kumo-theme-editor">
        <Link className="kumo-settings-back" to="/secure/settings/theme">
          <IconChevronLeft size={16} aria-hidden />
          {t('settingsTheme')}
        </Link>
        <FormSection title={t('themeBase')}>
          <div className="kumo-segmented" role="radiogroup" aria-label={t('themeBase')}>
            {(['light', 'dark'] as ThemeBase[]).map((base) => (
              <label key={base}>
                <input
                  type="radio"
                  name="base"
                  checked={draft.base === base}
                  onChange={() => update({ base })}
                />
                <span>{t(base === 'dark' ? 'themeBaseDark' : 'themeBaseLight')}</span>
              </label>
            ))}
          </div>
        </FormSection>
        <FormSection title={t('themePreview')}>
          <Switch
            checked={live}
            onChange={(on) => {
              setLive(on);
              if (!on) endThemePreview(store);
            }}
            label={t('themeLivePreview')}
            caption={t('themeLivePreviewCaption')}
          />
          <PreviewSample vars={vars} />
        </FormSection>
        <FormSection title={t('themeColors')}>
          {EDITABLE_PROPS.map((prop) => (
            <ColorRow
              key={prop}
              label={t(PROP_LABELS[prop])}
              value={shown[prop].hex}
              alpha={shown[prop].alpha}
              set={draft.colors[prop] !== undefined}
              onChange={(value) => {
                setColor(prop, pickedColor(value, shown[prop]));
                setStatus(null);
              }}
              onReset={() => setColor(prop, undefined)}
            />
          ))}
        </FormSection>
        <FormSection title={t('themeDetails')}>
          <label className="kumo-field" htmlFor={nameId}>
            {t('themeName')}
            <input
              id={nameId}
              ref={nameRef}
              className="kumo-input"
              value={draft.name}
              required
              aria-invalid={status === 'needName'}
              onChange={(e) => update({ name: e.target.value })}
            />
          </label>
          <label className="kumo-field" htmlFor={descId}>
            {t('themeDescription')}
            <input
              id={descId}
              className="kumo-input"
              value={draft.desc}
              onChange={(e) => update({ desc: e.target.value })}
            />
          </label>
          <ThemeCodeView theme={theme} />
          <div className="kumo-settings-actions">
            <button type="button" className="kumo-button primary" onClick={save}>
              <IconDeviceFloppy size={18} aria-hidden />
              {t('themeSave')}
            </button>
            <button type="button" className="kumo-button" onClick={use}>
              {t(theme.base === 'dark' ? 'themeUseAsDark' : 'themeUseAsLight')}
            </button>
            <ThemeShareButtons theme={theme} onStatus={setStatus} />
          </div>
          <p className={status === 'needName' ? 'kumo-field-error' : 'kumo-caption'} role="status">
            {status && t(STATUS_TEXT[status], { name: theme.name })}
            {(status === 'saved' || status === 'inUse') && (
              <>
                {' '}
                <Link to="/secure/settings/theme">{t('settingsTheme')}</Link>
              </>
            )}
          </p>
        </FormSection>
      </div>
    </>
  );
}
