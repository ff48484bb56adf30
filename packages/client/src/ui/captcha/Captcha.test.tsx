import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Captcha } from './Captcha.tsx';
import { captchaField, captchaOf, mcaptchaWidgetUrl } from './captcha-providers.ts';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { hcaptcha?: unknown }).hcaptcha;
});

describe('captcha', () => {
  test("is found in the server's meta, first enabled one first, and sent in its own field", () => {
    expect(captchaOf({ enableHcaptcha: false })).toBeNull();
    expect(captchaOf({ enableTurnstile: true, turnstileSiteKey: 'k', enableTestcaptcha: true })).toEqual({
      provider: 'turnstile',
      siteKey: 'k',
    });
    expect(captchaField('recaptcha', 't')).toEqual({ 'g-recaptcha-response': 't' });
    expect(captchaField('mcaptcha', 't')).toEqual({ 'm-captcha-response': 't' });
  });

  test("mCaptcha's widget is only drawn from an http(s) server", () => {
    expect(mcaptchaWidgetUrl('https://mc.example', 'key 1')).toBe('https://mc.example/widget/?sitekey=key+1');
    expect(mcaptchaWidgetUrl('javascript:alert(1)', 'k')).toBeNull();
    expect(mcaptchaWidgetUrl(null, 'k')).toBeNull();
  });

  test("an outside service's widget is loaded once, drawn, and its answer passed on; removed when gone", async () => {
    const appended: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((el) => {
      appended.push(el as HTMLScriptElement);
      queueMicrotask(() => (el as HTMLScriptElement).onload?.(new Event('load')));
    });
    const remove = vi.fn();
    const render_ = vi.fn((_el: HTMLElement, opts: { sitekey: string; callback: (t: string) => void }) => {
      queueMicrotask(() => opts.callback(`answer-for-${opts.sitekey}`));
      return 'w1';
    });
    (window as { hcaptcha?: unknown }).hcaptcha = { render: render_, remove };
    const onChange = vi.fn();
    const view = render(<Captcha setup={{ provider: 'hcaptcha', siteKey: 'site-1' }} onChange={onChange} />);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('answer-for-site-1'));
    expect(appended.map((s) => new URL(s.src).host)).toEqual(['js.hcaptcha.com']);
    expect(screen.queryByText('Loading the captcha…')).toBeNull();
    act(() => {
      view.unmount();
    });
    expect(remove).toHaveBeenCalledWith('w1');
  });

  test('a service that cannot be reached says so, with a way to try again', async () => {
    vi.spyOn(document.head, 'append').mockImplementation((el) => {
      queueMicrotask(() => (el as HTMLScriptElement).onerror?.(new Event('error')));
    });
    render(<Captcha setup={{ provider: 'turnstile', siteKey: 'k' }} onChange={() => undefined} />);
    expect(await screen.findByText(/The captcha could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
