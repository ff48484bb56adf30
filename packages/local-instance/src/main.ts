import path from 'node:path';
import { DEMO_ACCOUNTS, startInstance } from './index.ts';

const port = Number(process.env.PORT ?? 3000);
const upstream = process.env.KUMO_INSTANCE || null;
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.KUMO_DATA ?? '.kumo-data');

const instance = await startInstance({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  dataDir,
  upstream,
  // KUMO_DISABLE_REGISTRATION=1: sign-up needs an invitation code; KUMO_ENABLE_EMAIL=1: addresses accepted
  disableRegistration: process.env.KUMO_DISABLE_REGISTRATION === '1',
  enableEmail: process.env.KUMO_ENABLE_EMAIL === '1',
  // KUMO_TRUST_PROXY=1 behind a reverse proxy that sets X-Forwarded-For/-Proto/-Host (Misskey's trustProxy)
  trustProxy: process.env.KUMO_TRUST_PROXY === '1',
  // KUMO_ALLOWED_PRIVATE_NETWORKS=10.0.0.0/8,…: non-public ranges link previews and webhooks may reach
  allowedPrivateNetworks: (process.env.KUMO_ALLOWED_PRIVATE_NETWORKS ?? '').split(',').filter(Boolean),
});
const shownUrl = instance.url.replace('127.0.0.1', 'localhost');

console.log(`Kumo is running at ${shownUrl}`);
if (upstream) {
  console.log(`Proxy mode: API, streaming and media go to ${upstream}`);
} else {
  console.log(`Data folder: ${dataDir}`);
  console.log('');
  console.log('Demo accounts:');
  console.table(DEMO_ACCOUNTS.map((a) => ({ username: a.username, password: a.password, role: a.role })));
}

const stop = () => {
  void instance.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
