// bench/web: Lighthouse (mobile profile: simulated slow 4G, 4x slower CPU) on the main pages of
// the built app served by the real server, beside the bare Vite + React page of bench/bundle
// served the same way, as ratios. Three runs a page, medians. A benchmark, not a test.
//   node --import tsx bench/web.ts        (CHROMIUM_PATH, WEB_BENCH_RUNS to override;
//   WEB_BENCH_REPORTS=dir keeps every run's Lighthouse report there)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/demo/demo-users';
import { buildBareReact, removeBareReact } from './lib/bare-react';
import { cpuBlockingTime, type TraceEvent } from './lib/trace-blocking';

const root = resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.WEB_BENCH_RUNS ?? 3);
// Where to keep each run's full Lighthouse report (JSON), to see what a figure is made of.
const reportDir = process.env.WEB_BENCH_REPORTS;
if (reportDir) mkdirSync(reportDir, { recursive: true });
// WEB_BENCH_PAGES=/login,/home measures only those pages (the bare page is always measured).
const only = process.env.WEB_BENCH_PAGES?.split(',');
const wanted = (path: string) => !only || only.some((p) => path === p || path.startsWith(`${p}/`));
const appPort = 3411;
// Where the web app keeps its session (SESSION_STORAGE_KEY of its session store).
const SESSION_KEY = JSON.stringify('portal-session');
const barePort = 3412;
// The version the app's API calls carry (SPEC §7's appversion header).
const appVersion = (
  JSON.parse(readFileSync(join(root, 'apps/web/package.json'), 'utf8')) as { version: string }
).version;

/** What a signed-in browser keeps: the session in storage and the page-session cookie. */
interface SignedIn {
  session: string;
  cookie: { name: string; value: string };
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** TBT from the main thread's CPU time rather than wall time (lib/trace-blocking.ts). */
  cpuTbt: number;
  bytes: number;
}

/** Lighthouse runs of a page that may fail (and be made again) before the bench gives up. */
const MAX_FAILED_RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Lighthouse `runs` times on `url`, each in a browser context of its own, so that no run finds
 * anything in a cache (Network.clearBrowserCache leaves the renderer's memory cache, which kept
 * chunks of the log-in page for the first run); `session` is put into its localStorage first.
 */
async function measure(browser: Browser, url: string, signedIn?: SignedIn): Promise<Figures> {
  const all: Figures[] = [];
  let failed = 0;
  for (let i = 0; i < runs; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (signedIn) {
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate(
        `localStorage.setItem(${SESSION_KEY}, ${JSON.stringify(signedIn.session)})`,
      );
      await page.setCookie(
        { ...signedIn.cookie, url: new URL('/', url).href, httpOnly: true },
        // What the app writes on the phone it logged in on: the layout its screen shows.
        { name: 'portal_layout', value: 'mobile', url: new URL('/', url).href },
      );
    }
    const result = await lighthouse(
      url,
      {
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(signedIn),
        logLevel: 'error',
      },
      undefined,
      page,
    );
    await context.close();
    const lhr = result!.lhr;
    // Lighthouse sometimes loses its own trace (NO_NAVSTART) and reports no figures: such a run
    // is made again rather than counted (a few times at most), or its NaN would skew the median.
    if (lhr.runtimeError) {
      if (++failed > MAX_FAILED_RUNS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      console.warn(`${url}: run ${i + 1} failed (${lhr.runtimeError.code}); running it again`);
      i -= 1;
      continue;
    }
    const trace = (result!.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    if (reportDir) {
      const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
      writeFileSync(join(reportDir, `${new URL(url).port}${name}-${i}.json`), JSON.stringify(lhr));
      // The run's trace too, to see which tasks a figure is made of (chrome://tracing opens it).
      if (trace)
        writeFileSync(
          join(reportDir, `${new URL(url).port}${name}-${i}.trace.json`),
          JSON.stringify(trace),
        );
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    all.push({
      score: (lhr.categories.performance?.score ?? 0) * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
      cpuTbt: trace ? cpuBlockingTime(trace.traceEvents) : NaN,
      bytes: audit('total-byte-weight'),
    });
  }
  const pick = (k: keyof Figures) => median(all.map((f) => f[k]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    cpuTbt: pick('cpuTbt'),
    bytes: pick('bytes'),
  };
}

async function startApp(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${appPort}/readyz`)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('the app did not start within 60 s');
}

/** Logs the demo pharmacist in through the form; the session and cookie it got, to reuse. */
async function logIn(browser: Browser): Promise<SignedIn> {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${appPort}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type=email], input[name=email]').fill(DEMO_ACCOUNTS[0]!.email);
  await page.locator('input[type=password]').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.locator('button[type=submit]').click(),
  ]);
  if (!page.url().endsWith('/home')) throw new Error(`log-in ended on ${page.url()}`);
  const session = (await page.evaluate(`localStorage.getItem(${SESSION_KEY})`)) as string | null;
  const cookie = (await page.cookies()).find((c) => c.name === 'portal_session');
  await page.close();
  if (!session || !cookie) throw new Error('the log-in stored no session');
  return { session, cookie: { name: cookie.name, value: cookie.value } };
}

/** The page of the first upcoming webinar, asked of the API as the signed-in pharmacist. */
async function firstWebinarPage(signedIn: SignedIn): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${appPort}/api/webinar/get?limit=1`, {
    headers: {
      authorization: `Bearer ${signedIn.cookie.value}`,
      panel: 'doctor',
      appversion: appVersion,
    },
  });
  const webinar = ((await res.json()) as { data?: { _id: string }[] }).data?.[0];
  if (!webinar) throw new Error(`no webinar to measure (${res.status})`);
  return `/education/webinar/${webinar._id}`;
}

/** Serves the bare page as the app is served: the build's brotli copies, index.html at /. */
function serveBare(dist: string): Server {
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };
  return createServer((req, res) => {
    const path = req.url === '/' || !req.url ? '/index.html' : req.url.split('?')[0]!;
    const file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file)) return void res.writeHead(404).end();
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'])) && existsSync(`${file}.br`);
    res.writeHead(200, {
      'content-type': types[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream',
      vary: 'accept-encoding',
      ...(br ? { 'content-encoding': 'br' } : {}),
    });
    res.end(readFileSync(br ? `${file}.br` : file));
  });
}

const row = (name: string, f: Figures, base?: Figures) => {
  const r = (a: number, b: number) => (base ? (a / b).toFixed(2).padStart(6) : '     -');
  return (
    `${name.padEnd(24)} ${f.score.toFixed(0).padStart(5)} ${(f.fcp / 1000).toFixed(2).padStart(6)} s ` +
    `${(f.lcp / 1000).toFixed(2).padStart(6)} s ${f.cls.toFixed(3).padStart(6)} ${f.tbt.toFixed(0).padStart(6)} ms ` +
    `${(f.bytes / 1024).toFixed(0).padStart(6)} KB  ${r(f.fcp, base?.fcp ?? 1)} ${r(f.lcp, base?.lcp ?? 1)} ${r(f.bytes, base?.bytes ?? 1)}` +
    `  ${f.cpuTbt.toFixed(0).padStart(6)} ms`
  );
};

async function main() {
  console.log('Building the web app and the bare React page…');
  const webDir = join(root, 'apps/web');
  // React Router's build of the web app, as `npm run build` makes it.
  execFileSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: webDir,
    stdio: 'ignore',
  });
  const bareDist = await buildBareReact();

  const bare = serveBare(bareDist);
  await new Promise<void>((done) => bare.listen(barePort, '127.0.0.1', done));

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const app = await startApp(dataDir);
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: [string, Figures][] = [];
    const baseline = await measure(browser, `http://127.0.0.1:${barePort}/`);
    for (const path of ['/', '/login'].filter(wanted)) {
      results.push([path, await measure(browser, `http://127.0.0.1:${appPort}${path}`)]);
    }
    const signedIn = await logIn(browser);
    const privatePages = [
      '/home',
      '/newsfeed',
      '/community/chat',
      '/products',
      '/education',
      await firstWebinarPage(signedIn),
      // Bookings (issue 30): the doctor's appointments, prefetched with the payment account.
      '/appointment/list',
    ].filter(wanted);
    for (const path of privatePages) {
      const name = path.replace(/\/[0-9a-f-]{36}$/, '/:id');
      results.push([name, await measure(browser, `http://127.0.0.1:${appPort}${path}`, signedIn)]);
    }

    console.log(
      `\nLighthouse ${runs} runs a page, medians (mobile: slow 4G, 4x CPU); ratios to the bare React page`,
    );
    console.log(
      'page                     score    FCP       LCP      CLS    TBT       bytes    FCP x  LCP x bytes x  TBT cpu',
    );
    console.log(row('bare React', baseline));
    for (const [path, f] of results) console.log(row(path, f, baseline));
    console.log(
      '\nTargets: score >= 95, LCP <= 1.8 s, CLS <= 0.02, TBT <= 150 ms; /login <= 200 KB in all.',
    );
    console.log(
      "TBT cpu: the same count over the main thread's CPU time, not wall time (lib/trace-blocking.ts):\n" +
        'what the page itself costs; the gap to TBT is time its thread waited for a core.',
    );
  } finally {
    await browser.close();
    app.kill('SIGTERM');
    await new Promise((done) => bare.close(done));
    removeBareReact();
    await new Promise((r) => app.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
