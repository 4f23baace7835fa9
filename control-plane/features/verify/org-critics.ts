/**
 * An org's own critics in a verification: which to run, and how each is judged. Rules are judged
 * over the built-in critics' scores (critics.ts `applyRules`); an evaluator is called with the
 * evidence stills, those scores and the brief (critics' Evaluator: SSRF-guarded, signed). A
 * critic with both passes when its rules hold and the evaluator's answer passes; its score is the
 * evaluator's. An evaluator that does not answer (timed out, refused, a bad answer) leaves the
 * critic `error`, and the verification does not charge for it.
 */
import { AppError } from '../../../shared/errors.ts';
import { applyRules, type Critics, type OrgCriticForVerify } from '../critics/critics.ts';
import type { CriticFinding, CriticResult } from './results.ts';
import type { JudgeInput, OrgCriticJudges } from './verify.ts';

export function orgCriticJudges(critics: Pick<Critics, 'forVerify' | 'evaluate'>): OrgCriticJudges {
  return {
    async select(orgId, ids) {
      const chosen = await critics.forVerify(orgId, ids);
      return {
        builtinIds: chosen.builtins.map((c) => c.id),
        org: chosen.org.map((c) => ({ id: c.id, label: c.label, evaluatorCostCents: c.evaluator?.costCents ?? null })),
      };
    },

    async judge(orgId, criticId, input) {
      // Read afresh, this critic alone (the secret is never stored with the verification); one deleted meanwhile is not judged.
      const critic = await critics.forVerify(orgId, [criticId]).then((chosen) => chosen.org[0] ?? null, (err) => {
        if (err instanceof AppError && err.status === 422) return null;
        throw err;
      });
      if (!critic) return { ...unjudged(criticId), evaluatorDelivered: false };
      return judge(critics, critic, input);
    },
  };
}

async function judge(critics: Pick<Critics, 'evaluate'>, critic: OrgCriticForVerify, input: JudgeInput): Promise<CriticResult & { evaluatorDelivered: boolean }> {
  const scores = Object.fromEntries(input.builtins.map((r) => [r.criticId, r.score]));
  const base = {
    criticId: critic.id, label: critic.label, tier: 'org' as const, phase: critic.phase, unit: critic.evaluator ? 'evaluator score (0–1)' : 'share of rules holding',
    direction: 'min' as const, floor: critic.floor,
  };
  const findings: CriticFinding[] = [];
  let pass = true;
  let score: number | null = null;
  if (critic.rules) {
    const ruled = applyRules(critic.rules, scores, critic.evaluator ? 1 : critic.floor);
    pass = ruled.pass;
    score = ruled.score;
    for (const f of ruled.findings) findings.push({ atSec: null, message: f.message, fails: !f.holds, value: f.score, evidenceIndex: null });
  }
  if (!critic.evaluator) return { ...base, score, pass, status: pass ? 'pass' : 'fail', reason: null, findings, evaluatorDelivered: false };
  const outcome = await critics.evaluate(critic, {
    verificationId: input.verificationId, projectId: input.projectId ?? '', brief: input.brief, stills: input.stills, measurements: scores,
  });
  if (!outcome.ok) {
    return { ...base, score: null, pass: false, status: 'error', reason: `the evaluator gave no score (${outcome.reason}): ${outcome.message}`, findings, evaluatorDelivered: false };
  }
  for (const f of outcome.findings) findings.push({ atSec: f.atSec, message: f.message, fails: !outcome.pass, value: null, evidenceIndex: nearestStill(input.stills, f.atSec) });
  pass = pass && outcome.pass;
  return { ...base, score: outcome.score, pass, status: pass ? 'pass' : 'fail', reason: null, findings, evaluatorDelivered: true };
}

/** The evidence still nearest a second an evaluator named, so its finding shows a picture too. */
function nearestStill(stills: JudgeInput['stills'], atSec: number | null): number | null {
  if (atSec === null || !stills.length) return null;
  return stills.reduce((best, s) => (Math.abs(s.atSec - atSec) < Math.abs(stills[best]!.atSec - atSec) ? s.index : best), 0);
}

function unjudged(criticId: string): CriticResult {
  return {
    criticId, label: criticId, tier: 'org', phase: 'frames', unit: '', direction: 'min', score: null, floor: null, pass: false, status: 'error',
    reason: 'the critic was deleted while the verification ran', findings: [],
  };
}
