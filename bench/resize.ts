/**
 * Image auto-resize on upload (issue 6, spec P2 §9): a realistic 6000×4000 JPEG (gradients, shapes and
 * noise, encoded by the browser at quality 0.9) goes through the client's own resizeForUpload in Chromium.
 * The module is bundled from the client's source with esbuild, so the bench runs exactly the code the post
 * form runs. Reports the median time of a few runs and the sizes; no budget is set for it. Fails when the
 * file was not resized (the resizer falls back to the original on any error).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_FULL as CHROMIUM } from '../packages/e2e/support/browser.ts';
import { fitWithin } from '../packages/client/src/drive/image-resize.ts';
import { report } from './report.ts';

const WIDTH = 6000;
const HEIGHT = 4000;
const RUNS = 5;

interface RunResult {
  ms: number;
  size: number;
  type: string;
  name: string;
  width: number;
  height: number;
  sameFile: boolean;
}

/** The client's resizer as a script that sets `window.__kumoResize`. */
async function bundleResizer(): Promise<string> {
  const entry = fileURLToPath(new URL('../packages/client/src/drive/image-resize.ts', import.meta.url));
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__kumoResize',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

export async function resizeBench(): Promise<void> {
  const script = await bundleResizer();
  const expected = fitWithin(WIDTH, HEIGHT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('about:blank');
    await page.addScriptTag({ content: script });

    // the source photo: smooth gradients, a few shapes and per-pixel noise, like a camera image
    const inputSize = await page.evaluate(
      async ({ width, height }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d')!;
        const sky = ctx.createLinearGradient(0, 0, width * 0.3, height);
        sky.addColorStop(0, '#3b6fb6');
        sky.addColorStop(0.55, '#f2c58a');
        sky.addColorStop(1, '#2f4a2a');
        ctx.fillStyle = sky;
        ctx.fillRect(0, 0, width, height);
        // a fixed Park–Miller sequence (written out: named helpers do not survive the transfer to the page)
        let seed = 12345;
        const r: number[] = [];
        for (let i = 0; i < 400; i++) {
          for (let k = 0; k < 5; k++) r[k] = (seed = (seed * 16807) % 2147483647) / 2147483647;
          ctx.fillStyle = `hsla(${Math.floor(r[0]! * 360)}, 55%, ${30 + r[1]! * 40}%, 0.35)`;
          ctx.beginPath();
          ctx.arc(r[2]! * width, r[3]! * height, 40 + r[4]! * 500, 0, Math.PI * 2);
          ctx.fill();
        }
        const image = ctx.getImageData(0, 0, width, height);
        const px = image.data;
        for (let i = 0; i < px.length; i += 4) {
          seed = (seed * 16807) % 2147483647;
          const n = (seed / 2147483647 - 0.5) * 36;
          px[i] = px[i]! + n;
          px[i + 1] = px[i + 1]! + n;
          px[i + 2] = px[i + 2]! + n;
        }
        ctx.putImageData(image, 0, 0);
        const blob = await new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.9),
        );
        (window as unknown as { __photo: File }).__photo = new File([blob], 'photo.jpg', {
          type: 'image/jpeg',
        });
        canvas.width = 0;
        canvas.height = 0;
        return blob.size;
      },
      { width: WIDTH, height: HEIGHT },
    );

    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        await page.evaluate(async () => {
          const w = window as unknown as {
            __photo: File;
            __kumoResize: { resizeForUpload: (f: File) => Promise<File> };
          };
          const started = performance.now();
          const out = await w.__kumoResize.resizeForUpload(w.__photo);
          const ms = performance.now() - started;
          const bitmap = await createImageBitmap(out);
          const result = {
            ms,
            size: out.size,
            type: out.type,
            name: out.name,
            width: bitmap.width,
            height: bitmap.height,
            sameFile: out === w.__photo,
          };
          bitmap.close();
          return result;
        }),
      );
    }

    for (const run of runs) {
      if (
        run.sameFile ||
        run.type !== 'image/jpeg' ||
        run.name !== 'photo.jpg' ||
        run.width !== expected.width ||
        run.height !== expected.height ||
        run.size >= inputSize
      ) {
        throw new Error(
          `the image was not resized to ${expected.width}×${expected.height}: ${JSON.stringify(run)}` +
            (errors.length > 0 ? `; page errors: ${errors.join(' | ')}` : ''),
        );
      }
    }
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `resize ${WIDTH}×${HEIGHT} JPEG ${(inputSize / 1024).toFixed(0)} KB -> ` +
        `${runs[0]!.width}×${runs[0]!.height} JPEG; runs ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
    report('resize-6000x4000-ms', Math.round(median), 'ms', null);
    report('resize-6000x4000-input', inputSize / 1024, 'KB', null);
    report('resize-6000x4000-output', runs[0]!.size / 1024, 'KB', null);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await resizeBench();
