import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const tabs = [
  { key: 'home' as const, label: 'Home', icon: <span>H</span> },
  { key: 'local' as const, label: 'Local', icon: <span>L</span> },
];

test('choosing a tab announces the change', () => {
  const onChange = vi.fn();
  render(<Tabs tabs={tabs} value="home" onChange={onChange} label="Timeline" />);
  fireEvent.click(screen.getByRole('tab', { name: /Local/ }));
  expect(onChange).toHaveBeenCalledWith('local');
  expect(screen.getByRole('tab', { name: /Home/ }).getAttribute('aria-selected')).toBe('true');
});

test('icon-only tabs keep their label as the accessible name', () => {
  render(<Tabs tabs={tabs} value="home" onChange={() => undefined} label="Timeline" iconOnly />);
  expect(screen.getByRole('tab', { name: /Local/ }).textContent).toBe('L');
});

test('right-click and a 400 ms long tap open the tab menu; a short tap does not', () => {
  vi.useFakeTimers();
  const onTabMenu = vi.fn();
  render(<Tabs tabs={tabs} value="home" onChange={() => undefined} label="Timeline" onTabMenu={onTabMenu} />);
  const local = screen.getByRole('tab', { name: /Local/ });
  fireEvent.contextMenu(local);
  expect(onTabMenu).toHaveBeenCalledTimes(1);
  fireEvent.touchStart(local);
  vi.advanceTimersByTime(300);
  fireEvent.touchEnd(local);
  vi.advanceTimersByTime(500);
  expect(onTabMenu).toHaveBeenCalledTimes(1);
  fireEvent.touchStart(local);
  vi.advanceTimersByTime(400);
  expect(onTabMenu).toHaveBeenCalledTimes(2);
  vi.useRealTimers();
});

test('a held finger that trembles within the tap tolerance (10 px) still opens the menu; one that moves on does not', () => {
  vi.useFakeTimers();
  const onTabMenu = vi.fn();
  render(<Tabs tabs={tabs} value="home" onChange={() => undefined} label="Timeline" onTabMenu={onTabMenu} />);
  const local = screen.getByRole('tab', { name: /Local/ });
  fireEvent.touchStart(local, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(local, { touches: [{ clientX: 104, clientY: 103 }] });
  vi.advanceTimersByTime(400);
  expect(onTabMenu).toHaveBeenCalledTimes(1);
  fireEvent.touchStart(local, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(local, { touches: [{ clientX: 100, clientY: 125 }] });
  vi.advanceTimersByTime(400);
  expect(onTabMenu).toHaveBeenCalledTimes(1);
  vi.useRealTimers();
});
