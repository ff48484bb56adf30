import { arrArg, objArg, strArg } from './args.ts';
import type { Runtime, Value } from './runtime.ts';
import { ROOT_ID, type UiStore } from './ui-store.ts';

/** The kinds of `Ui:C:…` component Misskey offers to programs, each drawn by Kumo's AiScriptUi. */
export const UI_COMPONENT_TYPES = [
  'container',
  'text',
  'mfm',
  'button',
  'buttons',
  'switch',
  'textInput',
  'textarea',
  'numberInput',
  'select',
  'folder',
  'postFormButton',
  'postForm',
] as const;

/** The `Ui:` library a program gets: components made, patched, found and put on screen. */
export function uiLibrary(rt: Runtime, store: UiStore): Record<string, Value> {
  const { values } = rt;
  const propsOf = (def: Value | undefined): Map<string, Value> => objArg(def, 'Ui');
  /** The value a program holds for a component: its id and an `update` that patches it. */
  const handle = (id: string): Value =>
    values.OBJ(
      new Map<string, Value>([
        ['id', values.STR(id)],
        [
          'update',
          values.FN_NATIVE(([def]) => {
            store.patch(id, propsOf(def));
          }),
        ],
      ]),
    );
  let counter = 0;
  const lib: Record<string, Value> = {
    'Ui:root': handle(ROOT_ID),
    'Ui:patch': values.FN_NATIVE(([id, def]) => {
      store.patch(strArg(id, 'Ui:patch'), propsOf(def));
    }),
    'Ui:get': values.FN_NATIVE(([id]) => {
      const name = strArg(id, 'Ui:get');
      return store.components.has(name) ? handle(name) : values.NULL;
    }),
    // the root's children: the components shown, in order
    'Ui:render': values.FN_NATIVE(([children]) => {
      arrArg(children, 'Ui:render');
      store.patch(ROOT_ID, new Map([['children', children!]]));
    }),
  };
  for (const type of UI_COMPONENT_TYPES) {
    lib[`Ui:C:${type}`] = values.FN_NATIVE(([def, id]) => {
      const componentId =
        id === undefined || id.type === 'null'
          ? `c${++counter}-${Math.random().toString(36).slice(2, 8)}`
          : strArg(id, `Ui:C:${type}`);
      store.add({ id: componentId, type, props: propsOf(def) });
      return handle(componentId);
    });
  }
  return lib;
}
