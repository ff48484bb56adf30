import { IconTools, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { useSettingsStore } from '@/store/index.ts';
import { baseThemes, builtinThemes, type Theme, uninstallTheme, useInstalledThemes } from '@/theme/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import {
  SHARE_STATUS_TEXT,
  ThemeCodeView,
  ThemeShareButtons,
  type ShareStatus,
} from './ThemeShareButtons.tsx';
import { ThemeSwatch } from './ThemeSwatch.tsx';
import './theme-pages.css';

const BUILT_IN: readonly Theme[] = [baseThemes.light, baseThemes.dark, ...builtinThemes];

/** A list of themes; the selected one opens its details right below it. */
function ThemeList({
  label,
  themes,
  selectedId,
  onSelect,
  details,
}: {
  label: string;
  themes: readonly Theme[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  details: (theme: Theme) => ReactNode;
}) {
  return (
    <section className="kumo-form-section">
      <h2>{label}</h2>
      <ul className="kumo-theme-list" aria-label={label}>
        {themes.map((theme) => (
          <li key={theme.id}>
            <button
              type="button"
              className="kumo-theme-list-item"
              aria-expanded={theme.id === selectedId}
              onClick={() => onSelect(theme.id === selectedId ? null : theme.id)}
            >
              <ThemeSwatch theme={theme} />
              <span>{theme.name}</span>
              <span className="kumo-caption">
                {t(theme.base === 'dark' ? 'themeBaseDark' : 'themeBaseLight')}
              </span>
            </button>
            {theme.id === selectedId && details(theme)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ThemeDetails({
  theme,
  builtIn,
  onDeleted,
}: {
  theme: Theme;
  builtIn: boolean;
  onDeleted: () => void;
}) {
  const store = useSettingsStore();
  const [status, setStatus] = useState<ShareStatus | null>(null);
  const [confirming, setConfirming] = useState(false);

  const remove = () => {
    uninstallTheme(theme.id);
    // A deleted theme that was in use gives way to the default of its mode.
    if (store.get('lightTheme')?.id === theme.id) store.set('lightTheme', null);
    if (store.get('darkTheme')?.id === theme.id) store.set('darkTheme', null);
    onDeleted();
  };

  return (
    <div className="kumo-theme-details">
      {theme.author && <p className="kumo-caption">{t('themeBy', { author: theme.author })}</p>}
      {theme.desc && <p>{theme.desc}</p>}
      <dl className="kumo-theme-facts">
        <dt>{t('themeBase')}</dt>
        <dd>{t(theme.base === 'dark' ? 'themeBaseDark' : 'themeBaseLight')}</dd>
        <dt>{t('themeId')}</dt>
        <dd>
          <code>{theme.id}</code>
        </dd>
        <dt>{t('themeProps')}</dt>
        <dd>{Object.keys(theme.props).length}</dd>
      </dl>
      <ThemeCodeView theme={theme} />
      <div className="kumo-settings-actions">
        <ThemeShareButtons theme={theme} exportable={!builtIn} onStatus={setStatus} />
        {!builtIn && (
          <button
            type="button"
            className="kumo-button danger"
            onClick={() => setConfirming(true)}
            disabled={confirming}
          >
            <IconTrash size={18} aria-hidden />
            {t('themeDelete')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="kumo-notice warn" role="alert">
          <p>{t('themeDeleteConfirm', { name: theme.name })}</p>
          <div className="kumo-settings-actions">
            <button type="button" className="kumo-button danger" onClick={remove}>
              {t('themeDeleteYes')}
            </button>
            <button type="button" className="kumo-button" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      <p className="kumo-caption" role="status">
        {status && t(SHARE_STATUS_TEXT[status])}
      </p>
    </div>
  );
}

/** /secure/settings/theme/manage: installed themes (copy, export, delete) and the built-ins (copy). */
export default function ThemeManagePage() {
  const installed = useInstalledThemes();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  const select = (id: string | null) => {
    setSelectedId(id);
    setDeleted(null);
  };
  const details = (builtIn: boolean) => (theme: Theme) => (
    <ThemeDetails
      key={theme.id}
      theme={theme}
      builtIn={builtIn}
      onDeleted={() => {
        setDeleted(theme.name);
        setSelectedId(null);
      }}
    />
  );

  return (
    <SettingsFrame title={t('themeManage')} icon={<IconTools size={20} aria-hidden />}>
      {deleted && (
        <div className="kumo-notice" role="status">
          {t('themeDeleted', { name: deleted })}
        </div>
      )}
      {installed.length > 0 ? (
        <ThemeList
          label={t('themesInstalled')}
          themes={installed}
          selectedId={selectedId}
          onSelect={select}
          details={details(false)}
        />
      ) : (
        <section className="kumo-form-section">
          <h2>{t('themesInstalled')}</h2>
          <p className="kumo-caption">{t('themeNoneInstalled')}</p>
          <Link to="/secure/settings/theme/install">{t('themeInstall')}</Link>
        </section>
      )}
      <ThemeList
        label={t('themesBuiltIn')}
        themes={BUILT_IN}
        selectedId={selectedId}
        onSelect={select}
        details={details(true)}
      />
    </SettingsFrame>
  );
}
