/**
 * Critics: the built-in ones (builtin.ts, read-only) and an org's own. An org critic judges a
 * composition by rules over the built-in critics' scores, by its own evaluator (an https endpoint
 * the org runs, see evaluator.ts), or by both.
 *
 * Its rubric, rules, evaluator URL and signing secret are write-only: the API never shows them
 * (the signing secret once, when the evaluator is set). The secret must be kept to sign each call,
 * so it is stored sealed (AES-256-GCM under a deployment key, as webhook secrets are). An
 * evaluator URL is checked by the egress guard when it is set (https, not an address or name of
 * this network: 422 `evaluator_url_refused`) and again, with DNS, at every call.
 *
 * Scores and floors: a rules critic's score is the share of its conditions that hold. With
 * `match: 'all'` it passes when that share reaches its floor (default 1: every condition); with
 * `match: 'any'` when at least one holds. An evaluator answers a score from 0 to 1, which must
 * reach the floor (default 0.5). A critic with both passes when its rules hold (every one for
 * `all`) and its evaluator's score reaches the floor.
 */
import { AppError } from '../../../shared/errors.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import { type EgressGuard, EgressRefused } from '../../http/egress.ts';
import { newSecret, SecretBox } from '../webhooks/webhooks.ts';
import type { MediaLibrary } from '../media/media.ts';
import { type BuiltinCritic, builtinCritic, builtinCritics, type CriticPhase } from './builtin.ts';
import { type EvaluateRequest, Evaluator, type EvaluatorOutcome } from './evaluator.ts';

export const ruleOps = ['>=', '<=', '>', '<'] as const;
export type RuleOp = (typeof ruleOps)[number];

export interface RuleCondition { critic: string; op: RuleOp; value: number }
export interface CriticRules { match: 'all' | 'any'; conditions: RuleCondition[] }

export const criticLimits = {
  rubricChars: 8000, conditions: 20, referenceMedia: 10, perOrg: 100,
  costCents: { min: 0, max: 500 }, timeoutMs: { min: 1000, max: 30_000, fallback: 10_000 },
} as const;

/** The default floor: 0.5 of an evaluator's score, else every rule. */
export const defaultFloor = { evaluator: 0.5, rules: 1 } as const;

export interface OrgCriticRecord {
  label: string;
  phase: CriticPhase;
  /** The floor as set; null: the default for what the critic has (see `effectiveFloor`). */
  floor: number | null;
  rubric: string | null;
  rules: CriticRules | null;
  evaluator: { url: string; costCents: number; timeoutMs: number; sealedSecret: string } | null;
  referenceMediaIds: string[];
}
export type StoredOrgCritic = OrgCriticRecord & OrgDocMeta;

export interface OrgCriticInput {
  label: string;
  rubric?: string | null;
  rules?: CriticRules | null;
  evaluatorUrl?: string | null;
  evaluatorCostCents?: number;
  evaluatorTimeoutMs?: number;
  floor?: number;
  phase?: CriticPhase;
  referenceMediaIds?: string[];
}
export type OrgCriticPatch = Partial<OrgCriticInput>;

/** An org critic as the verify service uses it: everything, the rubric and the secret opened. */
export interface OrgCriticForVerify {
  id: string;
  label: string;
  tier: 'org';
  phase: CriticPhase;
  floor: number;
  rubric: string | null;
  rules: CriticRules | null;
  evaluator: { url: string; costCents: number; timeoutMs: number; secret: string } | null;
  referenceMediaIds: string[];
}

export interface RuleFinding {
  critic: string;
  op: RuleOp;
  value: number;
  /** The built-in critic's score, or null when it was skipped or not measured. */
  score: number | null;
  holds: boolean;
  message: string;
}

export interface RulesOutcome {
  pass: boolean;
  /** The share of conditions that hold, 0 to 1. */
  score: number;
  findings: RuleFinding[];
}

export function effectiveFloor(c: Pick<OrgCriticRecord, 'floor' | 'evaluator'>): number {
  return c.floor ?? (c.evaluator ? defaultFloor.evaluator : defaultFloor.rules);
}

const compare: Record<RuleOp, (a: number, b: number) => boolean> = {
  '>=': (a, b) => a >= b, '<=': (a, b) => a <= b, '>': (a, b) => a > b, '<': (a, b) => a < b,
};

/**
 * Judges rules over the built-in critics' scores. The score is the share of conditions that hold;
 * a condition over a score that is missing or null (the critic was skipped or not measured) does
 * not hold, and its finding says so. `match: 'all'` passes when the score reaches `floor` (default
 * 1: every condition), `match: 'any'` when at least one condition holds.
 */
export function applyRules(rules: CriticRules, builtinScores: Record<string, number | null>, floor: number = defaultFloor.rules): RulesOutcome {
  const findings = rules.conditions.map((c): RuleFinding => {
    const score = builtinScores[c.critic] ?? null;
    const label = builtinCritic(c.critic)?.label ?? c.critic;
    if (score === null || !Number.isFinite(score)) {
      return { ...c, score: null, holds: false, message: `${label} (${c.critic}) has no score (skipped or not measured), so ${c.critic} ${c.op} ${c.value} does not hold` };
    }
    const holds = compare[c.op](score, c.value);
    return { ...c, score, holds, message: `${label} (${c.critic}) scored ${round(score)}: ${c.critic} ${c.op} ${c.value} ${holds ? 'holds' : 'does not hold'}` };
  });
  const holding = findings.filter((f) => f.holds).length;
  const score = findings.length ? holding / findings.length : 0;
  const pass = rules.match === 'any' ? holding > 0 : score >= floor;
  return { pass, score, findings };
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

const invalid = (path: string, problem: string) =>
  new AppError(422, 'validation_failed', `${path}: ${problem}`, { fields: [{ path, problem }] });

export class Critics {
  readonly critics: OrgCollection<OrgCriticRecord>;
  private readonly box: SecretBox;
  private readonly evaluator: Evaluator;

  constructor(store: DocumentStore, sealingKey: Buffer, private readonly deps: { guard: EgressGuard; media: Pick<MediaLibrary, 'get'> }) {
    this.critics = store.orgCollection<OrgCriticRecord>({ name: 'critics', idPrefix: 'crt' });
    this.box = new SecretBox(sealingKey);
    this.evaluator = new Evaluator(deps.guard);
  }

  /** The built-in critics and every critic of the org (built-ins first, then the org's oldest first). */
  async list(orgId: string): Promise<{ builtins: readonly BuiltinCritic[]; org: StoredOrgCritic[] }> {
    return { builtins: builtinCritics, org: await this.allOf(orgId) };
  }

  private async allOf(orgId: string): Promise<StoredOrgCritic[]> {
    const out: StoredOrgCritic[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.critics.forOrg(orgId).list({ limit: 200, cursor, order: 'oldest' });
      out.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  /** A built-in critic or one of the org's (404 otherwise, another org's included). */
  async get(orgId: string, id: string): Promise<BuiltinCritic | StoredOrgCritic> {
    const builtin = builtinCritic(id);
    if (builtin) return builtin;
    const critic = await this.critics.forOrg(orgId).get(id);
    if (!critic) throw new AppError(404, 'not_found', `critic ${id} not found`);
    return critic;
  }

  /** Creates an org critic; with an evaluator, returns its signing secret (this once). */
  async create(orgId: string, input: OrgCriticInput): Promise<{ critic: StoredOrgCritic; signingSecret: string | null }> {
    const scope = this.critics.forOrg(orgId);
    if ((await scope.count()) >= criticLimits.perOrg) {
      throw new AppError(409, 'limit_exceeded', `an org has at most ${criticLimits.perOrg} critics; delete one first`, { limit: criticLimits.perOrg });
    }
    const rules = input.rules ? this.checkRules(input.rules) : null;
    const url = input.evaluatorUrl ? this.checkUrl(input.evaluatorUrl) : null;
    if (!rules && !url) throw invalid('body', 'a critic needs rules, an evaluatorUrl, or both');
    if (url && input.evaluatorCostCents === undefined) throw invalid('body.evaluatorCostCents', 'required with evaluatorUrl: the price accepted per evaluator call, in cents (0 to 500)');
    const referenceMediaIds = await this.checkMedia(orgId, input.referenceMediaIds ?? []);
    const signingSecret = url ? newSecret() : null;
    const critic = await scope.insert({
      label: input.label, phase: input.phase ?? 'frames', floor: input.floor ?? null,
      rubric: input.rubric ?? null, rules, referenceMediaIds,
      evaluator: url ? { url, costCents: input.evaluatorCostCents!, timeoutMs: input.evaluatorTimeoutMs ?? criticLimits.timeoutMs.fallback, sealedSecret: this.box.seal(signingSecret!) } : null,
    });
    return { critic, signingSecret };
  }

  /**
   * Changes an org critic (built-in ones are read-only: 409). `null` removes the rubric, the rules
   * or the evaluator; a critic left with neither rules nor an evaluator is a 422. A new evaluator
   * URL is checked again; an evaluator added where there was none gets a new signing secret
   * (returned this once), a moved one keeps its secret.
   */
  async update(orgId: string, id: string, patch: OrgCriticPatch): Promise<{ critic: StoredOrgCritic; signingSecret: string | null }> {
    if (builtinCritic(id)) throw readOnly(id);
    const scope = this.critics.forOrg(orgId);
    const current = await scope.get(id);
    if (!current) throw new AppError(404, 'not_found', `critic ${id} not found`);
    const set: Partial<OrgCriticRecord> = {};
    if (patch.label !== undefined) set.label = patch.label;
    if (patch.phase !== undefined) set.phase = patch.phase;
    if (patch.floor !== undefined) set.floor = patch.floor;
    if (patch.rubric !== undefined) set.rubric = patch.rubric;
    if (patch.rules !== undefined) set.rules = patch.rules === null ? null : this.checkRules(patch.rules);
    if (patch.referenceMediaIds !== undefined) set.referenceMediaIds = await this.checkMedia(orgId, patch.referenceMediaIds);
    let signingSecret: string | null = null;
    const evaluatorTouched = patch.evaluatorUrl !== undefined || patch.evaluatorCostCents !== undefined || patch.evaluatorTimeoutMs !== undefined;
    if (evaluatorTouched) {
      if (patch.evaluatorUrl === null) {
        set.evaluator = null;
      } else {
        const url = patch.evaluatorUrl === undefined ? current.evaluator?.url : (patch.evaluatorUrl === current.evaluator?.url ? current.evaluator.url : this.checkUrl(patch.evaluatorUrl));
        if (!url) throw invalid('body.evaluatorUrl', 'this critic has no evaluator: set evaluatorUrl with evaluatorCostCents');
        const costCents = patch.evaluatorCostCents ?? current.evaluator?.costCents;
        if (costCents === undefined) throw invalid('body.evaluatorCostCents', 'required with evaluatorUrl: the price accepted per evaluator call, in cents (0 to 500)');
        let sealedSecret = current.evaluator?.sealedSecret;
        if (!sealedSecret) {
          signingSecret = newSecret();
          sealedSecret = this.box.seal(signingSecret);
        }
        set.evaluator = { url, costCents, timeoutMs: patch.evaluatorTimeoutMs ?? current.evaluator?.timeoutMs ?? criticLimits.timeoutMs.fallback, sealedSecret };
      }
    }
    const rules = set.rules !== undefined ? set.rules : current.rules;
    const evaluator = set.evaluator !== undefined ? set.evaluator : current.evaluator;
    if (!rules && !evaluator) throw invalid('body', 'a critic needs rules, an evaluatorUrl, or both');
    if (!Object.keys(set).length) return { critic: current, signingSecret: null };
    const r = await scope.update(id, { set }, { ifVersion: current.version });
    if (r.status === 'conflict') throw new AppError(409, 'conflict', `critic ${id} changed meanwhile; try again`);
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `critic ${id} not found`);
    return { critic: r.doc, signingSecret };
  }

  /** Deletes an org critic (built-in ones are read-only: 409). */
  async remove(orgId: string, id: string): Promise<StoredOrgCritic> {
    if (builtinCritic(id)) throw readOnly(id);
    const r = await this.critics.forOrg(orgId).delete(id);
    if (r.status !== 'deleted') throw new AppError(404, 'not_found', `critic ${id} not found`);
    return r.doc;
  }

  /**
   * The critics a verification runs: with `ids`, those (a built-in id or one of the org's critics;
   * 422 naming `<pathPrefix>[i]` for any other, duplicates once), else every built-in and every
   * org critic. Org critics come with their rubric, rules, evaluator and opened signing secret.
   */
  async forVerify(orgId: string, ids?: readonly string[], pathPrefix = 'body.critics'): Promise<{ builtins: BuiltinCritic[]; org: OrgCriticForVerify[] }> {
    if (ids === undefined) {
      return { builtins: [...builtinCritics], org: (await this.allOf(orgId)).map((c) => this.opened(c)) };
    }
    const builtins: BuiltinCritic[] = [];
    const org: OrgCriticForVerify[] = [];
    const seen = new Set<string>();
    for (const [i, id] of ids.entries()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const builtin = builtinCritic(id);
      if (builtin) {
        builtins.push(builtin);
        continue;
      }
      const critic = await this.critics.forOrg(orgId).get(id);
      if (!critic) throw invalid(`${pathPrefix}[${i}]`, `${id} is neither a built-in critic nor one of this org's`);
      org.push(this.opened(critic));
    }
    return { builtins, org };
  }

  /** Asks an org critic's evaluator (see evaluator.ts); a critic without one is a caller's bug. */
  async evaluate(critic: OrgCriticForVerify, request: EvaluateRequest): Promise<EvaluatorOutcome> {
    if (!critic.evaluator) throw new Error(`critic ${critic.id} has no evaluator`);
    return this.evaluator.evaluate({ id: critic.id, label: critic.label, rubric: critic.rubric, floor: critic.floor, evaluator: critic.evaluator }, request);
  }

  private opened(c: StoredOrgCritic): OrgCriticForVerify {
    return {
      id: c.id, label: c.label, tier: 'org', phase: c.phase, floor: effectiveFloor(c), rubric: c.rubric, rules: c.rules, referenceMediaIds: c.referenceMediaIds,
      evaluator: c.evaluator ? { url: c.evaluator.url, costCents: c.evaluator.costCents, timeoutMs: c.evaluator.timeoutMs, secret: this.box.open(c.evaluator.sealedSecret) } : null,
    };
  }

  private checkRules(rules: CriticRules): CriticRules {
    for (const [i, c] of rules.conditions.entries()) {
      if (!builtinCritic(c.critic)) throw invalid(`body.rules.conditions[${i}].critic`, `${c.critic} is not a built-in critic (rules compare the built-in critics' scores)`);
    }
    return { match: rules.match, conditions: rules.conditions.map((c) => ({ critic: c.critic, op: c.op, value: c.value })) };
  }

  private checkUrl(raw: string): string {
    try {
      return this.deps.guard.checkUrl(raw).toString();
    } catch (err) {
      if (!(err instanceof EgressRefused)) throw err;
      const problem = err.message.replace(/^webhook URLs/, 'evaluator URLs');
      throw new AppError(422, 'evaluator_url_refused', `the evaluator URL is not allowed: ${problem}`, { fields: [{ path: 'body.evaluatorUrl', problem }] });
    }
  }

  private async checkMedia(orgId: string, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    for (const id of unique) {
      const item = await this.deps.media.get(orgId, id).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
      if (!item) throw invalid(`body.referenceMediaIds[${ids.indexOf(id)}]`, `media ${id} is not this org's`);
    }
    return unique;
  }
}

function readOnly(id: string): AppError {
  return new AppError(409, 'critic_read_only', `${id} is a built-in critic; built-in critics cannot be changed or deleted`);
}
