import { describe, expect, test } from 'vitest';
import { classifyLookup } from './lookup-input.ts';

const here = 'https://kumo.example';

describe('admin lookup input', () => {
  test('@name is a local user', () => {
    expect(classifyLookup('@alice', here)).toEqual({ kind: 'user', username: 'alice', host: null });
  });

  test('@name@host is a user of that server', () => {
    expect(classifyLookup(' @bob@far.example ', here)).toEqual({
      kind: 'user',
      username: 'bob',
      host: 'far.example',
    });
  });

  test('@name with this server as host is a local user', () => {
    expect(classifyLookup('@alice@kumo.example', here)).toEqual({
      kind: 'user',
      username: 'alice',
      host: null,
    });
  });

  test("this server's note address is that note", () => {
    expect(classifyLookup('https://kumo.example/notes/9z8y7x6w5v', here)).toEqual({
      kind: 'note',
      noteId: '9z8y7x6w5v',
    });
  });

  test("this server's profile address is that user", () => {
    expect(classifyLookup('https://kumo.example/@alice', here)).toEqual({
      kind: 'user',
      username: 'alice',
      host: null,
    });
  });

  test("another of this server's addresses is a drive file", () => {
    expect(classifyLookup('https://kumo.example/files/abc.png', here)).toEqual({
      kind: 'fileUrl',
      url: 'https://kumo.example/files/abc.png',
    });
  });

  test("another server's address is looked up there", () => {
    expect(classifyLookup('https://far.example/notes/1', here)).toEqual({
      kind: 'remote',
      url: 'https://far.example/notes/1',
    });
  });

  test('a bare id may be a user, a note or a file', () => {
    expect(classifyLookup('9xyzabc123', here)).toEqual({ kind: 'id', id: '9xyzabc123' });
  });

  test('empty or meaningless text is nothing', () => {
    expect(classifyLookup('   ', here)).toBeNull();
    expect(classifyLookup('hello world', here)).toBeNull();
    expect(classifyLookup('@', here)).toBeNull();
  });
});
