/** AiScript: the runtimes (0.19 and 1.x, by a program's header), Misskey's `Mk:` and `Ui:` libraries, runaway protection. */
export { startProgram, MAX_ARRAY_LENGTH, type ProgramOptions, type RunningProgram } from './program.ts';
export type { ProgramHost } from './mk-library.ts';
export { UiStore, ROOT_ID } from './ui-store.ts';
export { AiScriptUi } from './AiScriptUi.tsx';
export { runtimeFor, headerVersion, type RuntimeKind } from './version.ts';
export type { Value } from './runtime.ts';
export { CodeEditor } from './CodeEditor.tsx';
export { ProgramView, type ProgramLine } from './ProgramView.tsx';
export { useProgramHost } from './use-program-host.ts';
export {
  readPluginMeta,
  checkPluginMeta,
  isSupportedPluginVersion,
  consentList,
  type PluginMeta,
  type PluginConfigField,
  type PluginMetaProblem,
} from './plugin-meta.ts';
export { isOpenableUrl, pluginConfigValues } from './plugin-library.ts';
