/** What a generated media item records about its making (kept on the media item). */

/** The generators `POST /v1/media/generate` offers; `auto` picks one of these. */
export const generatorKinds = ['text-to-image', 'text-to-video', 'image-to-video', 'text-to-animation'] as const;
export type GeneratorKind = (typeof generatorKinds)[number];

export const aspectRatios = ['16:9', '9:16', '1:1'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

/** What is asked of a provider: the prompt and the parameters its price depends on. */
export interface GenerationRequest {
  generator: GeneratorKind;
  prompt: string;
  aspectRatio: AspectRatio;
  /** Seconds of video (video generators). */
  durationSec: number | null;
  /** The still an image-to-video generation starts from (a ready image of the org). */
  imageMediaId: string | null;
}

/**
 * Where a generation stands: `submitting` is written before the provider is asked, `running` once
 * its request id is stored, `probing` once the output is in the blob store.
 */
export interface GenerationState {
  request: GenerationRequest;
  provider: string;
  model: string;
  phase: 'submitting' | 'running' | 'probing';
  /** The provider's id of the request, and where its status and result are read. */
  providerRequest: { id: string; statusUrl: string; responseUrl: string } | null;
  estimateCents: number;
  estimateCredits: number;
  /** Once the item settled: what it cost (null: failed, nothing charged). */
  chargedCents?: number | null;
}
