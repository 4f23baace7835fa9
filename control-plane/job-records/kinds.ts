/**
 * The kinds of stored job the service creates (`GET /v1/jobs/{jobId}`'s `kind`), each with what it
 * does for the Job view's documentation. They live with the job records, below the features that
 * start such jobs, so that the view lists them all without importing those features.
 */

/** A transcription's receipt. */
export const transcribeJobKind = 'transcribe';
/** A still capture's receipt. */
export const stillJobKind = 'preview_frame';
/** A component preview's receipt (spec: finish with wait_job kind `preview`). */
export const componentPreviewJobKind = 'preview';
/** A fact's receipt. */
export const factJobKind = 'fact';
/** A brand extraction's receipt. */
export const brandExtractJobKind = 'brand_kit_extract';

/** Every job kind the service creates, with what it does, in the order the documentation lists them. */
export const documentedJobKinds: readonly [kind: string, does: string][] = [
  ['render', 'renders and scoped previews; the job id is the render id'],
  [transcribeJobKind, 'a media transcription'],
  [stillJobKind, 'still frames of a composition'],
  [componentPreviewJobKind, 'a component preview clip'],
  [factJobKind, 'a bought media fact: a subject track, a matte or a subject detection'],
  [brandExtractJobKind, "a website's brand tokens"],
];
