import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { apiClient, start } from './helpers.ts';

describe("meta's version", () => {
  const running: RunningInstance[] = [];
  afterAll(async () => {
    for (const inst of running) await inst.close();
  });

  it('names the Kumo client served with it as build metadata, so the client can compare itself', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'kumo-client-'));
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Kumo</title>');
    writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ name: '@kumo/client', version: '9.9.9' }),
    );
    const withClient = await start({ clientDir: path.join(root, 'dist') });
    const bare = await start({ clientDir: null });
    running.push(withClient, bare);
    expect((await apiClient(withClient)('meta', {})).body.version).toBe('2025.4.0+kumo.9.9.9');
    expect((await apiClient(bare)('meta', {})).body.version).toBe('2025.4.0');
  });
});
