/**
 * Component previews (spec: Component preview): a component, with the props a caller gives it,
 * drawn over transparency for its whole length and delivered as a VP9-with-alpha WebM — the
 * frames a render of that component draws, since a render node draws them with the renderer the
 * renders use: the preview is a one-clip composition (the component at its pinned version, over a
 * transparent background, the project's brand kit bound without its watermark).
 *
 * A request finds the component (a built-in, or the org's own through `PreviewComponents`; 404
 * when the org has none of that id and version), checks the params with the composition check a
 * saved composition passes (422 naming each `body.params` field), freezes the composition like a
 * still (composition-snapshot.ts: media pinned, org components shipped, snapshot stored once),
 * holds one `compose_capture` unit (402 when the wallet cannot cover it; a preview is a capture of
 * what an author builds, priced like a still or a scoped motion preview) and answers with a job
 * receipt of kind `preview`. One ComponentPreviewJob on the farm draws and encodes every frame;
 * its WebM is recorded once however often a node reports it, the hold is charged once and the job
 * succeeds with the clip's description. A failure — the component's own code throwing, a font, a
 * media item — releases the hold and fails the job with the node's sanitized message.
 *
 *   running ──▶ succeeded | failed        (the preview and its job move together)
 */
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../shared/errors.ts';
import { sanitizeMessage } from '../../../shared/failures.ts';
import { newId } from '../../../shared/ids.ts';
import { compositionError, type FieldError } from '../../../shared/composition/validate.ts';
import { fpsRational } from '../../../shared/composition/timing.ts';
import { builtinCatalog } from '../../../catalog/index.ts';
import type { ComponentManifest } from '../../../catalog/sandbox/index.ts';
import { forEachInAllOrgs } from '../../store/background-runs.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { Accounts } from '../accounts/accounts.ts';
import { freezeComposition, type SnapshotDeps } from '../projects/composition-snapshot.ts';
import type { Jobs, StoredJob, JobKindDoc } from '../../job-records/jobs.ts';
import { mediaReferenceError, type RenderAsset } from '../media/media.ts';
import type { CompositionValidator, Projects } from '../projects/projects.ts';

/** The job kind a component preview's receipt carries (spec: finish with wait_job kind `preview`). */
export const componentPreviewJobKind = 'preview';
/** The kind with what it does, for the Job view's documentation. */
export const componentPreviewJobKindDoc: JobKindDoc = { kind: componentPreviewJobKind, does: 'a component preview clip' };

export const componentPreviewLimits = {
  /** Frames drawn at most: a longer component is previewed from its start (its timing is kept). */
  maxFrames: 600,
  /** Sides of a requested size, and the largest picture (the work of a 1080p preview). */
  minSide: 16,
  maxSide: 1920,
  maxPixels: 1920 * 1080,
  /** The long side of a preview whose component is drawn at any size. */
  defaultLongSide: 1280,
};

/** What a delivered preview is: VP9 with alpha in WebM. */
export const componentPreviewMediaType = 'video/webm';

/**
 * Where a preview finds the component it draws: the built-ins, and the org's own components
 * once the org component store provides them (it implements this with its org-aware lookup).
 */
export interface PreviewComponents {
  /** The component the org sees under `componentId`, at `version` (its current one when omitted); null when there is none. */
  find(orgId: string, componentId: string, version?: string): Promise<ComponentManifest | null>;
}

/** Built-in components only (an org's own are added by the org component store). */
export const builtinPreviewComponents: PreviewComponents = {
  async find(_orgId, componentId, version) {
    return builtinCatalog().get(componentId, version) ?? null;
  },
};

/** Puts a preview's job on the queue (the farm's dispatcher). */
export interface ComponentPreviewPublisher {
  publishComponentPreview(preview: StoredComponentPreview): Promise<void>;
}

export interface ComponentPreviewRequest {
  componentId: string;
  /** The component's props (brand references allowed), checked against its propSchema. */
  params: Record<string, unknown>;
  /** The version to draw (default: the one the org's catalog shows now). */
  version?: string;
  /** Picture size, both or neither (default: the component's format). */
  width?: number;
  height?: number;
}

export type ComponentPreviewStatus = 'running' | 'succeeded' | 'failed';

/** The WebM a node delivered. */
export interface ComponentPreviewOutput {
  blobKey: string;
  sizeBytes: number;
  mediaType: string;
  codec: string;
  alpha: boolean;
  width: number;
  height: number;
  fps: { num: number; den: number };
  frames: number;
}

export interface ComponentPreviewRecord {
  /** The job receipt the caller polls. */
  jobId: string;
  projectId: string;
  componentId: string;
  /** The exact version drawn (pinned in the composition). */
  componentVersion: string;
  /** The frozen one-clip composition and the assets it draws, as the job carries them. */
  compositionHash: string;
  compositionBytes: number;
  assets: RenderAsset[];
  width: number;
  height: number;
  fps: number;
  frames: number;
  /** Whether a `compose_capture` unit is held (and charged on delivery). */
  priced: boolean;
  status: ComponentPreviewStatus;
  /** Set by the blob janitor once its project was deleted and its WebM was let go. */
  blobsReleased?: boolean;
  /** Set once the job is on the queue: a restarted control plane publishes previews without it. */
  published: boolean;
  output: ComponentPreviewOutput | null;
  error: { code: string; message: string } | null;
}

export type StoredComponentPreview = ComponentPreviewRecord & OrgDocMeta;

/** What a succeeded `preview` job's stored result holds (views/component-previews.ts signs its link). */
export interface ComponentPreviewJobResult {
  projectId: string;
  componentId: string;
  version: string;
  blobKey: string;
  mediaType: string;
  codec: string;
  alpha: boolean;
  width: number;
  height: number;
  fps: number;
  frames: number;
  sizeBytes: number;
}

function holdKey(previewId: string): string {
  return `component-preview:${previewId}`;
}

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The picture size of a preview: the requested one, or the component's format — its resolution
 * when it names one (`1920x1080`), else its aspect ratio on a 1280-pixel long side, else 1280x720 —
 * scaled down to fit the limits, sides even (4:2:0).
 */
export function previewSize(format: ComponentManifest['format'], requested?: { width: number; height: number }): { width: number; height: number } {
  const { maxSide, maxPixels, defaultLongSide, minSide } = componentPreviewLimits;
  if (requested) {
    const { width, height } = requested;
    const problems: { path: string; problem: string }[] = [];
    for (const [name, v] of [['width', width], ['height', height]] as const) {
      if (!(Number.isInteger(v) && v % 2 === 0 && v >= minSide && v <= maxSide)) problems.push({ path: `body.${name}`, problem: `must be an even integer from ${minSide} to ${maxSide}` });
    }
    if (!problems.length && width * height > maxPixels) problems.push({ path: 'body.width', problem: `width × height must be at most ${maxPixels} pixels (1920x1080)` });
    if (problems.length) throw new AppError(400, 'validation_failed', 'the preview size is invalid', { fields: problems });
    return { width, height };
  }
  let size = { width: defaultLongSide, height: (defaultLongSide * 9) / 16 };
  const resolution = /^(\d+)x(\d+)$/.exec(format?.resolution ?? '');
  const aspect = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(format?.aspectRatio ?? '');
  if (resolution) size = { width: Number(resolution[1]), height: Number(resolution[2]) };
  else if (aspect && Number(aspect[1]) > 0 && Number(aspect[2]) > 0) {
    const ratio = Number(aspect[1]) / Number(aspect[2]);
    size = ratio >= 1 ? { width: defaultLongSide, height: defaultLongSide / ratio } : { width: defaultLongSide * ratio, height: defaultLongSide };
  }
  const scale = Math.min(1, maxSide / size.width, maxSide / size.height, Math.sqrt(maxPixels / (size.width * size.height)));
  const fit = (v: number) => Math.max(minSide, Math.min(maxSide, even(v * scale)));
  // Rounding to even sides may step just over the pixel budget: take a step back on the long side.
  let width = fit(size.width), height = fit(size.height);
  while (width * height > maxPixels) { if (width >= height) width -= 2; else height -= 2; }
  return { width, height };
}

/** The composition a preview draws: the component alone, for its length, over transparency. */
export function previewComposition(component: ComponentManifest, params: Record<string, unknown>, size: { width: number; height: number }, brandKit?: Record<string, unknown>) {
  const fps = component.format?.fps ?? 30;
  const frames = Math.min(component.durationInFrames, componentPreviewLimits.maxFrames);
  return {
    fps, frames,
    document: {
      // The clip lasts the component's whole length (its animation keeps its timing); the output ends after `frames`.
      output: { width: size.width, height: size.height, fps, background: 'transparent', durationSec: frames / fps },
      ...(brandKit ? { brandKit: { ...brandKit, watermark: false } } : {}),
      tracks: [{ clips: [{ kind: 'component', start: 0, duration: component.durationInFrames / fps, componentId: component.id, version: component.version, props: params }] }],
    } as Record<string, unknown>,
  };
}

const clipProps = 'tracks[0].clips[0].props';

/** A composition check's 422 about the one clip, as the request's `body.params` fields. */
function asParamsError(err: unknown, componentId: string): unknown {
  if (!(err instanceof AppError) || err.status !== 422 || !Array.isArray(err.details.fields)) return err;
  const fields = err.details.fields as FieldError[];
  if (!fields.every((f) => f.path.startsWith(clipProps))) return err;
  const mapped = fields.map((f) => ({ ...f, path: `body.params${f.path.slice(clipProps.length)}` }));
  if (err.code === 'media_reference_invalid') return mediaReferenceError(mapped);
  if (err.code === 'font_not_reproducible') return compositionError(mapped);
  return new AppError(422, 'component_params_invalid', `the params do not fit the propSchema of component '${componentId}' (${mapped.length} invalid field${mapped.length === 1 ? '' : 's'})`, { fields: mapped });
}

export class ComponentPreviews {
  readonly previews: OrgCollection<ComponentPreviewRecord>;

  constructor(
    store: DocumentStore,
    private readonly deps: SnapshotDeps & {
      accounts: Accounts; jobs: Jobs; projects: Projects; publisher: ComponentPreviewPublisher;
      /** The check every saved composition passes (schema, component props, fonts, media of the org). */
      validate: CompositionValidator;
      /** Where components are found (default: the built-ins). */
      catalog?: PreviewComponents;
    },
  ) {
    this.previews = store.orgCollection<ComponentPreviewRecord>({ name: 'component_previews', idPrefix: 'cpv', indexes: [['status']] });
  }

  /** Checks the request, freezes the one-clip composition, holds the price, starts the job and queues it. */
  async preview(orgId: string, projectId: string, request: ComponentPreviewRequest): Promise<{ previewId: string; job: StoredJob }> {
    const { componentId, params, version } = request;
    const active = await this.deps.projects.activeComposition(orgId, projectId);
    const component = await (this.deps.catalog ?? builtinPreviewComponents).find(orgId, componentId, version);
    if (!component) throw new AppError(404, 'not_found', `component '${componentId}'${version === undefined ? '' : ` at version ${version}`} not found`);
    if (component.kind === 'transition') {
      throw new AppError(422, 'component_not_previewable', `'${componentId}' is a transition: it draws between two clips, so preview it in a composition (a scoped motion preview)`, {
        fields: [{ path: 'body.componentId', problem: 'is a transition' }],
      });
    }
    const requested = request.width === undefined && request.height === undefined ? undefined : { width: request.width ?? Number.NaN, height: request.height ?? Number.NaN };
    const size = previewSize(component.format, requested);
    const brandKit = (active.document as { brandKit?: Record<string, unknown> }).brandKit;
    const { document, fps, frames } = previewComposition(component, params, size, brandKit);
    try {
      await this.deps.validate(orgId, document);
    } catch (err) {
      throw asParamsError(err, componentId);
    }
    const frozen = await freezeComposition(this.deps, orgId, document, () => null);
    const previewId = newId('cpv');
    await this.deps.accounts.hold(orgId, 'compose_capture', this.deps.accounts.prices.creditCost('compose_capture'), holdKey(previewId));
    let preview: StoredComponentPreview;
    let job: StoredJob;
    try {
      job = await this.deps.jobs.start(orgId, { kind: componentPreviewJobKind, jobKey: `component-preview:${previewId}`, readPermission: 'projects:read' });
      preview = await this.previews.forOrg(orgId).insert({
        jobId: job.id, projectId, componentId: component.id, componentVersion: component.version,
        compositionHash: frozen.snapshot.key, compositionBytes: frozen.snapshot.sizeBytes, assets: frozen.assets,
        ...size, fps, frames, priced: true, status: 'running', published: false, output: null, error: null,
      }, { id: previewId });
    } catch (err) {
      await this.deps.accounts.release(orgId, holdKey(previewId));
      throw err;
    }
    try {
      await this.publish(preview);
    } catch (err) {
      // Nothing will draw it: the caller learns now (503), and the job and the hold do not linger.
      await this.failed(orgId, previewId, { code: 'preview_not_queued', message: 'the component preview job could not be queued' }).catch(() => {});
      throw err;
    }
    return { previewId, job };
  }

  /** The preview, or null (the farm's reports and the lease sweeper ask without a request behind them). */
  async find(orgId: string, previewId: string): Promise<StoredComponentPreview | null> {
    return this.previews.forOrg(orgId).get(previewId);
  }

  private async publish(preview: StoredComponentPreview): Promise<void> {
    await this.deps.publisher.publishComponentPreview(preview);
    if (!preview.published) await this.previews.forOrg(preview.orgId).update(preview.id, { set: { published: true } });
  }

  /**
   * A node delivered the preview's WebM: recorded once (the first report counts), then the preview
   * completes. False when it was already recorded or the preview has ended; 400 when what was
   * delivered is not what the preview asked for.
   */
  async delivered(orgId: string, previewId: string, output: ComponentPreviewOutput): Promise<boolean> {
    const scope = this.previews.forOrg(orgId);
    const preview = await scope.get(previewId);
    if (!preview) return false;
    const fps = fpsRational(preview.fps);
    if (output.width !== preview.width || output.height !== preview.height || output.frames !== preview.frames || output.fps.num * fps.den !== fps.num * output.fps.den || !output.alpha || output.codec !== 'vp9') {
      throw new AppError(400, 'preview_mismatch', `component preview ${previewId} asked for ${preview.frames} frames of ${preview.width}x${preview.height} VP9 with alpha at ${preview.fps} fps`);
    }
    if (preview.status !== 'running') return false;
    const r = await scope.update(previewId, { set: { output } }, { where: { status: 'running', output: null } });
    const current = r.status === 'updated' ? r.doc : r.status === 'conflict' ? r.current : null;
    // A repeated report completes a preview whose completion was interrupted.
    if (current?.status === 'running' && current.output) await this.succeed(current);
    return r.status === 'updated';
  }

  /** Charges once, finishes the job with the clip, then marks the preview done (each step repeatable). */
  private async succeed(preview: StoredComponentPreview): Promise<void> {
    const output = preview.output!;
    if (preview.priced) await this.deps.accounts.charge(preview.orgId, holdKey(preview.id), preview.id, `component preview of ${preview.componentId}@${preview.componentVersion}`, 1);
    const result: ComponentPreviewJobResult = {
      projectId: preview.projectId, componentId: preview.componentId, version: preview.componentVersion,
      blobKey: output.blobKey, mediaType: output.mediaType, codec: output.codec, alpha: output.alpha,
      width: output.width, height: output.height, fps: preview.fps, frames: output.frames, sizeBytes: output.sizeBytes,
    };
    await this.deps.jobs.finish(preview.orgId, preview.jobId, { status: 'succeeded', result: { ...result } });
    await this.previews.forOrg(preview.orgId).update(preview.id, { set: { status: 'succeeded' } }, { where: { status: 'running' } });
  }

  /** The preview job will not be tried again: the hold goes back and the job fails with the reason. */
  async failed(orgId: string, previewId: string, failure: { code: string; message: string }): Promise<void> {
    const preview = await this.previews.forOrg(orgId).get(previewId);
    if (!preview || preview.status !== 'running') return;
    const error = { code: failure.code, message: sanitizeMessage(failure.message) };
    if (preview.priced) await this.deps.accounts.release(orgId, holdKey(previewId));
    await this.deps.jobs.finish(orgId, preview.jobId, { status: 'failed', error });
    await this.previews.forOrg(orgId).update(previewId, { set: { status: 'failed', error } }, { where: { status: 'running' } });
  }

  /**
   * After a control-plane restart: queues again the previews still running — with a durable
   * broker (`republish: false`) only those never noted as published; with the in-process queue,
   * whose jobs died with the process, all of them.
   */
  async recover(options: { republish: boolean }): Promise<number> {
    const pending: StoredComponentPreview[] = [];
    await forEachInAllOrgs(this.previews, { status: 'running' }, (preview) => {
      if (!preview.published || options.republish) pending.push(preview);
    });
    for (const preview of pending) await this.publish(preview);
    return pending.length;
  }
}

// The public result of a preview's job (kind `preview`): what `GET /v1/jobs/{id}` answers as
// `result` once the job succeeded. The stored result names the blob; the public one gives a signed
// download link of the WebM instead, signed afresh at each read.

/** How long a preview's link lives from the read that signed it. */
export const componentPreviewLinkLifetimeMs = 60 * 60 * 1000;

export const ComponentPreviewResultView = Type.Object({
  projectId: Type.String(),
  componentId: Type.String(),
  version: Type.String({ description: 'the component version drawn' }),
  url: Type.String({ description: 'signed download link of the WebM, valid until urlExpiresAt' }),
  urlExpiresAt: Type.String(),
  mediaType: Type.Literal('video/webm'),
  codec: Type.Literal('vp9'),
  alpha: Type.Boolean({ description: 'true: the stream carries alpha (yuva420p, Matroska AlphaMode 1); decode it with libvpx to keep it' }),
  width: Type.Integer(),
  height: Type.Integer(),
  fps: Type.Number(),
  frames: Type.Integer({ description: 'frames in the clip: the component\'s durationInFrames (at most 600)' }),
  sizeBytes: Type.Integer(),
}, { title: 'ComponentPreviewResult', description: 'result of a succeeded preview job' });

/** The stored result with a signed link to the clip (the jobs route shows it for kind `preview`). */
export async function presentComponentPreviewResult(result: Record<string, unknown>, blobs: BlobStore, now = Date.now()) {
  const stored = result as unknown as ComponentPreviewJobResult;
  const expiresAtMs = now + componentPreviewLinkLifetimeMs;
  return {
    projectId: stored.projectId, componentId: stored.componentId, version: stored.version,
    url: await blobs.downloadUrl(stored.blobKey, { name: `${stored.componentId}-${stored.version}-preview.webm`, expiresAtMs }),
    urlExpiresAt: new Date(expiresAtMs).toISOString(),
    mediaType: stored.mediaType, codec: stored.codec, alpha: stored.alpha,
    width: stored.width, height: stored.height, fps: stored.fps, frames: stored.frames, sizeBytes: stored.sizeBytes,
  };
}
