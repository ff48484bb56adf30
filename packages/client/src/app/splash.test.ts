import { describe, expect, test, vi } from 'vitest';
import { finishStartup } from './splash.ts';

describe('the end of start-up (spec P1 §4)', () => {
  test('the service worker is told the language before the splash starts to fade', () => {
    vi.useFakeTimers();
    const splash = document.createElement('div');
    splash.id = 'splash';
    document.body.append(splash);
    const seen: string[] = [];
    finishStartup('ja-JP', async (lang) => {
      seen.push(`sw:${lang}:${splash.classList.contains('gone') ? 'faded' : 'shown'}`);
    });
    expect(seen).toEqual(['sw:ja-JP:shown']);
    expect(splash.classList.contains('gone')).toBe(true);
    vi.advanceTimersByTime(300);
    expect(document.getElementById('splash')).toBeNull();
  });
});
