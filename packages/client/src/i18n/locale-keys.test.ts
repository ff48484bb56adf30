import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { enUS } from './locales/en-US.ts';
import { jaJP } from './locales/ja-JP.ts';
import { jaKS } from './locales/ja-KS.ts';
import { translate } from './translate.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  test('every key used in code exists in en-US and ja-JP', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '..'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((k) => !(k in enUS) || !(k in jaJP) || !(k in jaKS));
    expect(missing).toEqual([]);
  });

  test('ja-JP and ja-KS keep the placeholders of en-US', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(enUS) as Array<keyof typeof enUS>) {
      expect(placeholders(jaJP[key]), key).toEqual(placeholders(enUS[key]));
      expect(placeholders(jaKS[key]), key).toEqual(placeholders(enUS[key]));
    }
  });

  test('placeholders are filled and a missing key shows the key itself', () => {
    expect(translate(enUS, 'minutesAgo', { n: 5 })).toBe('5m ago');
    expect(translate({}, 'minutesAgo')).toBe('minutesAgo');
    expect(translate(enUS, 'signinTitle', {})).toBe('Sign in to {instance}');
  });
});

test("a key built from a server's word is known only when Kumo has a text for it", async () => {
  const { installLocaleData, knownKey, t } = await import('./i18n.ts');
  installLocaleData('en-US', enUS);
  expect(knownKey('achievement.markedAsCat')).toBe('achievement.markedAsCat');
  expect(knownKey('achievement.aNewerServersOwn')).toBeNull();
  expect(knownKey('toString')).toBeNull();
  const key = knownKey('pointReason.followed');
  expect(key && t(key)).toBe('A new follower');
});
