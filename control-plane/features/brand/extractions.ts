/**
 * Brand extraction from a website (job kind `brand_kit_extract`): a POST answers at once with a
 * job receipt; in the background the page and its linked stylesheets are fetched through the
 * egress guard under one budget (20 s for the whole inspection), parsed, and the job ends
 * `succeeded` with the tokens. A page that cannot be read (refused by the guard, not 2xx, not
 * HTML, too slow) is no error: the job still succeeds, with empty token arrays and `skipped`
 * saying why. No kit is stored; a URL's result is kept in `brand_pages` and reused for five minutes
 * by every replica.
 * While an inspection runs, its job and URL are kept in `brand_extractions`, so a control plane
 * that restarts inspects them again (see recover).
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import { newId } from '../../../shared/ids.ts';
import { BackgroundRuns, forEachInAllOrgs } from '../../store/background-runs.ts';
import type { Jobs, StoredJob, JobKindDoc } from '../../job-records/jobs.ts';
import { type DocumentStore, type OrgCollection, StoreError, type SystemScoped } from '../../store/index.ts';
import { type EgressGuard, guardedRequest, readBounded } from '../../http/egress.ts';
import type { ColorToken, FontToken, LogoCandidate } from './page-tokens.ts';

/** The job kind a brand extraction's receipt carries. */
export const brandExtractJobKind = 'brand_kit_extract';
/** The kind with what it does, for the Job view's documentation. */
export const brandExtractJobKindDoc: JobKindDoc = { kind: brandExtractJobKind, does: "a website's brand tokens" };

export interface BrandTokens {
  /** The URL asked for, and the one that answered (after redirects). */
  url: string;
  finalUrl: string | null;
  title: string | null;
  description: string | null;
  colors: ColorToken[];
  fonts: FontToken[];
  logos: LogoCandidate[];
  /** Why nothing was read (refused, not found, not HTML, too slow); null when the page was read. */
  skipped: string | null;
  /** Stylesheets read, and those left out (failed, or past the budget). */
  stylesheets: { read: number; failed: number };
  inspectedAt: string;
}

export interface BrandExtractionOptions {
  /** The whole inspection, page and stylesheets (default 20 s). */
  budgetMs?: number;
  /** How long one URL's result is reused (default 5 min). */
  reuseMs?: number;
  /** Certificate authorities to trust instead of the system's (a test site's self-signed certificate). */
  ca?: string | Buffer;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

const maxPageBytes = 3 * 2 ** 20;
const maxStylesheetBytes = 2 * 2 ** 20;
const maxStylesheets = 16;
const htmlTypes = /^(text\/html|application\/xhtml\+xml)\b/i;

class Unreadable extends Error {}

/** An inspection under way: its document id is its job's id. */
interface PendingExtraction {
  url: string;
}

/** A page's tokens as some replica read them at `at` (ms); its id is made from the URL. */
interface ReadPage {
  url: string;
  tokens: BrandTokens;
  at: number;
}

export class BrandExtractions {
  private readonly runs = new BackgroundRuns();
  private readonly pending: OrgCollection<PendingExtraction>;
  private readonly pages: SystemScoped<ReadPage>;
  /** Inspections this process is running, so that one URL asked for twice at once is read once. */
  private readonly reading = new Map<string, Promise<BrandTokens>>();
  private readonly budgetMs: number;
  private readonly reuseMs: number;

  constructor(store: DocumentStore, private readonly deps: { jobs: Jobs; egress: EgressGuard }, private readonly options: BrandExtractionOptions = {}) {
    this.pending = store.orgCollection<PendingExtraction>({ name: 'brand_extractions', idPrefix: 'bxr' });
    this.pages = store.systemCollection<ReadPage>({ name: 'brand_pages', idPrefix: 'bpg', indexes: [['at']] });
    this.budgetMs = options.budgetMs ?? 20_000;
    this.reuseMs = options.reuseMs ?? 5 * 60_000;
  }

  /** Checks the URL's form (400 naming body.url) and starts the job; its result arrives in the background. */
  async start(orgId: string, rawUrl: string): Promise<StoredJob> {
    const url = normalizedUrl(rawUrl);
    const job = await this.deps.jobs.start(orgId, { kind: brandExtractJobKind, jobKey: `brand-extract:${newId('bx')}`, readPermission: 'projects:read' });
    await this.pending.forOrg(orgId).insert({ url }, { id: job.id });
    this.launch(orgId, job.id, url);
    return job;
  }

  /** Inspects again what a stopped control plane left under way (finishing a job twice changes nothing). */
  async recover(): Promise<number> {
    return forEachInAllOrgs(this.pending, {}, (doc) => this.launch(doc.orgId, doc.id, doc.url));
  }

  private launch(orgId: string, jobId: string, url: string): void {
    this.runs.start(jobId, async () => {
      try {
        const tokens = await this.tokens(url);
        await this.deps.jobs.finish(orgId, jobId, { status: 'succeeded', result: { ...tokens } });
        await this.pending.forOrg(orgId).delete(jobId);
      } catch (err) {
        // The store failed: the pending record stays, and the next start inspects the URL again.
        this.options.log?.('brand extraction could not record its result', { jobId, error: (err as Error).message });
      }
    });
  }

  /** The tokens of a page: from the last five minutes when some replica read it then, else read now. */
  tokens(url: string): Promise<BrandTokens> {
    const running = this.reading.get(url);
    if (running) return running;
    const tokens = this.readOrReuse(url).finally(() => this.reading.delete(url));
    this.reading.set(url, tokens);
    return tokens;
  }

  private async readOrReuse(url: string): Promise<BrandTokens> {
    const id = `bpg_${createHash('sha256').update(url).digest('base64url').slice(0, 27)}`;
    const at = Date.now();
    const kept = await this.pages.get(id);
    if (kept && at - kept.at < this.reuseMs) return kept.tokens;
    // Whatever goes wrong, the answer is tokens: an empty set saying why.
    const tokens = await this.inspect(url).catch((err: unknown) => emptyTokens(url, `the page could not be read: ${(err as Error).message}`));
    const page: ReadPage = { url, tokens, at };
    if ((await this.pages.update(id, { set: { ...page } })).status === 'not_found') {
      try {
        await this.pages.insert(page, { id });
      } catch (err) {
        // Another replica kept the same page meanwhile: either reading will do.
        if (!(err instanceof StoreError && err.code === 'duplicate')) throw err;
      }
    }
    await this.forgetStale(at);
    return tokens;
  }

  /** Drops some pages past their reuse, so the collection holds about what can still be reused. */
  private async forgetStale(now: number): Promise<void> {
    const { items } = await this.pages.list({ where: { at: { $lt: now - this.reuseMs } }, limit: 50, order: 'oldest' });
    for (const page of items) await this.pages.delete(page.id, { where: { at: page.at } });
  }

  /** Resolves when every extraction this process started has ended (tests, shutdown). */
  idle(): Promise<void> {
    return this.runs.idle();
  }

  private async inspect(url: string): Promise<BrandTokens> {
    const deadline = Date.now() + this.budgetMs;
    let page: { text: string; url: string };
    try {
      page = await this.fetchText(url, deadline, { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', types: htmlTypes, maxBytes: maxPageBytes });
    } catch (err) {
      const reason = Date.now() >= deadline ? `the page did not answer within ${this.budgetMs / 1000} s` : (err as Error).message;
      this.options.log?.('brand extraction read nothing', { url, reason });
      return emptyTokens(url, reason);
    }
    // The HTML and CSS parsers load on the first extraction, not at every control plane start.
    const { readPage, StyleTally } = await import('./page-tokens.ts');
    const facts = readPage(page.text, page.url);
    const tally = new StyleTally();
    for (const css of facts.inlineCss) tally.addStylesheet(css, page.url);
    for (const declarations of facts.inlineDeclarations) tally.addDeclarations(declarations);
    for (const color of facts.themeColors) tally.addThemeColor(color);
    for (const family of facts.webFontFamilies) tally.addWebFontFamily(family);
    const stylesheets = { read: 0, failed: 0 };
    // Linked sheets are read in parallel, then the sheets they @import (one level), all under the same deadline.
    const seen = new Set<string>();
    let wave = facts.stylesheetUrls;
    for (let depth = 0; depth < 2 && wave.length > 0; depth++) {
      const batch = wave.filter((u) => !seen.has(u)).slice(0, maxStylesheets - seen.size);
      for (const u of batch) seen.add(u);
      const sheets = await Promise.allSettled(batch.map((u) => this.fetchText(u, deadline, { accept: 'text/css,*/*;q=0.1', types: /^text\/css\b/i, maxBytes: maxStylesheetBytes })));
      const next: string[] = [];
      for (const sheet of sheets) {
        if (sheet.status === 'rejected') { stylesheets.failed++; continue; }
        stylesheets.read++;
        next.push(...tally.addStylesheet(sheet.value.text, sheet.value.url));
      }
      wave = next;
    }
    stylesheets.failed += wave.filter((u) => !seen.has(u)).length;
    const { colors, fonts } = tally.result();
    return {
      url, finalUrl: page.url, title: facts.title, description: facts.description, colors, fonts, logos: facts.logos.slice(0, 8),
      skipped: null, stylesheets, inspectedAt: new Date().toISOString(),
    };
  }

  /** GETs a URL through the egress guard before `deadline`; refuses a non-2xx answer or another content type. */
  private async fetchText(url: string, deadline: number, expect: { accept: string; types: RegExp; maxBytes: number }): Promise<{ text: string; url: string }> {
    const left = deadline - Date.now();
    if (left <= 0) throw new Unreadable('the inspection budget is spent');
    const { response, url: answered } = await guardedRequest(this.deps.egress, url, {
      method: 'GET', headers: { accept: expect.accept }, timeoutMs: left, maxRedirects: 5, ...(this.options.ca === undefined ? {} : { ca: this.options.ca }),
    });
    const status = response.statusCode ?? 0;
    const type = String(response.headers['content-type'] ?? '');
    if (status < 200 || status > 299) { response.resume(); throw new Unreadable(`${answered} answered ${status}`); }
    if (!expect.types.test(type.trim())) { response.resume(); throw new Unreadable(`${answered} is ${type.split(';')[0] || 'of no stated type'}, not ${expect.types === htmlTypes ? 'an HTML page' : 'a stylesheet'}`); }
    const body = await readBounded(response, { deadline, maxBytes: expect.maxBytes });
    return { text: decode(body, type), url: answered };
  }
}

/** The body as text in the charset its content type names (UTF-8 when it names none, or one unknown). */
function decode(body: Buffer, contentType: string): string {
  const charset = /;\s*charset="?([\w.:-]+)"?/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function emptyTokens(url: string, skipped: string): BrandTokens {
  return { url, finalUrl: null, title: null, description: null, colors: [], fonts: [], logos: [], skipped, stylesheets: { read: 0, failed: 0 }, inspectedAt: new Date().toISOString() };
}

/** The URL as the cache and the guard see it: absolute, http(s), without its fragment; 400 naming body.url otherwise. */
export function normalizedUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError(400, 'validation_failed', `'${raw.slice(0, 200)}' is not an absolute URL`, { fields: [{ path: 'body.url', problem: 'must be an absolute http(s) URL' }] });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AppError(400, 'validation_failed', `a website URL must use https or http (got ${url.protocol.replace(':', '')})`, { fields: [{ path: 'body.url', problem: 'must be an absolute http(s) URL' }] });
  }
  url.hash = '';
  return url.toString();
}
