import { useRef, type ReactNode } from 'react';
import { LONG_TAP_MS, TOUCH_HOLD_MS, withinTapTolerance } from './touch.ts';

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
  const holdFrom = useRef<{ x: number; y: number; t: number } | null>(null);
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
                  const touch = e.touches[0];
                  holdFrom.current = touch ? { x: touch.clientX, y: touch.clientY, t: e.timeStamp } : null;
                  holdTimer.current = setTimeout(() => onTabMenu(tab.key, el), TOUCH_HOLD_MS);
                }
              : undefined
          }
          onTouchEnd={(e) => {
            cancelHold();
            // a long tap (its menu is open) is not also a tap that changes the tab
            const from = holdFrom.current;
            if (onTabMenu && from && e.timeStamp - from.t >= LONG_TAP_MS) e.preventDefault();
          }}
          onTouchMove={(e) => {
            // a finger that trembles within the tap tolerance still holds
            const touch = e.touches[0];
            const from = holdFrom.current;
            if (!from || !touch || !withinTapTolerance(from, { x: touch.clientX, y: touch.clientY }))
              cancelHold();
          }}
        >
          {tab.icon}
          {!iconOnly && <span>{tab.label}</span>}
        </button>
      ))}
    </div>
  );
}
