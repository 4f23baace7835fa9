/**
 * Derived facts as the API shows them: a fact in the listing (status, small summary, `charge` only
 * when it cost something, a signed link to its blob once ready), an offer with its quote, and the
 * public result of a `fact` job (`GET /v1/jobs/{jobId}`), whose blob key becomes a link signed
 * afresh at each read.
 */
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import { detectors, factKinds, factStatuses, type FactJobResult, type FactOffer, type StoredFact } from './facts.ts';
import { creditsToUsd } from '../accounts/plans.ts';
import { Nullable } from '../../http/schemas.ts';

/** How long a fact's link lives from the read that signed it. */
export const factLinkLifetimeMs = 60 * 60 * 1000;

const Window = Type.Object({ startSec: Type.Number(), endSec: Type.Number() }, { description: 'source window in seconds into the file, [startSec, endSec)' });
const Charge = Type.Object({ credits: Type.Number(), usd: Type.Number() }, { description: 'what delivery charged; absent when the fact cost nothing (e.g. a matte with presenceFraction below 0.6)' });

export const FactView = Type.Object({
  factId: Type.String(),
  mediaId: Type.String(),
  kind: Type.Union(factKinds.map((k) => Type.Literal(k))),
  detector: Nullable(Type.Union(detectors.map((d) => Type.Literal(d)), { description: 'what subject tracks and detections follow; null for a matte and for signals' })),
  window: Nullable(Window),
  status: Type.Union(factStatuses.map((s) => Type.Literal(s))),
  summary: Nullable(Type.Object({}, {
    additionalProperties: true,
    description: 'matte: presenceFraction, frames, width, height, fps; subject tracks and detections: detector, frames, width, height, fps, tracks, framesWithSubjects, maxSubjects; '
      + 'signals: frames (picture samples), width, height, fps, framesWithFaces',
  })),
  quotedUsd: Type.Number({ description: 'the quote held when the fact was bought' }),
  charge: Type.Optional(Charge),
  jobId: Type.String({ description: 'the fact as a job: GET /v1/jobs/{jobId} (kind fact)' }),
  progress: Type.Optional(Type.Object({ framesDone: Type.Integer(), frameCount: Type.Integer() }, { description: 'while pending, once a node has started' })),
  error: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() }, { description: 'why a failed fact failed (nothing was charged)' })),
  mediaType: Nullable(Type.String({ description: 'video/x-matroska (a matte: FFV1 gray, the alpha as luma) or application/json (subject tracks, detections, signals)' })),
  sizeBytes: Nullable(Type.Integer()),
  url: Nullable(Type.String({ description: 'signed download link of the result, valid until urlExpiresAt; null until ready' })),
  urlExpiresAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
}, { title: 'Fact' });

export const OfferView = Type.Object({
  kind: Type.Union(factKinds.map((k) => Type.Literal(k))),
  detector: Nullable(Type.Union(detectors.map((d) => Type.Literal(d)))),
  window: Nullable(Window),
  quotedUsd: Type.Number({ description: 'server quote; held when bought, charged only on delivery' }),
  quotedCredits: Type.Integer(),
  buy: Type.Object({ method: Type.Literal('POST'), path: Type.String(), body: Nullable(Type.Object({}, { additionalProperties: true })) }, { description: 'the request that buys it' }),
}, { title: 'FactOffer' });

function fileName(fact: Pick<StoredFact, 'id' | 'kind'>): string {
  return `${fact.id}-${fact.kind}.${fact.kind === 'matte' ? 'mkv' : 'json'}`;
}

export async function factView(fact: StoredFact, blobs: BlobStore, now = Date.now()) {
  const expiresAtMs = now + factLinkLifetimeMs;
  const ready = fact.status === 'ready' && fact.blobKey;
  return {
    factId: fact.id, mediaId: fact.mediaId, kind: fact.kind, detector: fact.detector, window: fact.window, status: fact.status, summary: fact.summary,
    quotedUsd: creditsToUsd(fact.quotedCredits),
    ...(fact.charge ? { charge: fact.charge } : {}),
    jobId: fact.jobId,
    ...(fact.status === 'pending' && fact.progress ? { progress: fact.progress } : {}),
    ...(fact.error ? { error: fact.error } : {}),
    mediaType: fact.mediaType, sizeBytes: fact.sizeBytes,
    url: ready ? await blobs.downloadUrl(fact.blobKey!, { name: fileName(fact), expiresAtMs }) : null,
    urlExpiresAt: ready ? new Date(expiresAtMs).toISOString() : null,
    createdAt: fact.createdAt, updatedAt: fact.updatedAt,
  };
}

export function offerView(offer: FactOffer) {
  return { kind: offer.kind, detector: offer.detector, window: offer.window, quotedUsd: offer.quotedUsd, quotedCredits: offer.quotedCredits, buy: offer.buy };
}

/** The stored result of a `fact` job with a signed link instead of the blob key (the jobs route shows it for kind `fact`). */
export async function presentFactResult(result: Record<string, unknown>, blobs: BlobStore, now = Date.now()) {
  const { blobKey, charge, ...stored } = result as unknown as FactJobResult;
  const expiresAtMs = now + factLinkLifetimeMs;
  return {
    ...stored, ...(charge ? { charge } : {}),
    url: await blobs.downloadUrl(blobKey, { name: fileName({ id: stored.factId, kind: stored.kind }), expiresAtMs }),
    urlExpiresAt: new Date(expiresAtMs).toISOString(),
  };
}
