/** `MattingError` and its stable codes, and the translation of the addon's coded errors into them. */

/** Stable codes carried by `MattingError.code`. */
export const MattingErrorCodes = {
  /** The addon is not built, or does not load (`npm run build:native`). */
  NOT_BUILT: 'ERR_MATTING_NOT_BUILT',
  /** libmediapipe.so or the model files are not installed, or do not load (ops/setup.sh). */
  UNAVAILABLE: 'ERR_MATTING_UNAVAILABLE',
  /** A model file does not open. */
  MODEL: 'ERR_MATTING_MODEL',
  /** Detection or segmentation failed on a frame. */
  INFERENCE: 'ERR_MATTING_INFERENCE',
  /** A call after close(). */
  CLOSED: 'ERR_MATTING_CLOSED',
} as const;
export type MattingErrorCode = (typeof MattingErrorCodes)[keyof typeof MattingErrorCodes];
const knownCodes = new Set<string>(Object.values(MattingErrorCodes));

export class MattingError extends Error {
  readonly code: MattingErrorCode;
  constructor(code: MattingErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MattingError';
    this.code = code;
  }
}

/** The addon rejects with plain Errors whose `code` is one of `MattingErrorCodes`; those become `MattingError`s, anything else passes through. */
export function asMattingError(err: unknown): unknown {
  if (err instanceof MattingError || !(err instanceof Error)) return err;
  const code = (err as Error & { code?: unknown }).code;
  if (typeof code === 'string' && knownCodes.has(code)) return new MattingError(code as MattingErrorCode, err.message);
  return err;
}

/** Awaits a call into the addon, its rejections translated by `asMattingError`. */
export async function nativeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asMattingError(err);
  }
}
