import { t } from '@/i18n/index.ts';
import { permissionRows } from './permission-rows.ts';
import './permissions.css';

interface PermissionPickerProps {
  legend: string;
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
  /** Offer the moderation permissions too (admins and moderators). */
  includeAdmin?: boolean;
}

/** The API permissions as a table of subjects with a read and a write box each, and all / none. */
export function PermissionPicker({ legend, chosen, onChange, includeAdmin = false }: PermissionPickerProps) {
  const rows = permissionRows(undefined, includeAdmin);
  const toggle = (p: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(p);
    else next.delete(p);
    onChange(next);
  };
  const setAll = (on: boolean) =>
    onChange(
      on ? new Set(rows.flatMap((r) => [r.read, r.write].filter((p): p is string => !!p))) : new Set(),
    );
  const checkbox = (p: string | undefined) =>
    p ? (
      <input
        type="checkbox"
        aria-label={p}
        checked={chosen.has(p)}
        onChange={(e) => toggle(p, e.target.checked)}
      />
    ) : null;
  return (
    <fieldset className="kumo-permission-picker">
      <legend>{legend}</legend>
      <div className="kumo-permission-picker-actions">
        <button type="button" className="kumo-button" onClick={() => setAll(true)}>
          {t('apiTokenAll')}
        </button>
        <button type="button" className="kumo-button" onClick={() => setAll(false)}>
          {t('apiTokenNone')}
        </button>
      </div>
      <div className="kumo-permission-scroll">
        <table className="kumo-permission-table">
          <thead>
            <tr>
              <th scope="col">{t('apiTokenSubject')}</th>
              <th scope="col">{t('permissionRead')}</th>
              <th scope="col">{t('permissionWrite')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.subject}>
                <th scope="row">
                  <code>{r.subject}</code>
                </th>
                <td>{checkbox(r.read)}</td>
                <td>{checkbox(r.write)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
