import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { newSettingsStore, renderWithSettings } from '../../test-support/settings-test-host.tsx';
import { useSetting, useSettingValue } from './SettingsProvider.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

let renders = 0;
function Style() {
  renders += 1;
  return <p>{useSettingValue('emojiStyle')}</p>;
}

function Toggle() {
  const [on, setOn] = useSetting('showFullAcct');
  return (
    <button type="button" onClick={() => setOn(!on)}>
      {on ? 'full' : 'short'}
    </button>
  );
}

describe('reading settings in components', () => {
  test('a component shows a setting and draws again when that setting changes, not for others', () => {
    const store = newSettingsStore();
    renders = 0;
    renderWithSettings(<Style />, { store });
    expect(screen.getByText('twemoji')).toBeTruthy();
    const before = renders;
    act(() => store.set('showFullAcct', true));
    expect(renders).toBe(before);
    act(() => store.set('emojiStyle', 'native'));
    expect(screen.getByText('native')).toBeTruthy();
  });

  test('a change made between the first render and the subscription is not missed', () => {
    const store = newSettingsStore();
    function ChangesWhileRendering() {
      const style = useSettingValue('emojiStyle');
      return <p>{style}</p>;
    }
    const realSubscribe = store.subscribe.bind(store);
    let first = true;
    store.subscribe = (key, listener) => {
      if (first && key === 'emojiStyle') {
        first = false;
        store.set('emojiStyle', 'native');
      }
      return realSubscribe(key, listener);
    };
    renderWithSettings(<ChangesWhileRendering />, { store });
    expect(screen.getByText('native')).toBeTruthy();
  });

  test('useSetting writes the setting and every reader follows', () => {
    const store = newSettingsStore();
    renderWithSettings(<Toggle />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'short' }));
    expect(store.get('showFullAcct')).toBe(true);
    expect(screen.getByRole('button', { name: 'full' })).toBeTruthy();
  });
});
