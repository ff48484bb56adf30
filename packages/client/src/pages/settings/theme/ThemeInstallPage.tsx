import { IconEye, IconEyeOff, IconPackageImport } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { useSettingsStore } from '@/store/index.ts';
import {
  baseThemes,
  compileThemeDetailed,
  findBuiltinTheme,
  parseTheme,
  type Theme,
  type ThemeError,
  installTheme,
  sameTheme,
  useInstalledThemes,
  endThemePreview,
  previewTheme,
} from '@/theme/index.ts';
import { FormSection } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { syntaxErrorSnippet, themeErrorText } from './theme-error-text.ts';
import { ThemeSwatch } from './ThemeSwatch.tsx';
import './theme-pages.css';

type Outcome =
  | { kind: 'error'; error: ThemeError }
  | { kind: 'installed'; theme: Theme; replaced: boolean }
  | { kind: 'already'; theme: Theme; builtIn: boolean }
  | { kind: 'confirm-replace'; theme: Theme };

function OutcomeView({
  outcome,
  code,
  onReplace,
  onCancel,
}: {
  outcome: Outcome;
  code: string;
  onReplace: (theme: Theme) => void;
  onCancel: () => void;
}) {
  switch (outcome.kind) {
    case 'error': {
      const { error } = outcome;
      return (
        <div className="kumo-alert" role="alert">
          <strong>{t('themeInvalid')}</strong> {themeErrorText(error)} {t('themeNothingInstalled')}
          {error.kind === 'syntax' && (
            <pre className="kumo-theme-snippet">{syntaxErrorSnippet(code, error.line, error.column)}</pre>
          )}
        </div>
      );
    }
    case 'installed':
      return (
        <div className="kumo-notice" role="status">
          {t(outcome.replaced ? 'themeReplaced' : 'themeInstalled', { name: outcome.theme.name })}{' '}
          <Link to="/secure/settings/theme">{t('themeChooseIt')}</Link>
        </div>
      );
    case 'already':
      return (
        <div className="kumo-notice" role="status">
          {t(outcome.builtIn ? 'themeIsBuiltIn' : 'themeAlreadyInstalled', { name: outcome.theme.name })}
        </div>
      );
    case 'confirm-replace':
      return (
        <div className="kumo-notice warn" role="alert">
          <p>{t('themeReplaceConfirm', { name: outcome.theme.name })}</p>
          <div className="kumo-settings-actions">
            <button type="button" className="kumo-button primary" onClick={() => onReplace(outcome.theme)}>
              {t('themeReplace')}
            </button>
            <button type="button" className="kumo-button" onClick={onCancel}>
              {t('cancel')}
            </button>
          </div>
        </div>
      );
  }
}

/** /secure/settings/theme/install: paste a theme code, preview it, install it. */
export default function ThemeInstallPage() {
  const store = useSettingsStore();
  const installed = useInstalledThemes();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [warnings, setWarnings] = useState<ThemeError[]>([]);
  const [previewing, setPreviewing] = useState<Theme | null>(null);

  // Leaving the page ends a preview: the chosen theme comes back.
  const previewingRef = useRef(false);
  useEffect(() => {
    previewingRef.current = previewing !== null;
  }, [previewing]);
  useEffect(
    () => () => {
      if (previewingRef.current) endThemePreview(store);
    },
    [store],
  );

  const read = (): Theme | null => {
    const result = parseTheme(code);
    if (!result.ok) {
      setOutcome({ kind: 'error', error: result.error });
      setWarnings([]);
      return null;
    }
    setWarnings(compileThemeDetailed(result.theme, baseThemes).errors);
    return result.theme;
  };

  const stopPreview = (): void => {
    endThemePreview(store);
    setPreviewing(null);
  };

  const startPreview = (): void => {
    const theme = read();
    if (!theme) return;
    setOutcome(null);
    previewTheme(theme);
    setPreviewing(theme);
  };

  const install = (theme: Theme, replaced: boolean): void => {
    if (previewing) stopPreview();
    installTheme(theme);
    // A theme in use that gets a new version shows the new version at once.
    if (store.get('lightTheme')?.id === theme.id) store.set('lightTheme', theme);
    if (store.get('darkTheme')?.id === theme.id) store.set('darkTheme', theme);
    setOutcome({ kind: 'installed', theme, replaced });
  };

  const onSubmit = (e: FormEvent): void => {
    e.preventDefault();
    const theme = read();
    if (!theme) return;
    const builtIn = findBuiltinTheme(theme.id);
    const existing = installed.find((other) => other.id === theme.id);
    if (builtIn) setOutcome({ kind: 'already', theme: builtIn, builtIn: true });
    else if (existing && sameTheme(existing, theme)) setOutcome({ kind: 'already', theme, builtIn: false });
    else if (existing) setOutcome({ kind: 'confirm-replace', theme });
    else install(theme, false);
  };

  return (
    <SettingsFrame title={t('themeInstall')} icon={<IconPackageImport size={20} aria-hidden />}>
      <form className="kumo-form-section" onSubmit={onSubmit} noValidate>
        <div className="kumo-field">
          <label htmlFor={codeId}>{t('themeCode')}</label>
          <textarea
            id={codeId}
            className="kumo-input kumo-theme-code-input"
            value={code}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-describedby={`${codeId}-caption`}
            onChange={(e) => {
              setCode(e.target.value);
              setOutcome(null);
              setWarnings([]);
            }}
          />
          <span id={`${codeId}-caption`} className="kumo-caption">
            {t('themeCodeCaption')}
          </span>
        </div>
        {outcome && (
          <OutcomeView
            outcome={outcome}
            code={code}
            onReplace={(theme) => install(theme, true)}
            onCancel={() => setOutcome(null)}
          />
        )}
        {warnings.length > 0 && (
          <div className="kumo-notice warn">
            {t('themeWarnings')}
            <ul>
              {warnings.map((warning, i) => (
                <li key={i}>{themeErrorText(warning)}</li>
              ))}
            </ul>
          </div>
        )}
        {previewing && (
          <p className="kumo-caption" role="status">
            {t('themePreviewing', { name: previewing.name })}
          </p>
        )}
        <div className="kumo-settings-actions">
          {previewing ? (
            <button type="button" className="kumo-button" onClick={stopPreview}>
              <IconEyeOff size={18} aria-hidden />
              {t('themeStopPreview')}
            </button>
          ) : (
            <button type="button" className="kumo-button" onClick={startPreview} disabled={!code.trim()}>
              <IconEye size={18} aria-hidden />
              {t('themePreview')}
            </button>
          )}
          <button type="submit" className="kumo-button primary" disabled={!code.trim()}>
            <IconPackageImport size={18} aria-hidden />
            {t('themeInstallButton')}
          </button>
        </div>
      </form>
      <FormSection title={t('themesInstalled')}>
        {installed.length === 0 ? (
          <p className="kumo-caption">{t('themeNoneInstalled')}</p>
        ) : (
          <ul className="kumo-theme-list" aria-label={t('themesInstalled')}>
            {installed.map((theme) => (
              <li key={theme.id}>
                <ThemeSwatch theme={theme} />
                <span>{theme.name}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/secure/settings/theme/manage">{t('themeManage')}</Link>
      </FormSection>
    </SettingsFrame>
  );
}
