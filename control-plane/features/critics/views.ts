/**
 * Critics as the API shows them: one shape for built-in and org critics (the spec's Critic). An
 * org critic's rubric, rules, evaluator URL and signing secret are write-only: no view carries them.
 */
import { Type } from '@sinclair/typebox';
import { literals, Nullable } from '../../http/schemas.ts';
import { type BuiltinCritic, builtinCriticIds, criticPhases } from './builtin.ts';
import { criticLimits, effectiveFloor, ruleOps, type StoredOrgCritic } from './critics.ts';

export const CriticPhaseSchema = literals(criticPhases);

export const CriticFields = {
  id: Type.String({ description: 'a built-in critic id (e.g. text-contrast) or crt_… for an org critic' }),
  label: Type.String(),
  tier: literals(['builtin', 'org'] as const),
  phase: CriticPhaseSchema,
  unit: Type.String({ description: "the score's unit" }),
  direction: literals(['min', 'max'] as const),
  floor: Nullable(Type.Number({ description: 'the score must reach it (direction min) or stay at or under it (max); null where it depends on the brief or frame (see floorFrom)' })),
  floorFrom: Nullable(Type.String()),
  measures: Type.String({ description: 'what the critic measures (for an org critic, whether it has rules, an evaluator or both)' }),
  needsBrief: Type.Boolean({ description: 'skipped without a brief' }),
  referenceMediaIds: Type.Array(Type.String(), { description: "the org's media the critic judges against" }),
  hasRules: Type.Boolean(),
  hasEvaluator: Type.Boolean(),
  evaluatorCostCents: Nullable(Type.Integer({ description: 'the price accepted per evaluator call, in cents (quoted and held before each call); null without an evaluator' })),
  evaluatorTimeoutMs: Nullable(Type.Integer()),
  createdAt: Nullable(Type.String({ description: 'null for built-in critics' })),
  updatedAt: Nullable(Type.String({ description: 'null for built-in critics' })),
};
export const CriticView = Type.Object(CriticFields, { title: 'Critic' });

export function builtinCriticView(c: BuiltinCritic) {
  return {
    id: c.id, label: c.label, tier: c.tier, phase: c.phase, unit: c.unit, direction: c.direction, floor: c.floor, floorFrom: c.floorFrom,
    measures: c.measures, needsBrief: c.needsBrief, referenceMediaIds: [], hasRules: false, hasEvaluator: false,
    evaluatorCostCents: null, evaluatorTimeoutMs: null, createdAt: null, updatedAt: null,
  };
}

/** An org critic without its write-only parts (rubric, rules, evaluator URL, secret). */
export function orgCriticView(c: StoredOrgCritic) {
  const parts = [c.rules ? 'rules over the built-in critics\' scores' : null, c.evaluator ? "the org's evaluator" : null].filter(Boolean);
  return {
    id: c.id, label: c.label, tier: 'org' as const, phase: c.phase,
    unit: c.evaluator ? 'evaluator score (0 to 1)' : 'share of rules holding', direction: 'min' as const,
    floor: effectiveFloor(c), floorFrom: null, measures: `judged by ${parts.join(' and ')}`, needsBrief: false,
    referenceMediaIds: c.referenceMediaIds, hasRules: c.rules !== null, hasEvaluator: c.evaluator !== null,
    evaluatorCostCents: c.evaluator?.costCents ?? null, evaluatorTimeoutMs: c.evaluator?.timeoutMs ?? null,
    createdAt: c.createdAt, updatedAt: c.updatedAt,
  };
}

const Rules = Type.Object({
  match: literals(['all', 'any'] as const),
  conditions: Type.Array(Type.Object({
    critic: Type.String({ minLength: 1, maxLength: 64, description: `a built-in critic id (422 otherwise): ${builtinCriticIds.join(', ')}` }),
    op: literals(ruleOps),
    value: Type.Number(),
  }, { additionalProperties: false }), { minItems: 1, maxItems: criticLimits.conditions }),
}, { additionalProperties: false, description: "conditions on the built-in critics' scores; a condition over a skipped score does not hold. Write-only." });

const fields = {
  label: Type.String({ minLength: 1, maxLength: 200 }),
  rubric: Type.String({ maxLength: criticLimits.rubricChars, description: 'what the evaluator judges, in words. Write-only.' }),
  rules: Rules,
  evaluatorUrl: Type.String({ minLength: 1, maxLength: 2048, description: 'https endpoint on a public address that judges the stills (422 evaluator_url_refused otherwise). Write-only.' }),
  evaluatorCostCents: Type.Integer({ minimum: criticLimits.costCents.min, maximum: criticLimits.costCents.max, description: 'the price accepted per evaluator call, in cents; required with evaluatorUrl' }),
  evaluatorTimeoutMs: Type.Integer({ minimum: criticLimits.timeoutMs.min, maximum: criticLimits.timeoutMs.max, description: `how long a call may take (default ${criticLimits.timeoutMs.fallback})` }),
  floor: Type.Number({ minimum: 0, maximum: 1, description: "the evaluator's score to reach (default 0.5), or for a rules-only critic with match all the share of rules that must hold (default 1: every one)" }),
  phase: CriticPhaseSchema,
  referenceMediaIds: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems: criticLimits.referenceMedia, description: "the org's media (422 otherwise)" }),
};

export const CreateCriticBody = Type.Object({
  label: fields.label,
  rubric: Type.Optional(fields.rubric),
  rules: Type.Optional(fields.rules),
  evaluatorUrl: Type.Optional(fields.evaluatorUrl),
  evaluatorCostCents: Type.Optional(fields.evaluatorCostCents),
  evaluatorTimeoutMs: Type.Optional(fields.evaluatorTimeoutMs),
  floor: Type.Optional(fields.floor),
  phase: Type.Optional(fields.phase),
  referenceMediaIds: Type.Optional(fields.referenceMediaIds),
}, { additionalProperties: false, title: 'CriticInput', description: 'a critic needs rules, an evaluatorUrl, or both (422 otherwise)' });

export const UpdateCriticBody = Type.Object({
  label: Type.Optional(fields.label),
  rubric: Type.Optional(Nullable(fields.rubric)),
  rules: Type.Optional(Nullable(fields.rules)),
  evaluatorUrl: Type.Optional(Nullable(fields.evaluatorUrl)),
  evaluatorCostCents: Type.Optional(fields.evaluatorCostCents),
  evaluatorTimeoutMs: Type.Optional(fields.evaluatorTimeoutMs),
  floor: Type.Optional(fields.floor),
  phase: Type.Optional(fields.phase),
  referenceMediaIds: Type.Optional(fields.referenceMediaIds),
}, { additionalProperties: false, title: 'CriticPatch', description: 'null removes the rubric, the rules or the evaluator; the critic must keep rules or an evaluator' });
