import { expect, test, vi } from 'vitest';
import { startErrorReports } from './error-reports.ts';

const config = { options: { dsn: 'https://key@errors.example/1', tracesSampleRate: 0 } };

test("the server's collector is started with its options, without personal data", async () => {
  const reporter = { init: vi.fn(), close: vi.fn() };
  startErrorReports(config, () => Promise.resolve(reporter));
  await vi.waitFor(() => expect(reporter.init).toHaveBeenCalled());
  expect(reporter.init.mock.calls[0]![0]).toMatchObject({
    dsn: 'https://key@errors.example/1',
    tracesSampleRate: 0,
    sendDefaultPii: false,
  });
});

test('stopping closes the collector, and a stop before it loaded means it never starts', async () => {
  const reporter = { init: vi.fn(), close: vi.fn() };
  const stop = startErrorReports(config, () => Promise.resolve(reporter));
  await vi.waitFor(() => expect(reporter.init).toHaveBeenCalled());
  stop();
  expect(reporter.close).toHaveBeenCalled();

  const late = { init: vi.fn(), close: vi.fn() };
  startErrorReports(config, () => Promise.resolve(late))();
  await new Promise((r) => setTimeout(r, 0));
  expect(late.init).not.toHaveBeenCalled();
});
