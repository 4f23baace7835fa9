/**
 * A small company website served over https with a self-signed certificate (made with openssl
 * for 127.0.0.1), for brand extraction: a home page with a title, description, theme-color, a
 * logo, an icon, a web-font link and a stylesheet of custom properties that @imports another.
 * Beside it: a 404, a PDF, and a page that answers only after 25 s. `ca` is the certificate a
 * client must trust to reach it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const brandSitePages: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Acme Rockets — launch day, every day</title>
  <meta name="description" content="Acme Rockets builds reusable rockets for small satellites.">
  <meta name="theme-color" content="#FF3366">
  <link rel="preconnect" href="https://fonts.gstatic.com">
  <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Playfair+Display:ital,wght@0,700;1,700&family=Inter:wght@400;600&display=swap">
  <link rel="stylesheet" href="/css/site.css">
  <link rel="icon" href="/favicon.png">
  <style>.hero { background: #0B1F3A; }</style>
</head>
<body>
  <header><a class="site-logo" href="/"><img src="/img/acme-logo.svg" alt="Acme Rockets"></a></header>
  <main class="hero"><h1>Launch day, every day</h1><p style="color: rgb(255 255 255 / 90%)">Rides to orbit for small satellites.</p></main>
</body>
</html>`,
  },
  '/css/site.css': {
    type: 'text/css',
    body: `@import url("/css/type.css");
:root {
  --brand-primary: #ff3366;
  --brand-ink: #112233;
  --brand-accent: hsl(45, 100%, 50%);
  --font-heading: "Playfair Display", Georgia, serif;
}
body { color: var(--brand-ink); background: #ffffff; }
h1, h2 { font-family: var(--font-heading); color: var(--brand-primary); }
a { color: var(--brand-primary); }
.button { background: var(--brand-primary); border-color: var(--brand-accent); }
.badge { background: var(--brand-accent); }
footer { background: var(--brand-ink); }`,
  },
  '/css/type.css': {
    type: 'text/css',
    body: `@font-face { font-family: "Acme Grotesk"; src: url("/fonts/acme-grotesk.woff2") format("woff2"); font-weight: 400; }
body { font: 400 16px/1.5 Inter, "Helvetica Neue", Arial, sans-serif; }
.label { font-family: "Acme Grotesk", Inter, sans-serif; }
code { font-family: ui-monospace, monospace; }`,
  },
  '/brochure.pdf': { type: 'application/pdf', body: '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n' },
};

export interface BrandSite {
  /** `https://127.0.0.1:PORT` */
  url: string;
  /** The PEM certificate to trust. */
  ca: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** How long `/slow` takes to answer. */
export const slowPageDelayMs = 25_000;

export async function startBrandSite(): Promise<BrandSite> {
  const dir = mkdtempSync(join(tmpdir(), 'brand-site-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const key = readFileSync(join(dir, 'key.pem'), 'utf8');
    const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
    const requests: string[] = [];
    const timers = new Set<NodeJS.Timeout>();
    const server: Server = createServer({ key, cert }, (req, res) => {
      const path = new URL(req.url ?? '/', 'https://site.test').pathname;
      requests.push(path);
      if (path === '/slow') {
        const timer = setTimeout(() => { timers.delete(timer); res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Finally</title>'); }, slowPageDelayMs);
        timers.add(timer);
        return;
      }
      const page = brandSitePages[path];
      if (!page) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><h1 style="color:#abcdef">Not found</h1>');
      res.writeHead(200, { 'content-type': page.type }).end(page.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `https://127.0.0.1:${port}`,
      ca: cert,
      requests,
      close: () => new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
