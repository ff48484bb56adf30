import type { SubscriptionPlan, SubscriptionPlanInput } from '@/api/index.ts';
import { minorDigits } from '@/i18n/index.ts';

/** A price as typed ("4.50") in the currency's smallest unit (450), or null when it is not one. */
export function toMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const m = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (digits === null || !m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(m[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}

/** A price kept in the smallest unit, as the form shows it ("4.50"). */
export function fromMinor(price: number, currency: string): string {
  const digits = minorDigits(currency) ?? 2;
  return digits === 0 ? String(price) : (price / 10 ** digits).toFixed(digits);
}

export interface PlanDraft {
  name: string;
  description: string;
  price: string;
  currency: string;
  interval: 'month' | 'year';
  roleId: string;
  isActive: boolean;
}

export type PlanProblem = 'name' | 'currency' | 'price' | 'role' | null;

export const emptyDraft = (): PlanDraft => ({
  name: '',
  description: '',
  price: '',
  currency: 'JPY',
  interval: 'month',
  roleId: '',
  isActive: true,
});

export const draftOf = (p: SubscriptionPlan): PlanDraft => ({
  name: p.name,
  description: p.description,
  price: fromMinor(p.price, p.currency),
  currency: p.currency,
  interval: p.interval,
  roleId: p.roleId ?? '',
  isActive: p.isActive,
});

/** The first thing wrong with a draft, or the plan to send. */
export function checkDraft(
  d: PlanDraft,
): { problem: Exclude<PlanProblem, null> } | { input: SubscriptionPlanInput } {
  if (!d.name.trim()) return { problem: 'name' };
  const currency = d.currency.trim().toUpperCase();
  if (minorDigits(currency) === null) return { problem: 'currency' };
  const price = toMinor(d.price, currency);
  if (price === null) return { problem: 'price' };
  if (!d.roleId) return { problem: 'role' };
  return {
    input: {
      name: d.name.trim(),
      description: d.description.trim(),
      price,
      currency,
      interval: d.interval,
      roleId: d.roleId,
      isActive: d.isActive,
    },
  };
}
