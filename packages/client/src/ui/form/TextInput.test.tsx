import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TextInput } from './TextInput.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Field({ debounce, onChange }: { debounce?: boolean; onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Search"
      value={value}
      debounce={debounce}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

test('a debounced input reports its value only after 1000 ms without typing', () => {
  const onChange = vi.fn();
  render(<Field debounce onChange={onChange} />);
  const field = screen.getByRole('textbox', { name: 'Search' });
  fireEvent.change(field, { target: { value: 'mi' } });
  act(() => {
    vi.advanceTimersByTime(600);
  });
  fireEvent.change(field, { target: { value: 'misskey' } });
  act(() => {
    vi.advanceTimersByTime(999);
  });
  expect(onChange).not.toHaveBeenCalled();
  expect((field as HTMLInputElement).value).toBe('misskey');
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(onChange).toHaveBeenCalledOnce();
  expect(onChange).toHaveBeenCalledWith('misskey');
});

test('Enter sends a debounced value at once', () => {
  const onChange = vi.fn();
  render(<Field debounce onChange={onChange} />);
  const field = screen.getByRole('textbox');
  fireEvent.change(field, { target: { value: 'kumo' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(onChange).toHaveBeenCalledWith('kumo');
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(onChange).toHaveBeenCalledOnce();
});

test('without debounce every change is reported at once', () => {
  const onChange = vi.fn();
  render(<Field onChange={onChange} />);
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a' } });
  expect(onChange).toHaveBeenCalledWith('a');
});

test('a value the parent changes (a form cleared after sending) shows in the same render', () => {
  const seen: string[] = [];
  function Form() {
    const [value, setValue] = useState('old secret');
    const box = useRef<HTMLDivElement>(null);
    // runs right after the render is committed, before any later effect could catch the field up
    useLayoutEffect(() => {
      seen.push(box.current!.querySelector('input')!.value);
    });
    return (
      <div ref={box}>
        <TextInput label="Password" value={value} onChange={setValue} />
        <button type="button" onClick={() => setValue('')}>
          Clear
        </button>
      </div>
    );
  }
  render(<Form />);
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(seen).toEqual(['old secret', '']);
});
