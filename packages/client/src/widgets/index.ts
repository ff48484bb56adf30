export { WidgetList, widgetTitle } from './WidgetList.tsx';
export { WIDGETS } from './widget-registry.ts';
export { WIDGET_NAMES, type PlacedWidget, type WidgetName } from './widget-types.ts';
export { widgetData, moveWidget } from './widget-data.ts';
export { WidgetEditToggle } from './WidgetEditToggle.tsx';
export { WidgetStack } from './WidgetStack.tsx';
export { StatusBars } from './status-bars/StatusBars.tsx';
export {
  newStatusBar,
  readStatusBars,
  STATUS_BAR_SIZES,
  STATUS_BAR_TYPES,
  type StatusBar,
  type StatusBarType,
} from './status-bars/status-bar-types.ts';
