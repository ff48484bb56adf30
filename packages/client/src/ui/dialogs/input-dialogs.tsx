import type { InputHTMLAttributes } from 'react';
import { t } from '@/i18n/index.ts';
import { openModal } from '../modal/open-modal.tsx';
import { CANCELED, resultOf, type DialogResult } from './dialog-types.ts';
import { InputDialog, type InputCheck, type InputKind } from './InputDialog.tsx';
import {
  checkTextLength,
  formatDateInput,
  parseDateInput,
  parseNumberInput,
  type LengthCaption,
} from './text-length.ts';

interface InputOptions {
  title?: string;
  text?: string;
  placeholder?: string;
}

export interface InputTextOptions extends InputOptions {
  default?: string;
  minLength?: number;
  maxLength?: number;
  type?: 'text' | 'password' | 'email' | 'url';
}

export interface InputNumberOptions extends InputOptions {
  default?: number;
  min?: number;
  max?: number;
  step?: number;
}

export interface InputDateOptions extends InputOptions {
  default?: Date;
}

function captionText(caption: LengthCaption): string {
  return caption.key === 'charactersBelow'
    ? t('charactersBelow', { current: caption.current, min: caption.min })
    : t('charactersExceeded', { current: caption.current, max: caption.max });
}

async function openInput<T>(
  options: InputOptions,
  type: InputKind,
  initial: string,
  check: (raw: string) => InputCheck<T>,
  inputProps?: InputHTMLAttributes<HTMLInputElement>,
): Promise<DialogResult<T>> {
  const outcome = await openModal<DialogResult<T>>(
    ({ close }) => (
      <InputDialog<T>
        {...options}
        type={type}
        initial={initial}
        check={check}
        inputProps={inputProps}
        onSubmit={(value) => close(resultOf(value))}
        onCancel={() => close(CANCELED)}
      />
    ),
    { presentation: 'dialog', band: 'high' },
  );
  return outcome ?? CANCELED;
}

/** A text input dialog with the length rules of spec P1 §5. */
export function inputText(options: InputTextOptions = {}): Promise<DialogResult<string>> {
  const limits = { minLength: options.minLength, maxLength: options.maxLength };
  return openInput(options, options.type ?? 'text', options.default ?? '', (raw) => {
    const { valid, caption } = checkTextLength(raw, limits);
    return { value: valid ? raw : null, caption: caption && captionText(caption) };
  });
}

/** A number input dialog; resolves with the parsed float (spec P1 §5). */
export function inputNumber(options: InputNumberOptions = {}): Promise<DialogResult<number>> {
  const { min, max, step } = options;
  const initial = options.default === undefined ? '' : String(options.default);
  return openInput(
    options,
    'number',
    initial,
    (raw) => {
      const value = parseNumberInput(raw);
      const inRange =
        value !== null && (min === undefined || value >= min) && (max === undefined || value <= max);
      return { value: inRange ? value : null, caption: null };
    },
    { min, max, step: step ?? 'any', inputMode: 'decimal' },
  );
}

/** A date input dialog; resolves with the chosen day at local midnight. */
export function inputDate(options: InputDateOptions = {}): Promise<DialogResult<Date>> {
  const initial = options.default ? formatDateInput(options.default) : '';
  return openInput(options, 'date', initial, (raw) => ({ value: parseDateInput(raw), caption: null }));
}
