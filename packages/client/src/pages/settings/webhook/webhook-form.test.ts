import { describe, expect, test } from 'vitest';
import {
  createParams,
  deliveryState,
  draftOfWebhook,
  EMPTY_WEBHOOK,
  toggleEvent,
  updateParams,
  webhookProblem,
  webhookUrlProblem,
} from './webhook-form.ts';

describe('webhook form rules', () => {
  test('the URL must be an absolute http or https URL', () => {
    expect(webhookUrlProblem('https://example.com/hook')).toBeNull();
    expect(webhookUrlProblem('  http://127.0.0.1:8080/x  ')).toBeNull();
    expect(webhookUrlProblem('')).toBe('empty');
    expect(webhookUrlProblem('   ')).toBe('empty');
    expect(webhookUrlProblem('example.com/hook')).toBe('invalid');
    expect(webhookUrlProblem('ftp://example.com/hook')).toBe('scheme');
    expect(webhookUrlProblem('javascript:alert(1)')).toBe('scheme');
    expect(webhookUrlProblem('mailto:me@example.com')).toBe('scheme');
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(1100)}`)).toBe('tooLong');
  });

  test('a draft needs a name and a valid URL; the secret is optional', () => {
    expect(webhookProblem({ ...EMPTY_WEBHOOK, url: 'https://a.example' })).toBe('name');
    expect(webhookProblem({ ...EMPTY_WEBHOOK, name: 'x'.repeat(101), url: 'https://a.example' })).toBe(
      'nameTooLong',
    );
    expect(webhookProblem({ ...EMPTY_WEBHOOK, name: 'CI', url: 'ws://a.example' })).toBe('scheme');
    expect(webhookProblem({ ...EMPTY_WEBHOOK, name: 'CI', url: 'https://a.example' })).toBeNull();
  });

  test('events toggle in Misskey’s order without duplicates', () => {
    let on = toggleEvent([], 'reaction', true);
    on = toggleEvent(on, 'mention', true);
    on = toggleEvent(on, 'mention', true);
    expect(on).toEqual(['mention', 'reaction']);
    expect(toggleEvent(on, 'mention', false)).toEqual(['reaction']);
  });

  test('parameters: trimmed texts, an empty secret clears it on update', () => {
    const draft = {
      name: ' CI ',
      url: ' https://a.example/h ',
      secret: '',
      on: ['note' as const],
      active: false,
    };
    expect(createParams(draft)).toEqual({ name: 'CI', url: 'https://a.example/h', secret: '', on: ['note'] });
    expect(updateParams('w1', draft)).toEqual({
      webhookId: 'w1',
      name: 'CI',
      url: 'https://a.example/h',
      secret: null,
      on: ['note'],
      active: false,
    });
    expect(updateParams('w1', { ...draft, secret: 'k' }).secret).toBe('k');
  });

  test('a stored hook becomes a draft with its events in order', () => {
    const hook = {
      id: 'w1',
      userId: 'u1',
      name: 'CI',
      url: 'https://a.example',
      secret: 's',
      on: ['reaction', 'note'] as Array<'reaction' | 'note'>,
      active: true,
      latestSentAt: null,
      latestStatus: null,
    };
    expect(draftOfWebhook(hook)).toEqual({
      name: 'CI',
      url: 'https://a.example',
      secret: 's',
      on: ['note', 'reaction'],
      active: true,
    });
  });

  test('the last delivery: never, ok for 2xx, failed otherwise', () => {
    expect(deliveryState({ latestSentAt: null, latestStatus: null })).toBe('never');
    expect(deliveryState({ latestSentAt: '2025-01-01T00:00:00Z', latestStatus: 204 })).toBe('ok');
    expect(deliveryState({ latestSentAt: '2025-01-01T00:00:00Z', latestStatus: 500 })).toBe('failed');
    expect(deliveryState({ latestSentAt: '2025-01-01T00:00:00Z', latestStatus: -1 })).toBe('failed');
  });
});
