import { describe, expect, test } from 'vitest';
import { preferenceValues, recordValue, webClientSettings } from './web-client-settings.ts';

const owner = { host: 'misskey.example', userId: 'u1' };
const theme = (id: string, base?: string) => ({
  id,
  name: `Theme ${id}`,
  author: '@someone',
  ...(base ? { base } : {}),
  props: { accent: '#e36749' },
});

describe("reading the server's own web client settings", () => {
  test("a record for this account wins over the server's, which wins over the general one", () => {
    const records = [
      [{}, 'general'],
      [{ server: 'misskey.example' }, 'server'],
      [{ server: 'misskey.example', account: 'u1' }, 'mine', {}],
      [{ server: 'misskey.example', account: 'u2' }, 'theirs'],
    ];
    expect(recordValue(records, owner)).toBe('mine');
    expect(recordValue(records.slice(0, 2), owner)).toBe('server');
    expect(recordValue([records[0], records[3]], owner)).toBe('general');
    expect(recordValue([[{ server: 'other.example' }, 'x']], owner)).toBeUndefined();
    expect(recordValue('not records', owner)).toBeUndefined();
  });

  test('synced keys win over the latest backup; older backups are ignored', () => {
    const backups = {
      old: { modifiedAt: 1, preferences: { mutingEmojis: [[{}, ['🍮']]], lightTheme: [[{}, theme('a')]] } },
      phone: {
        modifiedAt: 5,
        preferences: { mutingEmojis: [[{}, ['😇']]], lightTheme: [[{}, theme('b', 'light')]] },
      },
    };
    const sync = { 'default:mutingEmojis': [[{}, [':kumo:']]] };
    const values = preferenceValues(sync, backups, owner);
    expect(values.mutingEmojis).toEqual([':kumo:']);
    expect((values.lightTheme as { id: string }).id).toBe('b');
  });

  test('the reaction palette is the chosen one, or the first', () => {
    const palettes = [
      { id: 'p1', name: '', emojis: ['👍', '❤'] },
      { id: 'p2', name: 'reactions', emojis: [':kumo:', '🎉', 3] },
    ];
    expect(webClientSettings({ emojiPalettes: palettes, emojiPaletteForReaction: 'p2' }).reactions).toEqual([
      ':kumo:',
      '🎉',
    ]);
    expect(webClientSettings({ emojiPalettes: palettes, emojiPaletteForReaction: null }).reactions).toEqual([
      '👍',
      '❤',
    ]);
  });

  test('themes are validated; a chosen base theme takes its slot as its base', () => {
    const found = webClientSettings({
      lightTheme: theme('l-base'),
      darkTheme: { id: 'broken', name: 'x', base: 'dark', props: 'not props' },
      themes: [theme('t1', 'dark'), 'junk'],
    });
    expect(found.lightTheme?.base).toBe('light');
    expect(found.darkTheme).toBeNull();
    expect(found.themes.map((t) => t.id)).toEqual(['t1', 'l-base']);
  });
});
