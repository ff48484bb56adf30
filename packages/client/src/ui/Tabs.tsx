import { useRef, type ReactNode } from 'react';

/** Spec P1 §9: a touch held this long is a long tap. */
export const LONG_TAP_MS = 400;

export interface TabDef<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

interface TabsProps<K extends string> {
  tabs: Array<TabDef<K>>;
  value: K;
  /** The tab change event (spec P1 §2: a tab change is announced). */
  onChange: (key: K) => void;
  label: string;
  /** Icons only; the label stays as the accessible name and tooltip. */
  iconOnly?: boolean;
  /** Right-click or long tap on a tab. */
  onTabMenu?: (key: K, anchor: HTMLElement) => void;
}

export function Tabs<K extends string>({ tabs, value, onChange, label, iconOnly, onTabMenu }: TabsProps<K>) {
  const holdTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelHold = () => {
    if (holdTimer.current) clearTimeout(holdTimer.current);
    holdTimer.current = null;
  };
  return (
    <div className="kumo-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          aria-label={iconOnly ? tab.label : undefined}
          title={iconOnly ? tab.label : undefined}
          className="kumo-tab"
          onClick={() => onChange(tab.key)}
          onContextMenu={
            onTabMenu
              ? (e) => {
                  e.preventDefault();
                  onTabMenu(tab.key, e.currentTarget);
                }
              : undefined
          }
          onTouchStart={
            onTabMenu
              ? (e) => {
                  const el = e.currentTarget;
                  holdTimer.current = setTimeout(() => onTabMenu(tab.key, el), LONG_TAP_MS);
                }
              : undefined
          }
          onTouchEnd={cancelHold}
          onTouchMove={cancelHold}
        >
          {tab.icon}
          {!iconOnly && <span>{tab.label}</span>}
        </button>
      ))}
    </div>
  );
}
