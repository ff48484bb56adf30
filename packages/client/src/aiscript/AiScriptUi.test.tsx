import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { values } from '@syuilo/aiscript';
import { AiScriptUi } from './AiScriptUi.tsx';
import type { Value } from './runtime.ts';
import { ROOT_ID, UiStore } from './ui-store.ts';

const props = (entries: Record<string, Value>) => new Map(Object.entries(entries));
const fn = values.FN_NATIVE(() => undefined);

function storeWith(components: Array<{ id: string; type: string; props: Map<string, Value> }>) {
  const store = new UiStore();
  for (const c of components) store.add(c);
  store.patch(ROOT_ID, props({ children: values.ARR(components.map((c) => values.STR(c.id))) }));
  return store;
}

describe('AiScriptUi', () => {
  test('draws a program’s text as text, never as markup, and redraws when the program patches it', () => {
    const store = storeWith([
      { id: 't', type: 'text', props: props({ text: values.STR('<img src=x onerror=alert(1)>') }) },
    ]);
    const { container } = render(<AiScriptUi store={store} call={() => undefined} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    store.patch('t', props({ text: values.STR('changed') }));
    return vi.waitFor(() => expect(screen.getByText('changed')).toBeTruthy());
  });

  test('buttons, text inputs and switches hand what the user did to the program’s handlers', () => {
    const call = vi.fn();
    const store = storeWith([
      { id: 'b', type: 'button', props: props({ text: values.STR('Go'), onClick: fn }) },
      { id: 'i', type: 'textInput', props: props({ label: values.STR('Name'), onInput: fn }) },
      { id: 's', type: 'switch', props: props({ label: values.STR('Loud'), onChange: fn }) },
    ]);
    render(<AiScriptUi store={store} call={call} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(call).toHaveBeenLastCalledWith(fn, []);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } });
    expect(call).toHaveBeenLastCalledWith(fn, ['Ada']);
    fireEvent.click(screen.getByRole('switch', { name: 'Loud' }));
    expect(call).toHaveBeenLastCalledWith(fn, [true]);
  });

  test('a colour that is not a colour is dropped, and a container hides when asked', () => {
    const store = storeWith([
      {
        id: 'c',
        type: 'container',
        props: props({
          bgColor: values.STR('red; background-image: url(https://evil.example/)'),
          children: values.ARR([values.STR('t')]),
        }),
      },
      {
        id: 'h',
        type: 'container',
        props: props({ hidden: values.TRUE, children: values.ARR([values.STR('t2')]) }),
      },
    ]);
    store.add({ id: 't', type: 'text', props: props({ text: values.STR('inside') }) });
    store.add({ id: 't2', type: 'text', props: props({ text: values.STR('hidden') }) });
    const { container } = render(<AiScriptUi store={store} call={() => undefined} />);
    expect(screen.getByText('inside')).toBeTruthy();
    expect(screen.queryByText('hidden')).toBeNull();
    expect((container.querySelector('.kumo-as-container') as HTMLElement).style.background).toBe('');
  });
});
