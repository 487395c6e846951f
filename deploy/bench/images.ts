/**
 * `make bench-images`: what a phone downloads for the landing page's first screen when the
 * hero background is a camera photo. It starts a stack of its own (demo content), uploads a
 * 4000×3000 JPEG of about 3 MB through the admin API (as the media library does), waits for its
 * variants, and runs Lighthouse (mobile, Debian Chromium) alternately on two heroes:
 *
 *   before: the original served as it is (the image URL with a query, which the page does not
 *           treat as a library image: what every visitor downloaded before variants existed);
 *   after:  the same image from the media library, as `<picture>` with AVIF/WebP variants.
 *
 * It prints the median of RUNS (3) of each: performance score, LCP, and the image bytes the
 * page transferred.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { API, type HeroData, type MediaFile } from '@rawi/proto';
import { ensureTools } from '../chart-wiring/manifests.ts';
import { freeStackPorts, startStack } from '../local/stack.ts';
import { freePorts } from '../../services/kit/src/dev/infra.ts';
import { jsonClient } from '../../services/kit/src/testing/http.ts';
import { launchChrome, lighthouseRun, median, type PageRun } from './lighthouse-support.ts';

const runs = Number(process.env.RUNS ?? 3);

/** A 4000×3000 photograph-like JPEG (smooth light with fine grain) of about 3 MB, with EXIF. */
async function cameraPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 28;
      const i = (y * width + x) * 3;
      raw[i] = 40 + (x / width) * 150 + grain;
      raw[i + 1] = 60 + (y / height) * 120 + grain;
      raw[i + 2] = 110 + Math.sin(x / 180) * 40 + grain;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A JSON call that must succeed (a 2xx, its reply checked against the route table): its body. */
async function api<T>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await jsonClient(base)<T>(method, path, { body, ...(token ? { token } : {}) });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

ensureTools('ferretdb', 'minio', 'nats-server');
const work = mkdtempSync(join(tmpdir(), 'rawi-bench-images-'));
const adminPassword = randomBytes(12).toString('base64url');
console.log('[bench-images] starting a stack of its own (demo content) …');
const stack = await startStack({
  dataDir: join(work, 'stack'),
  ports: await freeStackPorts(),
  infraPorts: await freePorts(),
  seedDemo: true,
  adminPassword,
  logLevel: 'warn',
});
const chrome = await launchChrome();
try {
  const base = stack.url;
  const username = stack.env.identity.ADMIN_USERNAME ?? 'admin';
  const { token } = await api<{ token: string }>(base, 'POST', API.login, undefined, {
    username,
    password: adminPassword,
  });
  const photo = await cameraPhoto();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'DSC_4000x3000.jpg');
  const media = await api<MediaFile>(base, 'POST', API.mediaUpload, token, form);
  const started = Date.now();
  for (;;) {
    const listed = (await api<MediaFile[]>(base, 'GET', API.media, token)).find((m) => m.id === media.id);
    if (listed?.variants.length) {
      console.log(
        `[bench-images] uploaded ${(photo.length / 1024 / 1024).toFixed(1)} MB, ${media.width}×${media.height}; ` +
          `${listed.variants.length} variants made in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
          listed.variants.map((v) => `${v.type.slice(6)} ${v.width}w`).join(', '),
      );
      break;
    }
    if (Date.now() - started > 120_000) throw new Error('variants not made within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const hero = (await api<{ data: HeroData }>(base, 'GET', API.content('hero', 'en'))).data;
  const heroes = {
    'before (original JPEG)': `${media.url}?original`,
    'after (AVIF/WebP variants)': media.url,
  };
  const results = new Map<string, PageRun[]>(Object.keys(heroes).map((name) => [name, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, backgroundImage] of Object.entries(heroes)) {
      await api(base, 'POST', API.contentSave, token, {
        section: 'hero',
        language: 'en',
        data: { ...hero, backgroundImage },
      });
      const run = await lighthouseRun(`${base}/`, chrome.port);
      results.get(name)?.push(run);
      console.log(
        `[bench-images] round ${round} ${name}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms (${run.lcpElement}), images ${run.imageKb.toFixed(0)} kB`,
      );
    }
  }

  console.log(
    `\nLighthouse mobile, median of ${runs}, landing page /, hero background 4000×3000 JPEG ` +
      `(${(photo.length / 1024 / 1024).toFixed(1)} MB); ${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, ${cpus()[0]?.model ?? ''}\n`,
  );
  console.log('| hero image | score | LCP | LCP element | image bytes | all bytes |');
  console.log('|---|---:|---:|---|---:|---:|');
  for (const [name, list] of results) {
    console.log(
      `| ${name} | ${median(list.map((r) => r.score))} | ${(median(list.map((r) => r.lcpMs)) / 1000).toFixed(2)} s | ${list[0]?.lcpElement ?? ''} | ` +
        `${median(list.map((r) => r.imageKb)).toFixed(0)} kB | ${median(list.map((r) => r.totalKb)).toFixed(0)} kB |`,
    );
  }
} finally {
  chrome.kill();
  await stack.stop();
  rmSync(work, { recursive: true, force: true });
}
