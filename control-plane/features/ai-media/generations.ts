/**
 * Generating media (`POST /v1/media/generate`): quoted from the provider's price table, refused
 * before any spend when the quote passes the plan's per-call ceiling or a free org's remaining
 * generation allowance (402 `generation_budget_exceeded`), or the wallet cannot hold it (402).
 *
 * The media item is the durable record: `generating` with `generation.phase`
 *   submitting  written before the provider is asked;
 *   running     the provider's request id stored: polled until it completes;
 *   probing     the output stored by content hash (counted toward storage), a probe job published;
 * and the probe's answer moves it `generating → ready` (or `failed`) with `media.completed` in the
 * same update. Then the actual provider cost is charged once (`generate`, the hold's key is the
 * item's), and `generationLimit.spent` moves by it; a failure releases the hold and charges nothing.
 *
 * A caller without a key may pay for a generation per call (x402): the quote needs only the
 * request (`quote`), the payment funds the hold in place of a wallet, and so it is settled when
 * the item is charged and voided when the hold is released.
 *
 * A control plane that restarts polls `running` items again (never submitting twice) and
 * publishes the probes of `probing` ones. An item found `submitting` may or may not have reached
 * the provider; since neither provider takes an idempotency key, it is failed with
 * `generation_interrupted` and charged nothing rather than risk a second submission.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { AppError } from '../../../shared/errors.ts';
import type { Accounts, HoldPayment } from '../accounts/accounts.ts';
import type { MediaJobPublisher, MediaLibrary, StoredMedia } from '../media/media.ts';
import type { StorageMeter } from '../accounts/storage.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { BackgroundRuns, forEachInAllOrgs } from '../../store/background-runs.ts';
import { GenerationProviderError, type GeneratedOutput, type MediaGenerationProvider, videoDurations } from './providers.ts';
import type { AspectRatio, GenerationRequest, GenerationState, GeneratorKind } from '../media/generation-state.ts';

export interface GenerateInput {
  generator: GeneratorKind | 'auto';
  prompt: string;
  aspectRatio?: AspectRatio;
  durationSec?: number;
  imageMediaId?: string;
  name?: string;
}

/** A generation request resolved (`auto` picked) and priced: provider cents, and the credits held for them. */
export interface GenerationQuote { request: GenerationRequest; provider: MediaGenerationProvider; estimateCents: number; estimateCredits: number }

/** The settings that enable each provider, named in the 503 when one is missing. */
const providerSettings = { images: 'FRAMEFLEET_IMAGE_GEN_URL', video: 'FRAMEFLEET_FAL_KEY' } as const;

const animationWords = /\b(animated|animation|cartoon|anime|2d|motion graphics?|illustrated|hand-drawn)\b/i;
const videoWords = /\b(video|clip|footage|film|movie|timelapse|time-lapse|slow[- ]motion|drone shot|panning|zooming|moving|walking|running|flying|seconds?)\b/i;

/**
 * What `auto` picks: a starting still (`imageMediaId`) makes image-to-video; a prompt asking for
 * animation (animated, cartoon, anime, 2D, motion graphics, illustrated, hand-drawn) makes
 * text-to-animation; a `durationSec`, or a prompt asking for motion (video, clip, footage, film,
 * timelapse, slow motion, drone shot, moving, …) makes text-to-video; anything else is a still
 * (text-to-image).
 */
export function pickGenerator(input: Pick<GenerateInput, 'prompt' | 'durationSec' | 'imageMediaId'>): GeneratorKind {
  if (input.imageMediaId) return 'image-to-video';
  if (animationWords.test(input.prompt)) return 'text-to-animation';
  if (input.durationSec !== undefined || videoWords.test(input.prompt)) return 'text-to-video';
  return 'text-to-image';
}

export function holdKeyOf(mediaId: string): string {
  return `generate:${mediaId}`;
}

export class Generations {
  private readonly runs = new BackgroundRuns();
  private stopping = false;

  constructor(
    private readonly deps: {
      accounts: Accounts; media: MediaLibrary; storage: StorageMeter; blobs: BlobStore; publisher: MediaJobPublisher;
      providers: { images: MediaGenerationProvider | null; video: MediaGenerationProvider | null };
    },
    private readonly options: { pollIntervalMs?: number; deadlineMs?: number; log?: (message: string, fields?: Record<string, unknown>) => void } = {},
  ) {
    deps.media.onSettled((item) => this.settle(item));
  }

  private providerFor(generator: GeneratorKind): MediaGenerationProvider {
    const which = generator === 'text-to-image' ? 'images' : 'video';
    const provider = this.deps.providers[which];
    if (!provider) {
      throw new AppError(503, 'generation_unavailable', `this deployment has no ${which === 'images' ? 'image' : 'video'} generation provider (set ${providerSettings[which]})`, { generator, setting: providerSettings[which] });
    }
    return provider;
  }

  /** The request a body asks for (`auto` resolved), or 400 naming each bad field. */
  private request(input: GenerateInput): GenerationRequest {
    const generator = input.generator === 'auto' ? pickGenerator(input) : input.generator;
    const fields: { path: string; problem: string }[] = [];
    if (generator === 'image-to-video' && !input.imageMediaId) fields.push({ path: 'body.imageMediaId', problem: 'image-to-video starts from an image: name a ready image media item' });
    if (generator !== 'image-to-video' && input.imageMediaId) fields.push({ path: 'body.imageMediaId', problem: `${generator} takes no starting image` });
    if (generator === 'text-to-image' && input.durationSec !== undefined) fields.push({ path: 'body.durationSec', problem: 'a still has no duration' });
    if (generator !== 'text-to-image' && input.durationSec !== undefined && !videoDurations(generator).includes(input.durationSec)) {
      fields.push({ path: 'body.durationSec', problem: `${generator} makes ${videoDurations(generator).join(' or ')} seconds` });
    }
    if (fields.length) throw new AppError(400, 'validation_failed', `the generation request is invalid: ${fields.map((f) => f.problem).join('; ')}`, { fields });
    return { generator, prompt: input.prompt, aspectRatio: input.aspectRatio ?? '16:9', durationSec: generator === 'text-to-image' ? null : input.durationSec ?? null, imageMediaId: input.imageMediaId ?? null };
  }

  /**
   * The request a body asks for and its price, from the body alone (no org is needed: a payer's
   * quote is made before it has one): 400 for a bad request, 503 when no provider makes it.
   */
  quote(input: GenerateInput): GenerationQuote {
    const request = this.request(input);
    const provider = this.providerFor(request.generator);
    const estimateCents = provider.estimateCents(request);
    return { request, provider, estimateCents, estimateCredits: this.deps.accounts.prices.generationCredits(estimateCents) };
  }

  /**
   * Quotes, holds and starts a generation; answers the `generating` item and its estimate. With a
   * `payment`, the payment funds the hold: the plan's per-call ceiling and a free org's allowance
   * bound what a wallet spends unasked, and a payer has signed for this very quote.
   */
  async start(orgId: string, input: GenerateInput, options: { payment?: HoldPayment } = {}): Promise<{ item: StoredMedia; estimateUsd: number }> {
    const { request, provider, estimateCents, estimateCredits } = this.quote(input);
    if (request.imageMediaId) await this.sourceImageItem(orgId, request.imageMediaId);
    const estimateUsd = estimateCredits / 100;
    const org = await this.deps.accounts.getOrg(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    const plan = this.deps.accounts.prices.planOf(org);
    const ceiling = plan.generateMediaUsdPerCall;
    if (!options.payment && ceiling !== null && estimateUsd > ceiling) {
      throw new AppError(402, 'generation_budget_exceeded', `this generation is estimated at $${estimateUsd.toFixed(2)}, over the ${plan.name} plan's ceiling of $${ceiling.toFixed(2)} per generation`, {
        estimateUsd, ceilingUsd: ceiling, generator: request.generator, model: provider.model(request),
      });
    }
    await this.deps.accounts.requireFeature(orgId, 'generate');
    await this.deps.storage.assertRoom(orgId);
    const generation: GenerationState = { request, provider: provider.name, model: provider.model(request), phase: 'submitting', providerRequest: null, estimateCents, estimateCredits };
    const scope = this.deps.media.items.forOrg(orgId);
    const item = await scope.insert({
      name: input.name ?? request.prompt.slice(0, 80), status: 'generating', source: 'generate', sourceUrl: null, sizeBytes: 0, contentHash: null, thumbnailKey: null, error: null,
      kind: null, mimeType: null, durationSec: null, width: null, height: null, hasAudio: false, generation,
    });
    try {
      // The wallet hold and a capped org's allowance are taken in one update, or neither is.
      await this.deps.accounts.hold(orgId, 'generate', estimateCredits, holdKeyOf(item.id),
        options.payment ? { payment: options.payment } : { generation: { cents: estimateCents, capCents: plan.generationCapCents } });
    } catch (err) {
      await scope.delete(item.id);
      throw err;
    }
    this.runs.start(item.id, () => this.run(item, { fresh: true }));
    return { item, estimateUsd };
  }

  private async sourceImageItem(orgId: string, id: string): Promise<StoredMedia> {
    const item = await this.deps.media.items.forOrg(orgId).get(id);
    const problem = !item ? `media ${id} not found` : item.status !== 'ready' ? `media ${id} is ${item.status}` : item.kind !== 'image' ? `media ${id} is ${item.kind ?? 'not'} an image` : null;
    if (problem) throw new AppError(422, 'media_reference_invalid', `the starting image cannot be used: ${problem}`, { fields: [{ path: 'body.imageMediaId', problem }] });
    return item!;
  }

  /**
   * Picks up what a stopped control plane left: polls `running` generations again, publishes the
   * probes of `probing` ones, fails `submitting` ones (they may have reached the provider), and
   * settles the money of items that became ready or failed just before the stop.
   */
  async recover(): Promise<number> {
    const probes: Promise<void>[] = [];
    const generating = await forEachInAllOrgs(this.deps.media.items, { status: 'generating', source: 'generate' }, (item) => {
      const phase = item.generation?.phase;
      if (phase === 'probing') probes.push(this.deps.publisher.publishProbe({ id: item.id, orgId: item.orgId, contentHash: item.contentHash!, sizeBytes: item.sizeBytes }));
      else this.runs.start(item.id, () => this.run(item, { fresh: false }));
    });
    await Promise.all(probes);
    const unsettled: StoredMedia[] = [];
    await forEachInAllOrgs(this.deps.media.items, { source: 'generate', status: { $in: ['ready', 'failed'] }, 'generation.chargedCents': { $exists: false } }, (item) => { unsettled.push(item); });
    for (const item of unsettled) await this.settle(item);
    return generating + unsettled.length;
  }

  /** Stops polling (shutdown) and resolves once every run of this process has ended. */
  async close(): Promise<void> {
    this.stopping = true;
    await this.runs.idle();
  }

  /** Resolves when every run of this process has ended (tests). */
  idle(): Promise<void> {
    return this.runs.idle();
  }

  private async run(item: StoredMedia, { fresh }: { fresh: boolean }): Promise<void> {
    const scope = this.deps.media.items.forOrg(item.orgId);
    const state = item.generation!;
    try {
      const provider = this.providerFor(state.request.generator);
      let providerRequest = state.providerRequest;
      if (state.phase === 'submitting') {
        if (!fresh) return await this.fail(item, 'generation_interrupted', 'the service restarted while the generation was being submitted; it was not charged, ask again');
        const source = state.request.imageMediaId ? await this.sourceImage(item.orgId, state.request.imageMediaId) : null;
        const submitted = await provider.submit(state.request, source);
        if ('output' in submitted) return await this.deliver(item, submitted.output);
        providerRequest = submitted.providerRequest;
        const r = await scope.update(item.id, { set: { 'generation.phase': 'running', 'generation.providerRequest': providerRequest } }, { where: { status: 'generating', 'generation.phase': 'submitting' } });
        if (r.status !== 'updated') return;
      }
      const deadline = Date.parse(item.createdAt) + (this.options.deadlineMs ?? 30 * 60_000);
      for (;;) {
        if (this.stopping) return;
        if (Date.now() > deadline) return await this.fail(item, 'generation_timed_out', 'the provider did not finish the generation in time');
        try {
          const polled = await provider.poll(providerRequest!);
          if (polled.state === 'done') return await this.deliver(item, polled.output);
          if (polled.state === 'failed') return await this.fail(item, 'generation_failed', polled.message);
        } catch (err) {
          if (!(err instanceof GenerationProviderError) || !err.retryable) throw err;
          this.options.log?.('generation poll failed; trying again', { mediaId: item.id, message: err.message });
        }
        await new Promise((r) => setTimeout(r, this.options.pollIntervalMs ?? 5000));
        // A deleted item gives its hold back and is no longer polled.
        if (!(await scope.get(item.id))) { await this.deps.accounts.release(item.orgId, holdKeyOf(item.id)); return; }
      }
    } catch (err) {
      if (this.stopping) return;
      const message = err instanceof AppError || err instanceof GenerationProviderError ? err.message : `the generation could not run: ${(err as Error).message}`;
      await this.fail(item, 'generation_failed', message);
    }
  }

  private async sourceImage(orgId: string, id: string) {
    const still = await this.sourceImageItem(orgId, id);
    return { bytes: await buffer(await this.deps.blobs.read(still.contentHash!)), mimeType: still.mimeType ?? 'image/png' };
  }

  /** The provider's output goes in as media does (by content hash, counted toward storage), then a probe. */
  private async deliver(item: StoredMedia, output: GeneratedOutput): Promise<void> {
    const { key, sizeBytes } = await this.deps.media.store(item.orgId, Readable.from([output.bytes]), output.bytes.length);
    const r = await this.deps.media.items.forOrg(item.orgId).update(item.id, { set: { contentHash: key, sizeBytes, mimeType: output.mimeType, 'generation.phase': 'probing' } },
      { where: { status: 'generating', 'generation.phase': { $in: ['submitting', 'running'] } } });
    if (r.status !== 'updated') { await this.deps.storage.release(item.orgId, sizeBytes); return; }
    await this.deps.publisher.publishProbe({ id: item.id, orgId: item.orgId, contentHash: key, sizeBytes });
  }

  private async fail(item: StoredMedia, code: string, message: string): Promise<void> {
    this.options.log?.('generation failed', { mediaId: item.id, code, message });
    const r = await this.deps.media.items.forOrg(item.orgId).update(item.id, { set: this.deps.media.failedFields(item.id, { code, message }) }, { where: { status: 'generating' } });
    if (r.status === 'updated') await this.settle(r.doc);
  }

  /** Charges a ready generation its actual cost, or releases a failed one's hold; exactly once by the hold's key. */
  private async settle(item: StoredMedia): Promise<void> {
    if (item.source !== 'generate' || !item.generation) return;
    const key = holdKeyOf(item.id);
    let chargedCents: number | null = null;
    if (item.status === 'ready') {
      const provider = this.deps.providers[item.generation.request.generator === 'text-to-image' ? 'images' : 'video'];
      const cents = provider ? provider.actualCents(item.generation.request, { durationSec: item.durationSec }) : item.generation.estimateCents;
      const outcome = await this.deps.accounts.charge(item.orgId, key, item.id, `media generation ${item.id} (${item.generation.model})`, cents, { credits: this.deps.accounts.prices.generationCredits(cents), generationCents: cents });
      if (outcome !== 'no_hold') chargedCents = cents;
    } else if (item.status === 'failed') {
      await this.deps.accounts.release(item.orgId, key);
    } else return;
    // (A deleted item is not there to mark; its hold is gone all the same.)
    await this.deps.media.items.forOrg(item.orgId).update(item.id, { set: { 'generation.chargedCents': chargedCents } });
  }
}
