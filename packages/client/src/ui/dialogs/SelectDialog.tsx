import { useState, type KeyboardEvent } from 'react';
import { DialogPanel, OkCancel } from './DialogPanel.tsx';

export interface SelectItem<T> {
  value: T;
  label: string;
}
export interface SelectGroup<T> {
  label: string;
  items: Array<SelectItem<T>>;
}
export type SelectEntry<T> = SelectItem<T> | SelectGroup<T>;

export function isGroup<T>(entry: SelectEntry<T>): entry is SelectGroup<T> {
  return 'items' in entry;
}

/** Every choice in order, groups flattened; the <select> refers to them by index. */
export function flattenEntries<T>(entries: Array<SelectEntry<T>>): Array<SelectItem<T>> {
  return entries.flatMap((e) => (isGroup(e) ? e.items : [e]));
}

interface SelectDialogProps<T> {
  title?: string;
  text?: string;
  entries: Array<SelectEntry<T>>;
  initialIndex: number;
  onSubmit: (value: T) => void;
  onCancel: () => void;
}

export function SelectDialog<T>({
  title,
  text,
  entries,
  initialIndex,
  onSubmit,
  onCancel,
}: SelectDialogProps<T>) {
  const items = flattenEntries(entries);
  const [index, setIndex] = useState(initialIndex);
  const submit = () => {
    const item = items[index];
    if (item) onSubmit(item.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSelectElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    submit();
  };
  let i = 0;
  const option = (item: SelectItem<T>) => {
    const n = i++;
    return (
      <option key={n} value={n}>
        {item.label}
      </option>
    );
  };
  return (
    <DialogPanel
      title={title}
      text={text}
      buttons={<OkCancel onOk={submit} onCancel={onCancel} okDisabled={!items[index]} />}
    >
      <div className="kumo-field">
        <select
          className="kumo-input"
          value={index}
          aria-label={title ?? text}
          data-autofocus
          onChange={(e) => setIndex(Number(e.target.value))}
          onKeyDown={onKeyDown}
        >
          {entries.map((entry, g) =>
            isGroup(entry) ? (
              <optgroup key={`g${g}`} label={entry.label}>
                {entry.items.map(option)}
              </optgroup>
            ) : (
              option(entry)
            ),
          )}
        </select>
      </div>
    </DialogPanel>
  );
}
