/**
 * The webhook event contract: every event name, what emits it and the shape of its `data`, as
 * `GET /v1/webhooks/events` publishes it. Deliveries are JSON bodies `{event, timestamp,
 * projectId?, data}` signed per Standard Webhooks.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Nullable } from '../http/schemas.ts';

const RenderCompleted = Type.Object({
  renderId: Type.String(),
  status: Type.Union([Type.Literal('complete'), Type.Literal('error')]),
  outputUrl: Nullable(Type.String({ description: 'signed download link (complete only), valid until outputExpiresAt' })),
  outputExpiresAt: Nullable(Type.String()),
  frameCount: Type.Integer(),
  durationSec: Type.Number(),
  errorCode: Nullable(Type.String()),
  error: Nullable(Type.String()),
  retryable: Nullable(Type.Boolean()),
}, { additionalProperties: false });

const CompositionUpdated = Type.Object({
  compositionId: Type.String(),
  etag: Type.String({ description: 'the new ETag of the composition' }),
  contentHash: Type.String(),
}, { additionalProperties: false });

const MediaCompleted = Type.Object({
  mediaId: Type.String(),
  ref: Type.String({ description: 'media:<id>, as compositions name it' }),
  status: Type.Union([Type.Literal('ready'), Type.Literal('failed')]),
  kind: Nullable(Type.Union([Type.Literal('video'), Type.Literal('image'), Type.Literal('audio')])),
  mimeType: Nullable(Type.String()),
  durationSec: Nullable(Type.Number()),
  error: Nullable(Type.String({ description: 'why an import failed' })),
}, { additionalProperties: false });

const MediaTranscribed = Type.Object({
  mediaId: Type.String(),
  language: Nullable(Type.String()),
  wordCount: Type.Integer(),
}, { additionalProperties: false });

const WebhookVerify = Type.Object({
  webhookId: Type.String(),
  token: Type.String({ description: 'echo it: raw body equal to the token, or JSON {"token": ...} or {"challenge": ...}' }),
}, { additionalProperties: false });

const VerifyCompleted = Type.Object({
  verificationId: Type.String(),
  jobId: Type.String({ description: 'GET /v1/jobs/{jobId} reads the critics, findings and signed still links' }),
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('failed')]),
  verdict: Nullable(Type.Union([Type.Literal('pass'), Type.Literal('fail')], { description: 'null when the verification failed' })),
  failed: Type.Array(Type.String(), { description: 'ids of the critics that failed or could not be measured' }),
  errorCode: Nullable(Type.String()),
  error: Nullable(Type.String()),
}, { additionalProperties: false });

export const eventContract = {
  'render.completed': { emittedBy: 'a render or scoped preview finishing, complete or in error (cancelled renders emit nothing: the caller asked for it)', data: RenderCompleted },
  'composition.updated': { emittedBy: "a project's composition being replaced (PUT with If-Match) or written by a template apply", data: CompositionUpdated },
  'media.completed': { emittedBy: 'a media item becoming ready (an upload stored and probed) or an import or generation ending, ready or failed', data: MediaCompleted },
  'media.transcribed': { emittedBy: "a media item's transcript becoming readable", data: MediaTranscribed },
  'verify.completed': { emittedBy: 'a verification finishing: scored (with its verdict) or failed (nothing charged)', data: VerifyCompleted },
  'webhook.verify': { emittedBy: 'webhook creation or re-verification: the challenge (sent to that webhook only, never subscribed to)', data: WebhookVerify },
} satisfies Record<string, { emittedBy: string; data: TSchema }>;

export type EventName = keyof typeof eventContract;
export const eventNames = Object.keys(eventContract) as EventName[];
/** What a webhook may subscribe to (the challenge is not a subscription). */
export const subscribableEvents = eventNames.filter((e) => e !== 'webhook.verify');

export type EventData<E extends EventName> = Static<(typeof eventContract)[E]['data']>;

export interface EventBody {
  event: EventName;
  timestamp: string;
  projectId?: string;
  data: Record<string, unknown>;
}

export const EventEnvelope = Type.Object({
  event: Type.Union(eventNames.map((e) => Type.Literal(e))),
  timestamp: Type.String({ description: 'when the event happened (ISO 8601)' }),
  projectId: Type.Optional(Type.String()),
  data: Type.Object({}, { additionalProperties: true, description: "the event's data (see each event)" }),
});
