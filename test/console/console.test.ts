/**
 * The web console in a browser (Debian's chromium through playwright-core) against a live
 * embedded server (`framefleet serve` with a local worker), used as a person does: sign in with
 * a key, create a key with two permissions (its secret shown once), upload a picture, render a
 * template from the gallery's form, watch the render complete and play it, then sign out.
 * Every page loads without console errors or CSP violations, passes axe-core's serious and
 * critical rules, and is photographed at 1280×800 into build/console-screenshots/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type EmbeddedServe, startEmbeddedServe } from '../support/embedded-serve.ts';
import { until } from '../support/wait.ts';
import { echoChallenge, Receiver } from '../webhooks/receiver.ts';

const root = new URL('../../', import.meta.url).pathname;
const screenshotDir = join(root, 'build/console-screenshots');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Ctx {
  server: EmbeddedServe; base: string; key: string; otherKey: string; receiver: Receiver; browser: Browser; context: BrowserContext; page: Page;
  /** Console errors, page errors and CSP violations seen since the last `takeProblems`. */
  problems: string[];
}

const test = suite<Ctx>('console: a person signs in, renders a template, signs out');

async function api(ctx: Ctx, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${ctx.base}${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() as any };
}

/** A picture to upload: a gradient with a mark, as PNG. */
function picture(): Buffer {
  const canvas = createCanvas(640, 360);
  const g = canvas.getContext('2d');
  const gradient = g.createLinearGradient(0, 0, 640, 360);
  gradient.addColorStop(0, '#1b57c4');
  gradient.addColorStop(1, '#f2b705');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 640, 360);
  g.fillStyle = '#ffffff';
  g.beginPath();
  g.arc(320, 180, 90, 0, Math.PI * 2);
  g.fill();
  return canvas.toBuffer('image/png');
}

/** The card template the gallery renders: a title over a picture, both parameters. */
const cardTemplate = {
  slug: 'console-card', name: 'Console card', description: 'A title over a picture', posterSec: 1,
  timeline: {
    output: { width: 640, height: 360, fps: 24, background: { $param: 'background' } },
    tracks: [
      { clips: [{ kind: 'image', start: 0, duration: 2, src: { $param: 'picture' }, opacity: 0.7 }] },
      { clips: [{ kind: 'text', start: 0, duration: 2, text: { $param: 'title' }, style: { fontSize: 56, color: '#ffffff' } }] },
    ],
  },
  parameters: [
    { name: 'title', kind: 'text', required: true, description: 'The words on the card' },
    { name: 'background', kind: 'colour', default: '#0f172a' },
    { name: 'picture', kind: 'media', mediaKind: 'image', default: { sample: true } },
  ],
};

function takeProblems(ctx: Ctx): string[] {
  return ctx.problems.splice(0);
}

/** Runs axe-core in the page (evaluated by the browser's devtools, which the page's CSP does not govern) and answers its serious and critical violations. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  // A string: it runs in the browser, where `axe` and `document` are.
  const violations = await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.impact + ' ' + v.id + ': ' + v.help + ' (' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ') + ')'))`) as string[];
  return violations;
}

/** Checks the page as it stands now (no console errors, no CSP violations, axe) and photographs it. */
async function checkPage(ctx: Ctx, name: string): Promise<void> {
  await ctx.page.waitForLoadState('networkidle');
  // The loading placeholders are gone: the page shows its data or its empty state.
  await until(`${name} to finish loading`, 15_000, async () => (await ctx.page.locator('text=Loading…').count()) === 0);
  const violations = await accessibilityViolations(ctx.page);
  assert.equal(violations, [], `${name}: accessibility violations\n${violations.join('\n')}`);
  mkdirSync(screenshotDir, { recursive: true });
  await ctx.page.screenshot({ path: join(screenshotDir, `${name}.png`) });
  const problems = takeProblems(ctx);
  assert.equal(problems, [], `${name}: console errors or CSP violations\n${problems.join('\n')}`);
}

async function openFromNavigation(ctx: Ctx, title: string, path: string): Promise<void> {
  await ctx.page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: title, exact: true }).click();
  await ctx.page.waitForURL(`${ctx.base}${path}`);
  await ctx.page.getByRole('heading', { level: 1, name: title }).waitFor();
}

test.before(async (ctx) => {
  ctx.problems = [];
  ctx.receiver = await new Receiver().start();
  ctx.server = await startEmbeddedServe('console-acme', { env: { FRAMEFLEET_WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
  ctx.base = ctx.server.url;
  ctx.key = ctx.server.key;
  ctx.otherKey = ctx.server.createKey('console-other');
  ctx.browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  ctx.context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  // CSP violations reach the page as events; report them with the console's errors.
  await ctx.context.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' blocked ' + e.blockedURI));`);
  ctx.page = await ctx.context.newPage();
  ctx.page.on('console', (message) => { if (message.type() === 'error') ctx.problems.push(`console: ${message.text()}`); });
  ctx.page.on('pageerror', (err) => ctx.problems.push(`page error: ${err.message}`));
});

test.after(async (ctx) => {
  await ctx.browser?.close();
  await ctx.receiver?.close();
  await ctx.server?.stop();
});

test('sign in, create a key, upload a picture, render a template from the gallery, play it, visit every page, sign out', async (ctx) => {
  const { page } = ctx;
  const published = await api(ctx, ctx.key, 'POST', '/v1/templates', cardTemplate);
  assert.is(published.status, 201, JSON.stringify(published.body));
  const hook = await api(ctx, ctx.key, 'POST', '/v1/webhooks', { url: ctx.receiver.on('/hook', echoChallenge), events: ['render.completed'], settleMs: 0 });
  assert.is(hook.body.status, 'active', JSON.stringify(hook.body));
  const foreign = await api(ctx, ctx.otherKey, 'POST', '/v1/renders', { composition: { output: { width: 320, height: 180, fps: 24 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'not yours' }] }] } });
  assert.is(foreign.status, 202, JSON.stringify(foreign.body));

  // A page without a session leads to sign-in, which says nothing was wrong yet.
  await page.goto(`${ctx.base}/usage`);
  await page.waitForURL(`${ctx.base}/sign-in?next=%2Fusage`);
  await page.getByRole('heading', { name: 'Sign in to framefleet' }).waitFor();
  await checkPage(ctx, 'sign-in');
  await page.getByLabel('API key with account access').fill('svc_live_notarealkeynotarealkeynotareal12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
  takeProblems(ctx); // the refused sign-in's 401 is logged by the browser as a failed request
  await page.getByLabel('API key with account access').fill(ctx.key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${ctx.base}/usage`);
  await page.getByRole('heading', { level: 1, name: 'Usage' }).waitFor();
  const cookies = await ctx.context.cookies();
  const session = cookies.find((c) => c.name === 'framefleet_console');
  assert.ok(session, 'the session cookie is set');
  assert.is(session!.httpOnly, true);
  assert.is(session!.sameSite, 'Strict');
  assert.not.ok(await page.evaluate(`document.cookie.includes('framefleet_console')`), 'scripts cannot read the session cookie');
  const stored = await page.evaluate(`JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })`) as string;
  assert.not.ok(stored.includes(ctx.key), 'the key is kept in no browser storage');

  // API keys: two permissions, the secret shown once.
  await openFromNavigation(ctx, 'API keys', '/api-keys');
  await page.getByLabel('Name').fill('CI renders');
  await page.getByLabel('renders:read').check();
  await page.getByLabel('media:write').check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('new-key-secret').textContent())!.trim();
  assert.match(secret, /^svc_live_[0-9A-Za-z]{32}$/);
  await checkPage(ctx, 'api-keys');
  const created = await api(ctx, secret, 'GET', '/v1/renders');
  assert.is(created.status, 200, 'the new key reads renders');
  assert.is((await api(ctx, secret, 'GET', '/v1/projects')).status, 403, 'and holds only the two permissions');
  await page.getByRole('row', { name: /CI renders/ }).getByText('media:write, renders:read').waitFor();
  await page.getByRole('button', { name: 'I have stored it' }).click();
  assert.is(await page.getByText(secret).count(), 0, 'the secret is gone once dismissed');
  await page.reload();
  await page.getByRole('row', { name: /CI renders/ }).waitFor();
  assert.is(await page.getByText(secret).count(), 0, 'and never shown again');

  // Media: upload a picture, with its progress bar.
  await openFromNavigation(ctx, 'Media library', '/media');
  await page.getByLabel('File (video, image or audio)').setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: picture() });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('status').filter({ hasText: 'Uploaded sunrise.png' }).waitFor({ timeout: 60_000 });
  await page.getByRole('img', { name: 'Thumbnail of sunrise.png' }).waitFor({ timeout: 30_000 });
  await until('the thumbnail to load', 15_000, () => page.getByRole('img', { name: 'Thumbnail of sunrise.png' }).evaluate((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0));
  await checkPage(ctx, 'media');

  // Templates: the gallery's form renders the card with the uploaded picture.
  await openFromNavigation(ctx, 'Templates', '/templates');
  await checkPage(ctx, 'templates');
  await page.getByRole('button', { name: 'Use template Console card' }).click();
  const form = page.getByRole('form', { name: 'Render Console card' });
  await form.getByLabel('title (required)').fill('Made in the console');
  await form.getByLabel('picture').selectOption({ label: await form.getByLabel('picture').locator('option', { hasText: 'sunrise.png' }).textContent() ?? '' });
  await checkPage(ctx, 'template-form');
  await form.getByRole('button', { name: 'Render' }).click();
  await page.waitForURL(/\/renders\/rnd_[0-9A-Za-z]+$/);
  const renderId = page.url().split('/').pop()!;

  // The render's page follows its progress to complete, then plays the output.
  const badges = new Set<string>();
  const video = page.getByRole('region', { name: 'Output' }).locator('video');
  await until('the render to complete', 240_000, async () => {
    badges.add((await page.getByRole('region', { name: 'Details' }).locator('.badge').first().textContent().catch(() => '')) ?? '');
    return (await video.count()) > 0;
  }, 200);
  assert.ok(badges.has('complete') || (await page.getByRole('region', { name: 'Details' }).locator('.badge').first().textContent()) === 'complete', `statuses seen: ${[...badges].join(', ')}`);
  const progress = await page.getByRole('region', { name: 'Details' }).getByRole('progressbar').getAttribute('value');
  assert.is(progress, '100');
  const duration = await until('the video to report its duration', 30_000, () => video.evaluate((v: { duration: number }) => (Number.isFinite(v.duration) && v.duration > 0 ? v.duration : false)));
  assert.ok(Math.abs(duration - 2) < 0.2, `the output plays for about 2 s (${duration})`);
  await video.evaluate((v: { play(): Promise<void> }) => v.play());
  await until('the video to play', 10_000, () => video.evaluate((v: { currentTime: number }) => v.currentTime > 0));
  await checkPage(ctx, 'render');
  const view = await api(ctx, ctx.key, 'GET', `/v1/renders/${renderId}`);
  assert.is(view.body.status, 'complete');
  assert.is(view.body.templateId, published.body.id);

  // Every page of the navigation, and every surface /v1/me names, loads clean.
  for (const [title, path, name] of [['Overview', '/', 'overview'], ['Renders', '/renders', 'renders'], ['Templates', '/templates', 'templates'],
    ['Usage', '/usage', 'usage'], ['Billing', '/billing', 'billing']] as const) {
    await openFromNavigation(ctx, title, path);
    await checkPage(ctx, name);
  }
  // The component catalog draws a component's preview on the render worker.
  await openFromNavigation(ctx, 'Components', '/components');
  await page.getByRole('button', { name: 'Preview Lower third' }).click();
  const preview = page.getByLabel('Preview of Lower third');
  await preview.waitFor({ timeout: 120_000 });
  await until('the preview to play', 30_000, () => preview.evaluate((v: { readyState: number }) => v.readyState >= 2));
  await checkPage(ctx, 'components');

  // Webhooks: the endpoint, verified, with the render's delivery.
  await until('the render.completed delivery', 30_000, () => ctx.receiver.events('/hook').length > 0);
  await openFromNavigation(ctx, 'Webhooks', '/webhooks');
  await page.getByRole('row', { name: /\/hook/ }).getByText('verified').waitFor();
  await page.getByRole('button', { name: 'Deliveries' }).click();
  await page.getByRole('region', { name: /Recent deliveries/ }).getByRole('row', { name: /render\.completed/ }).getByText('delivered').waitFor({ timeout: 15_000 });
  await checkPage(ctx, 'webhooks');

  // The renders across projects list the template's render, complete.
  await openFromNavigation(ctx, 'Renders', '/renders');
  await page.getByRole('row', { name: new RegExp(renderId) }).getByText('complete').waitFor();
  const me = await api(ctx, ctx.key, 'GET', '/v1/me');
  const surfaces = Object.entries(me.body.surfaces).filter(([, url]) => url !== null) as [string, string][];
  assert.equal(surfaces.map(([name]) => name).sort(), ['apiKeys', 'billing', 'console', 'usage']);
  for (const [name, url] of surfaces) {
    const response = await page.goto(url);
    assert.is(response?.status(), 200, `${name}: ${url}`);
    await page.locator('main h1').waitFor();
    await checkPage(ctx, `surface-${name}`);
  }

  // Another org's render is not found, exactly as an unknown one.
  const notFound = await page.goto(`${ctx.base}/renders/${foreign.body.id}`);
  assert.is(notFound?.status(), 404);
  await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
  takeProblems(ctx); // the browser logs the page's own 404 and the API's
  await checkPage(ctx, 'not-found');

  // The API reference.
  await page.goto(`${ctx.base}/docs`);
  await page.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 });
  await page.locator('.opblock-summary-path').first().waitFor();
  await ctx.page.waitForLoadState('networkidle');
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, 'docs.png') });
  assert.equal(takeProblems(ctx), [], 'the reference page loads without errors or CSP violations');

  // Sign out: the session ends server-side, so the old cookie no longer works.
  await page.goto(`${ctx.base}/`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${ctx.base}/sign-in`);
  const afterSignOut = await fetch(`${ctx.base}/v1/me`, { headers: { cookie: `${session!.name}=${session!.value}` } });
  assert.is(afterSignOut.status, 401);
  await page.goto(`${ctx.base}/billing`);
  await page.waitForURL(`${ctx.base}/sign-in?next=%2Fbilling`);
});

test.run();
