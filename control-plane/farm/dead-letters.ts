/**
 * A job that used up its deliveries lands in its queue's dead-letter queue — whether its handler
 * kept failing or the nodes holding it kept dying. Each one found there is given up: its kind ends
 * what it was for (FarmJobKind.failed) — a scene or assemble job ends its render with an error
 * (retryable: the same render may well succeed when queued again), a probe fails its media item,
 * and so on, holds released.
 *
 * A dead letter is taken off its queue only once it was given up, so a store or broker outage in
 * between leaves it for the next check instead of losing it. Giving up is idempotent, so with
 * several control-plane replicas a letter may be given up twice but never skipped: a replica that
 * takes another letter than the one it handled (another replica took that one) gives up the one
 * it took.
 */
import { decodeJob } from '../../proto/index.ts';
import { type DeadLetter, type JobQueue, QueueUnavailableError } from '../../shared/queue/index.ts';
import { StoreError } from '../store/index.ts';
import type { JobKindName } from './job-kind.ts';
import type { FarmReports } from './reports.ts';

export interface EndedJob { jobId: string; kind: JobKindName; deliveries: number; reason: string }

/** Most letters one check takes from each queue; the rest wait for the next check. */
const lettersPerCheck = 100;

function isOutage(err: unknown): boolean {
  return (err instanceof StoreError && err.code === 'unavailable') || err instanceof QueueUnavailableError;
}

/** Gives up what a dead letter was for; null for a letter that is not a farm job. Throws only on an outage. */
async function giveUp(letter: DeadLetter, reports: FarmReports): Promise<EndedJob | null> {
  let envelope;
  try {
    envelope = decodeJob(letter.body);
  } catch {
    return null;
  }
  const why = letter.reason === 'failed' ? `it failed ${letter.deliveryCount} times (last: ${letter.error ?? 'no message'})` : `the nodes holding it stopped ${letter.deliveryCount} times`;
  try {
    const kind = await reports.jobGivenUp({
      jobId: envelope.jobId, orgId: envelope.orgId, code: 'job_exhausted', message: `${envelope.job} job ${envelope.jobId} was given up: ${why}`,
      details: { jobId: envelope.jobId, deliveries: letter.deliveryCount, reason: letter.reason }, retryable: true,
    });
    return kind && { jobId: envelope.jobId, kind, deliveries: letter.deliveryCount, reason: letter.reason };
  } catch (err) {
    if (isOutage(err)) throw err;
    // What the job was for is gone (render or media item deleted): nothing is left to give up.
    return null;
  }
}

export async function settleDeadLetters(queue: JobQueue, queueNames: string[], reports: FarmReports): Promise<EndedJob[]> {
  const ended: EndedJob[] = [];
  for (const queueName of queueNames) {
    for (let n = 0; n < lettersPerCheck; n++) {
      const [letter] = await queue.deadLetters(queueName, { limit: 1 });
      if (!letter) break;
      const first = await giveUp(letter, reports);
      if (first) ended.push(first);
      const [taken] = await queue.deadLetters(queueName, { limit: 1, remove: true });
      if (taken && taken.messageId !== letter.messageId) {
        const other = await giveUp(taken, reports);
        if (other) ended.push(other);
      }
    }
  }
  return ended;
}
