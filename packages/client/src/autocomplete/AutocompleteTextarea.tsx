import { useCallback, useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { useAutocomplete } from './useAutocomplete.tsx';

type NativeProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'defaultValue'>;

interface AutocompleteTextareaProps extends NativeProps {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A textarea with mention, hashtag, emoji and MFM suggestions; every other prop goes to the textarea. */
export function AutocompleteTextarea({ value, onValueChange, ref, ...rest }: AutocompleteTextareaProps) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const setRef = useCallback(
    (el: HTMLTextAreaElement | null) => {
      inner.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  const popup = useAutocomplete({ textareaRef: inner, value, onChange: onValueChange });
  return (
    <>
      <textarea ref={setRef} value={value} onChange={(e) => onValueChange(e.target.value)} {...rest} />
      {popup}
    </>
  );
}
