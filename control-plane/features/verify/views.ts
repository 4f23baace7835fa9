/**
 * The public result of a verification's job (kind `verify`): what `GET /v1/jobs/{id}` answers as
 * `result` once it succeeded. The stored result names blobs; the public one signs a link per
 * evidence still at each read, and puts the link of the still that shows it on every finding.
 */
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import { Nullable } from '../../http/schemas.ts';
import { criticPhases } from '../critics/builtin.ts';
import type { VerifyJobResult } from './verify.ts';

/** How long an evidence still's link lives from the read that signed it. */
export const evidenceLinkLifetimeMs = 60 * 60 * 1000;

const Finding = Type.Object({
  atSec: Nullable(Type.Number({ description: 'the second on the composition timeline; null for the whole video' })),
  message: Type.String(),
  fails: Type.Boolean({ description: 'a problem (true), or what the critic found that it looked for (false: a phrase read, the logo matched)' }),
  box: Type.Optional(Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }, { description: 'where on the still, in the composition\'s pixels' })),
  value: Nullable(Type.Number({ description: "the measured value, in the critic's unit" })),
  evidenceIndex: Nullable(Type.Integer()),
  stillUrl: Nullable(Type.String({ description: 'signed link of the evidence still that shows it, valid until its urlExpiresAt' })),
});

export const CriticResultView = Type.Object({
  criticId: Type.String(),
  label: Type.String(),
  tier: Type.Union([Type.Literal('builtin'), Type.Literal('org')]),
  phase: Type.Union(criticPhases.map((p) => Type.Literal(p))),
  unit: Type.String(),
  direction: Type.Union([Type.Literal('min'), Type.Literal('max')], { description: 'min: the score must reach the floor; max: stay at or under it' }),
  score: Nullable(Type.Number()),
  floor: Nullable(Type.Number()),
  pass: Nullable(Type.Boolean({ description: 'null when skipped' })),
  status: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Literal('skipped'), Type.Literal('error')]),
  reason: Nullable(Type.String({ description: 'why it was skipped or could not be measured' })),
  findings: Type.Array(Finding),
});

export const VerifyResultView = Type.Object({
  verificationId: Type.String(),
  projectId: Nullable(Type.String()),
  sessionId: Nullable(Type.String()),
  compositionVersion: Nullable(Type.Integer()),
  verdict: Type.Union([Type.Literal('pass'), Type.Literal('fail')], { description: 'fail when any critic failed or could not be measured' }),
  critics: Type.Array(CriticResultView),
  evidence: Type.Array(Type.Object({
    index: Type.Integer(), atSec: Type.Number(), frame: Type.Integer(),
    url: Type.String(), urlExpiresAt: Type.String(), width: Type.Integer(), height: Type.Integer(), mediaType: Type.String(),
  })),
  sound: Type.Object({
    audible: Type.Boolean(),
    integratedLufs: Nullable(Type.Number()),
    truePeakDbtp: Nullable(Type.Number()),
    loudnessRangeLu: Nullable(Type.Number()),
  }),
  measurementVersion: Type.String(),
  sheetPath: Type.String({ description: 'GET it (projects:read) for the verification as one PNG: critics, and the stills with the findings outlined' }),
}, { title: 'VerifyResult', description: 'result of a succeeded verify job' });

export async function presentVerifyResult(result: Record<string, unknown>, blobs: BlobStore, now = Date.now()) {
  const stored = result as unknown as VerifyJobResult;
  const expiresAtMs = now + evidenceLinkLifetimeMs;
  const urlExpiresAt = new Date(expiresAtMs).toISOString();
  const evidence = await Promise.all(stored.evidence.map(async (s, index) => ({
    index, atSec: s.atSec, frame: s.frame,
    url: await blobs.downloadUrl(s.blobKey, { name: `evidence-${index + 1}-frame-${s.frame}.jpg`, expiresAtMs }),
    urlExpiresAt, width: s.width, height: s.height, mediaType: s.mediaType,
  })));
  const critics = stored.critics.map((c) => ({
    ...c,
    findings: c.findings.map((f) => ({ ...f, stillUrl: f.evidenceIndex === null ? null : evidence[f.evidenceIndex]?.url ?? null })),
  }));
  return {
    verificationId: stored.verificationId, projectId: stored.projectId, sessionId: stored.sessionId, compositionVersion: stored.compositionVersion,
    verdict: stored.verdict, critics, evidence, sound: stored.sound, measurementVersion: stored.measurementVersion,
    sheetPath: `/v1/verifications/${encodeURIComponent(stored.verificationId)}/sheet.png`,
  };
}
