/**
 * The client of an org critic's evaluator: the org's own https endpoint that judges a
 * composition's evidence stills against the critic's rubric.
 *
 * A call is one POST of JSON `{type: 'critic.evaluate', criticId, label, rubric, verificationId,
 * projectId, brief, stills, measurements, referenceMedia}` through the egress guard (https, public
 * addresses only, checked at connect time; a redirect is not followed), signed per Standard
 * Webhooks with the critic's own secret exactly as webhook deliveries are (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), and bounded by the critic's timeout. The evaluator
 * answers 2xx JSON `{score, pass?, findings?}`: `score` from 0 to 1, `pass` (default: score at
 * or above the critic's floor), at most 50 findings of `{atSec?, message}` (messages cut to 500
 * characters, control characters removed).
 *
 * Whatever the evaluator does (no answer in time, a refused address, a 5xx, a body that is not
 * that JSON), `evaluate` resolves with `{ok: false, reason, message}`; it never throws for it.
 */
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { newId } from '../../../shared/ids.ts';
import { EgressGuard, EgressRefused, guardedPost } from '../../http/egress.ts';

/** What the client needs of a critic: who it is, its rubric, and its evaluator. */
export interface EvaluatedCritic {
  id: string;
  label: string;
  rubric: string | null;
  /** The floor `pass` defaults against when the evaluator leaves it out. */
  floor: number;
  evaluator: { url: string; timeoutMs: number; secret: string };
}

export interface EvaluatorStill {
  /** The still's index in the verification's evidence. */
  index: number;
  atSec: number;
  /** A signed link the evaluator can fetch the still from. */
  url: string;
  width: number;
  height: number;
}

export interface EvaluateRequest {
  verificationId: string;
  projectId: string;
  /** The project's brief as the API shows it, or null. */
  brief: unknown;
  stills: EvaluatorStill[];
  /** The built-in critics' scores by critic id (null: skipped or not measured). */
  measurements: Record<string, number | null>;
  /** Signed links to the critic's reference media, when it has some. */
  referenceMedia?: { id: string; url: string }[];
}

export interface EvaluatorFinding {
  atSec: number | null;
  message: string;
}

export type EvaluatorFailure = 'timeout' | 'refused' | 'http_error' | 'bad_response';

export type EvaluatorOutcome =
  | { ok: true; score: number; pass: boolean; findings: EvaluatorFinding[] }
  | { ok: false; reason: EvaluatorFailure; message: string };

export const evaluatorLimits = { findings: 50, messageChars: 500, responseBytes: 256 * 1024 } as const;

/** The body an evaluator is sent. */
export function evaluateBody(critic: Pick<EvaluatedCritic, 'id' | 'label' | 'rubric'>, request: EvaluateRequest): string {
  return JSON.stringify({
    type: 'critic.evaluate', criticId: critic.id, label: critic.label, rubric: critic.rubric,
    verificationId: request.verificationId, projectId: request.projectId, brief: request.brief ?? null,
    stills: request.stills.map((s) => ({ index: s.index, atSec: s.atSec, url: s.url, width: s.width, height: s.height })),
    measurements: request.measurements,
    referenceMedia: request.referenceMedia ?? [],
  });
}

/** The Standard Webhooks headers over `body`, as webhook deliveries carry them. */
export function evaluatorHeaders(secret: string, messageId: string, body: string, at = new Date()): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new StandardWebhook(secret).sign(messageId, at, body),
    'x-framefleet-event': 'critic.evaluate',
  };
}

/** One line of text fit to show: control characters gone, whitespace collapsed, at most `max` characters. */
export function cleanText(text: string, max: number): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** Reads an evaluator's answer; a string saying what is wrong with it otherwise. */
export function parseAnswer(text: string, floor: number): { score: number; pass: boolean; findings: EvaluatorFinding[] } | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'the answer is not JSON';
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return 'the answer is not a JSON object';
  const { score, pass, findings } = json as { score?: unknown; pass?: unknown; findings?: unknown };
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 1) return 'score must be a number from 0 to 1';
  if (pass !== undefined && pass !== null && typeof pass !== 'boolean') return 'pass must be a boolean when given';
  if (findings !== undefined && findings !== null && !Array.isArray(findings)) return 'findings must be an array when given';
  const list = (findings as unknown[] | null | undefined) ?? [];
  if (list.length > evaluatorLimits.findings) return `at most ${evaluatorLimits.findings} findings (got ${list.length})`;
  const out: EvaluatorFinding[] = [];
  for (const [i, f] of list.entries()) {
    if (f === null || typeof f !== 'object' || Array.isArray(f)) return `findings[${i}] is not an object`;
    const { atSec, message } = f as { atSec?: unknown; message?: unknown };
    if (typeof message !== 'string' || cleanText(message, evaluatorLimits.messageChars) === '') return `findings[${i}].message must be a non-empty string`;
    if (atSec !== undefined && atSec !== null && (typeof atSec !== 'number' || !Number.isFinite(atSec) || atSec < 0)) return `findings[${i}].atSec must be a number of seconds`;
    out.push({ atSec: typeof atSec === 'number' ? atSec : null, message: cleanText(message, evaluatorLimits.messageChars) });
  }
  return { score, pass: typeof pass === 'boolean' ? pass : score >= floor, findings: out };
}

const timeoutMessage = /no answer within|no data for|did not end in time/;

export class Evaluator {
  constructor(private readonly guard: EgressGuard) {}

  /** Asks the critic's evaluator; resolves with its judgement or why there is none (never rejects for the evaluator's doing). */
  async evaluate(critic: EvaluatedCritic, request: EvaluateRequest): Promise<EvaluatorOutcome> {
    const { url, timeoutMs, secret } = critic.evaluator;
    const body = evaluateBody(critic, request);
    const fail = (reason: EvaluatorFailure, message: string): EvaluatorOutcome => ({ ok: false, reason, message: cleanText(message, evaluatorLimits.messageChars) });
    let timer: NodeJS.Timeout | undefined;
    // The guard's own timers bound the wait for headers and for the body; this one bounds the whole call.
    const overall = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), timeoutMs + 250); });
    try {
      const answer = await Promise.race([
        guardedPost(this.guard, url, body, evaluatorHeaders(secret, newId('msg'), body), { timeoutMs, maxRedirects: 0, maxResponseBytes: evaluatorLimits.responseBytes }),
        overall,
      ]);
      if (answer === 'timeout') return fail('timeout', `the evaluator did not answer within ${timeoutMs} ms`);
      if (answer.status < 200 || answer.status > 299) return fail('http_error', `the evaluator answered ${answer.status}`);
      const parsed = parseAnswer(answer.body.toString('utf8'), critic.floor);
      if (typeof parsed === 'string') return fail('bad_response', `the evaluator's answer was refused: ${parsed}`);
      return { ok: true, ...parsed };
    } catch (err) {
      if (err instanceof EgressRefused) return fail('refused', `the evaluator URL is not allowed: ${err.message}`);
      const message = (err as Error)?.message ?? String(err);
      if (timeoutMessage.test(message)) return fail('timeout', `the evaluator did not answer within ${timeoutMs} ms`);
      if (/^more than 0 redirects/.test(message)) return fail('http_error', 'the evaluator answered with a redirect, which is not followed');
      return fail('http_error', `the evaluator could not be reached: ${message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
