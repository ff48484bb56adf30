/** Where plugins hook into Kumo: the registry of their handlers, their logs, the interruptors. Filled by `aiscript/`. */
export {
  registerPluginHandler,
  removePluginHandlers,
  getPluginHandlers,
  usePluginHandlers,
  clearPluginHandlers,
  fireMfmClick,
  type PluginRef,
  type PluginHandlers,
  type HandlerKind,
  type HandlerEntry,
  type PostFormView,
} from './registry.ts';
export {
  logPlugin,
  clearPluginLog,
  usePluginLog,
  reportPluginFailure,
  setPluginState,
  usePluginState,
  type PluginState,
  PLUGIN_LOG_LIMIT,
  type PluginLogLine,
} from './plugin-log.ts';
export { applyInterruptors, interruptPost, useInterrupted, type Interrupted } from './interrupt.ts';
export { SafeInterrupted } from './SafeInterrupted.tsx';
export { pluginMenuItems } from './plugin-menu.tsx';
