import { openModal } from '../modal/open-modal.tsx';
import { CANCELED, resultOf, type DialogResult } from './dialog-types.ts';
import { flattenEntries, SelectDialog, type SelectEntry } from './SelectDialog.tsx';

export interface SelectOptions<T> {
  title?: string;
  text?: string;
  /** Choices, or groups of choices (shown as option groups). */
  items: Array<SelectEntry<T>>;
  default?: T;
}

/** A dialog with a list to choose one value from; resolves with that value. */
export async function select<T>(options: SelectOptions<T>): Promise<DialogResult<T>> {
  const found = flattenEntries(options.items).findIndex((item) => Object.is(item.value, options.default));
  const outcome = await openModal<DialogResult<T>>(
    ({ close }) => (
      <SelectDialog<T>
        title={options.title}
        text={options.text}
        entries={options.items}
        initialIndex={Math.max(0, found)}
        onSubmit={(value) => close(resultOf(value))}
        onCancel={() => close(CANCELED)}
      />
    ),
    { presentation: 'dialog', band: 'high' },
  );
  return outcome ?? CANCELED;
}
