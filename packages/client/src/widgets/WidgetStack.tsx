import type { PlacedWidget } from './widget-types.ts';
import { WidgetEditToggle } from './WidgetEditToggle.tsx';
import { WidgetList } from './WidgetList.tsx';

/** A widget stack with its edit button above it (the side bar). */
export function WidgetStack({
  widgets,
  onChange,
  editing,
  onToggle,
}: {
  widgets: readonly PlacedWidget[];
  onChange: (next: PlacedWidget[]) => void;
  editing: boolean;
  onToggle: () => void;
}) {
  return (
    <>
      <WidgetEditToggle editing={editing} onToggle={onToggle} />
      <WidgetList widgets={widgets} editing={editing} onChange={onChange} />
    </>
  );
}
