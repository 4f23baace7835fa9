/**
 * How a render job fails: the stable codes a failed render carries in `errorCode`, the error
 * category of each (`categoryOf`), whether retrying can ever help, and one error class per kind
 * of drawing failure. Render nodes throw and report these; the control plane maps a reported
 * code to the render's category with the same table, so both sides agree.
 *
 * A failure's `message` is what the render's user reads: one line saying where (frame, clip)
 * and what kind of failure, with no stack, no absolute file path and no runtime internals. What
 * caused it stays on the error as `cause`, for the node's log.
 */

export const errorCategories = ['authoring', 'media', 'capacity', 'internal', 'cancelled'] as const;
export type ErrorCategory = (typeof errorCategories)[number];

interface CodeRule {
  category: ErrorCategory;
  /** True when retrying cannot help (the same input fails the same way on any node). */
  permanent: boolean;
}

/** Every code a job can end with. */
export const failureCodes = {
  /** The composition snapshot could not be read. */
  composition_unreadable: { category: 'authoring', permanent: true },
  /** A font the composition asks for cannot be drawn. */
  font_not_reproducible: { category: 'authoring', permanent: true },
  /** A component's own code threw while drawing; it draws from (frame, props) alone, so it throws again. */
  component_runtime_error: { category: 'authoring', permanent: true },
  /** An org component failed in its sandbox (its code threw, ran past its time or memory limit, or did
   *  what the sandbox does not allow); it draws from (frame, props) alone, so it fails again. */
  component_failed: { category: 'authoring', permanent: true },
  /** A media source could not be read or decoded. */
  asset_unreadable: { category: 'media', permanent: true },
  /** A media item's sound cannot be decoded for transcription. */
  media_audio_unreadable: { category: 'media', permanent: true },
  /** A media item's sound is longer than a transcription provider takes in one piece. */
  media_audio_too_long: { category: 'media', permanent: true },
  /** A media item's picture cannot be decoded for a derived fact (matte, subject tracks, detection). */
  media_picture_unreadable: { category: 'media', permanent: true },
  /** This node has no usable matting addon (or its models); another node may have one, so it is retried. */
  matting_unavailable: { category: 'capacity', permanent: false },
  /** A bug while drawing; may be transient (out of memory), so it is retried. */
  render_internal_error: { category: 'internal', permanent: false },
  /** Anything else that stopped a job (encoder, transport); retried. */
  render_failed: { category: 'internal', permanent: false },
  /** The assembled output failed its checks. */
  render_output_invalid: { category: 'internal', permanent: true },
  /** The seam check (render-node/seam-check.ts) found a frame missing, repeated or shifted in the joined output; the join is redone. */
  seam_video_gap: { category: 'internal', permanent: false },
  /** The seam check found a scene of the joined output starting without a key frame; the join is redone. */
  seam_keyframe_misplaced: { category: 'internal', permanent: false },
  /** The seam check found a gap or overlap in the joined output's sound; the join is redone. */
  seam_audio_gap: { category: 'internal', permanent: false },
  /** The seam check found the joined output's sound longer or shorter than the timeline; the join is redone. */
  seam_audio_length: { category: 'internal', permanent: false },
  /** A job kind this node does not know. */
  job_unknown: { category: 'internal', permanent: true },
  /** A job used up its deliveries. */
  job_exhausted: { category: 'internal', permanent: false },
  cancelled: { category: 'cancelled', permanent: true },
} as const satisfies Record<string, CodeRule>;

export type FailureCode = keyof typeof failureCodes;

function ruleOf(code: string): CodeRule | undefined {
  return Object.hasOwn(failureCodes, code) ? failureCodes[code as FailureCode] : undefined;
}

/** The render's error category for a failure code (codes outside the table go by their prefix). */
export function categoryOf(code: string): ErrorCategory {
  const rule = ruleOf(code);
  if (rule) return rule.category;
  if (code.startsWith('composition_') || code.startsWith('font_')) return 'authoring';
  if (code.startsWith('asset_') || code.startsWith('media_')) return 'media';
  return 'internal';
}

/** Whether a job failing with `code` must settle its render now instead of being retried. */
export function isPermanent(code: string): boolean {
  return ruleOf(code)?.permanent ?? false;
}

const maxMessageLength = 300;
// An absolute path (POSIX or Windows, or a file:// URL) standing as a word; group 1 is its last segment.
const absolutePath = /(?<=^|[\s'"`(=])(?:file:\/\/)?(?:[A-Za-z]:[\\/]|\/)(?:[^\s'"`:;,()<>[\]\\/]+[\\/])*([^\s'"`:;,()<>[\]\\/]*)/g;

/**
 * A message fit for the render's user: its first line, absolute paths cut to their file name,
 * node's `node:internal` frames gone, at most 300 characters.
 */
export function sanitizeMessage(message: string): string {
  const firstLine = message.split('\n').find((l) => l.trim() !== '' && !/^\s+at\s/.test(l)) ?? '';
  const clean = firstLine
    .replace(/node:internal\/[\w/.-]+/g, 'node')
    .replace(absolutePath, (_whole, name: string) => name || '(path)')
    .trim();
  return clean.length > maxMessageLength ? `${clean.slice(0, maxMessageLength - 1)}…` : clean;
}

const systemErrors: Record<string, string> = { ENOENT: 'no such file', EACCES: 'permission denied', EISDIR: 'is a folder', EMFILE: 'too many open files', ENOMEM: 'out of memory' };

/** What a thrown value says about itself, sanitized: `Name: message` for errors, a plain phrase for system errors. */
export function describeThrown(err: unknown): string {
  const code = (err as { code?: unknown; syscall?: unknown } | null)?.code;
  if (typeof code === 'string' && typeof (err as { syscall?: unknown }).syscall === 'string') return systemErrors[code] ?? code;
  if (err instanceof Error) {
    const message = sanitizeMessage(err.message);
    return err.name && err.name !== 'Error' ? `${err.name}: ${message}` : message;
  }
  return sanitizeMessage(String(err));
}

/** Where a failure happened: the composition frame and the clip (as a path: `tracks[0].clips[2]`). */
export interface FailurePlace { frame?: number; clip?: string }

/** The path of a clip in the composition, as validation errors name it. */
export function clipPath(trackIndex: number, clipIndex: number): string {
  return `tracks[${trackIndex}].clips[${clipIndex}]`;
}

/** A JobFailure as structured-clonable data (its class stays behind: the code says what it was). */
export interface CarriedFailure { code: FailureCode; what: string; place: FailurePlace; cause?: string }

/** A job failure with a stable code; `message` is for the render's user, `cause` for the log. */
export class JobFailure extends Error {
  place: FailurePlace = {};

  constructor(readonly code: FailureCode, private readonly what: string, options?: { cause?: unknown }) {
    super(sanitizeMessage(what), options);
    this.name = 'JobFailure';
  }

  get category(): ErrorCategory {
    return categoryOf(this.code);
  }

  get permanent(): boolean {
    return isPermanent(this.code);
  }

  /** The failure as plain data, to cross a thread (a drawing thread's failure reaches its scene this way). */
  carried(): CarriedFailure {
    const cause = this.cause instanceof Error ? (this.cause.stack ?? this.cause.message) : this.cause === undefined ? undefined : String(this.cause);
    return { code: this.code, what: this.what, place: { ...this.place }, ...(cause === undefined ? {} : { cause }) };
  }

  /** A failure that crossed a thread: the same code, message and place; its cause (for the log) as text. */
  static fromCarried(c: CarriedFailure): JobFailure {
    const cause = c.cause === undefined ? undefined : Object.assign(new Error(c.cause.split('\n')[0]), { stack: c.cause });
    return new JobFailure(c.code, c.what, cause === undefined ? {} : { cause }).at(c.place);
  }

  /** Records where it happened; what is already known stays (the innermost place is the precise one). */
  at(place: FailurePlace): this {
    this.place = { ...place, ...this.place };
    const where = [this.place.frame !== undefined ? `frame ${this.place.frame}` : '', this.place.clip ?? ''].filter(Boolean).join(', ');
    this.message = sanitizeMessage(where ? `${where}: ${this.what}` : this.what);
    return this;
  }
}

/** A media source that could not be read or decoded (named as the composition names it). */
export class AssetUnreadableError extends JobFailure {
  constructor(readonly src: string, cause?: unknown, what = 'cannot be read or decoded') {
    super('asset_unreadable', `the media '${src}' ${what}${cause === undefined ? '' : ` (${describeThrown(cause)})`}`, { cause });
    this.name = 'AssetUnreadableError';
  }
}

/** A font that cannot be drawn: the family, weight or style is not an admitted face. */
export class FontUnavailableError extends JobFailure {
  constructor(reason: string) {
    super('font_not_reproducible', `font not available: ${reason}`);
    this.name = 'FontUnavailableError';
  }
}

/** A component's own drawing code threw. */
export class ComponentRuntimeError extends JobFailure {
  constructor(readonly componentId: string, cause: unknown) {
    super('component_runtime_error', `the component '${componentId}' failed while drawing: ${describeThrown(cause)}`, { cause });
    this.name = 'ComponentRuntimeError';
  }
}

/** How an org component failed in its sandbox. */
export type ComponentFailureKind = 'error' | 'time' | 'memory' | 'stack' | 'forbidden' | 'engine';

/**
 * An org component failed in its sandbox. `component` is its id@version; the message says what
 * kind of failure it was and, for its own errors, the script's message and the line of its
 * source, never the node's paths or stack frames.
 */
export class ComponentFailedError extends JobFailure {
  constructor(readonly component: string, readonly kind: ComponentFailureKind, what: string, options?: { cause?: unknown }) {
    super('component_failed', `the component '${component}' ${what}`, options);
    this.name = 'ComponentFailedError';
  }
}

/** Anything else that went wrong while drawing: a bug of the renderer, reported without its details. */
export class RenderInternalError extends JobFailure {
  constructor(cause: unknown) {
    super('render_internal_error', 'an internal error stopped the drawing (the render node logged the details)', { cause });
    this.name = 'RenderInternalError';
  }
}

/** A drawing error as a typed failure: typed ones as they are, anything else an internal error. */
export function drawingFailure(err: unknown): JobFailure {
  return err instanceof JobFailure ? err : new RenderInternalError(err);
}

/**
 * Runs a component's own code (`draw`): what it throws becomes a ComponentRuntimeError, except a
 * typed failure it raised through the SDK (a font it cannot set), which keeps its kind.
 */
export function runComponent<T>(componentId: string, run: () => T): T {
  try {
    return run();
  } catch (err) {
    throw err instanceof JobFailure ? err : new ComponentRuntimeError(componentId, err);
  }
}
