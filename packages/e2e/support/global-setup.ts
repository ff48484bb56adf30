import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startInstance, type RunningInstance } from '../../local-instance/src/index.ts';

const clientDir = fileURLToPath(new URL('../../client/dist', import.meta.url));

let instance: RunningInstance | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(`${clientDir}/index.html`))
    throw new Error('The client is not built: run `npm run build` first.');
  instance = await startInstance({
    port: 0,
    dataDir: null,
    clientDir,
    seed: 'demo',
    rateLimitFactor: 1000,
    // kumo-test/fail-next, so that tests can make a call fail on purpose
    testHooks: true,
    enableEmail: true,
    // the tests attach files from URLs served by this same machine (uploads from a URL are refused
    // for non-public addresses unless allowed, as on Misskey)
    allowedPrivateNetworks: ['127.0.0.0/8', '::1/128'],
  });
  project.provide('baseURL', instance.url);
}

export async function teardown() {
  await instance?.close();
}
