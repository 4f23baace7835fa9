/** `EncoderError` and its stable codes, and the translation of the addon's coded errors into them. */

/** Stable codes carried by `EncoderError.code`. */
export const ErrorCodes = {
  ADDON_NOT_BUILT: 'ERR_ADDON_NOT_BUILT',
  ENCODER_UNAVAILABLE: 'ERR_ENCODER_UNAVAILABLE',
  ENCODER_OPEN: 'ERR_ENCODER_OPEN',
  ENCODE: 'ERR_ENCODE',
  ENCODER_CLOSED: 'ERR_ENCODER_CLOSED',
  OUTPUT: 'ERR_OUTPUT',
  SEGMENT_INVALID: 'ERR_SEGMENT_INVALID',
  SEGMENT_CORRUPT: 'ERR_SEGMENT_CORRUPT',
  SEGMENT_MISMATCH: 'ERR_SEGMENT_MISMATCH',
  AUDIO_INVALID: 'ERR_AUDIO_INVALID',
  AUDIO_ENCODE: 'ERR_AUDIO_ENCODE',
  DECODER_OPEN: 'ERR_DECODER_OPEN',
  DECODE: 'ERR_DECODE',
  DECODER_CLOSED: 'ERR_DECODER_CLOSED',
} as const;
export type EncoderErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
const knownCodes = new Set<string>(Object.values(ErrorCodes));

export class EncoderError extends Error {
  readonly code: EncoderErrorCode;
  constructor(code: EncoderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EncoderError';
    this.code = code;
  }
}

/** The addon rejects with plain Errors whose `code` is one of `ErrorCodes`; those become `EncoderError`s, anything else passes through. */
export function asEncoderError(err: unknown): unknown {
  if (err instanceof EncoderError || !(err instanceof Error)) return err;
  const code = (err as Error & { code?: unknown }).code;
  if (typeof code === 'string' && knownCodes.has(code)) return new EncoderError(code as EncoderErrorCode, err.message);
  return err;
}

/** Awaits a call into the addon, its rejections translated by `asEncoderError`. */
export async function nativeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asEncoderError(err);
  }
}
