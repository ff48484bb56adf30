import { describe, expect, test } from 'vitest';
import { formatPrice } from '@/i18n/index.ts';
import { checkDraft, emptyDraft, fromMinor, toMinor } from './plan-form.ts';

describe('a subscription plan’s price', () => {
  test('is kept in the currency’s smallest unit, as many digits after the point as it has', () => {
    expect(toMinor('4.50', 'USD')).toBe(450);
    expect(toMinor('4.5', 'USD')).toBe(450);
    expect(toMinor('500', 'JPY')).toBe(500);
    expect(toMinor('4.505', 'USD')).toBeNull();
    expect(toMinor('4.5', 'JPY')).toBeNull();
    expect(toMinor('-1', 'USD')).toBeNull();
    expect(toMinor('1e3', 'USD')).toBeNull();
    expect(toMinor('5', 'XQZ1')).toBeNull();
    expect(fromMinor(450, 'USD')).toBe('4.50');
    expect(fromMinor(500, 'JPY')).toBe('500');
    expect(formatPrice(450, 'USD', 'en-US')).toBe('$4.50');
  });

  test('a draft says what is wrong first, or gives the plan to send', () => {
    const d = { ...emptyDraft(), name: ' Monthly ', price: '500', roleId: '' };
    expect(checkDraft({ ...d, name: ' ' })).toEqual({ problem: 'name' });
    expect(checkDraft({ ...d, currency: 'ye' })).toEqual({ problem: 'currency' });
    expect(checkDraft({ ...d, price: 'free' })).toEqual({ problem: 'price' });
    expect(checkDraft(d)).toEqual({ problem: 'role' });
    expect(checkDraft({ ...d, roleId: 'r1', currency: 'usd', price: '4.5' })).toEqual({
      input: {
        name: 'Monthly',
        description: '',
        price: 450,
        currency: 'USD',
        interval: 'month',
        roleId: 'r1',
        isActive: true,
      },
    });
  });
});
