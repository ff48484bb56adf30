import type { Theme } from '@/theme/index.ts';
import { ThemeSwatch } from './ThemeSwatch.tsx';

export interface ThemeGroup {
  label: string;
  themes: readonly Theme[];
}

interface ThemePickerProps {
  legend: string;
  /** The radio group's name, one per picker on a page. */
  name: string;
  groups: ThemeGroup[];
  selectedId: string;
  onSelect: (theme: Theme) => void;
}

/** One choice among themes, each shown with its colours: a radio group, so keyboards work as usual. */
export function ThemePicker({ legend, name, groups, selectedId, onSelect }: ThemePickerProps) {
  return (
    <fieldset className="kumo-form-section kumo-theme-picker">
      <legend>{legend}</legend>
      {groups
        .filter((group) => group.themes.length > 0)
        .map((group) => (
          <div key={group.label} className="kumo-theme-group">
            <h3>{group.label}</h3>
            <div className="kumo-theme-grid">
              {group.themes.map((theme) => (
                <label key={theme.id} className="kumo-theme-option">
                  <input
                    type="radio"
                    name={name}
                    value={theme.id}
                    checked={theme.id === selectedId}
                    onChange={() => onSelect(theme)}
                  />
                  <ThemeSwatch theme={theme} />
                  <span className="kumo-theme-option-name">{theme.name}</span>
                </label>
              ))}
            </div>
          </div>
        ))}
    </fieldset>
  );
}
