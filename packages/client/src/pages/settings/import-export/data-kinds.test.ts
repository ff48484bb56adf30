import { describe, expect, it } from 'vitest';
import { DATA_KINDS, importErrorKey } from './data-kinds.ts';

describe('import/export data kinds', () => {
  it('offers imports only for what Misskey can import', () => {
    const importable = DATA_KINDS.filter((k) => k.importEndpoint).map((k) => k.id);
    expect(importable).toEqual(['following', 'userLists', 'muting', 'blocking', 'antennas']);
    expect(DATA_KINDS.find((k) => k.id === 'muting')?.exportEndpoint).toBe('i/export-mute');
  });

  it('maps import error codes to messages', () => {
    expect(importErrorKey('EMPTY_FILE')).toBe('importErrorEmpty');
    expect(importErrorKey('TOO_BIG_FILE')).toBe('importErrorTooBig');
    expect(importErrorKey('SOMETHING_ELSE')).toBeNull();
  });
});
