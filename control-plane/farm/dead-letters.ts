/**
 * A job that used up its deliveries lands in its queue's dead-letter queue — whether its handler
 * kept failing or the nodes holding it kept dying. Each one found there is given up: a scene or
 * assemble job ends its render with an error (retryable: the same render may well succeed when
 * queued again), a probe fails its media item, an extraction fails its transcription. The dead
 * letters are taken as they are handled, so with several control-plane replicas each is handled once.
 */
import { decodeJob } from '../../proto/index.ts';
import type { JobQueue } from '../../shared/queue/index.ts';
import type { FarmReports } from './reports.ts';

export async function settleDeadLetters(queue: JobQueue, queueNames: string[], reports: FarmReports) {
  const ended: { jobId: string; kind: string; deliveries: number; reason: string }[] = [];
  for (const queueName of queueNames) {
    for (const letter of await queue.deadLetters(queueName, { limit: 100, remove: true })) {
      let envelope;
      try {
        envelope = decodeJob(letter.body);
      } catch {
        continue;
      }
      const why = letter.reason === 'failed' ? `it failed ${letter.deliveryCount} times (last: ${letter.error ?? 'no message'})` : `the nodes holding it stopped ${letter.deliveryCount} times`;
      const ref = await reports.jobGivenUp({
        jobId: envelope.jobId, orgId: envelope.orgId, code: 'job_exhausted', message: `${envelope.job} job ${envelope.jobId} was given up: ${why}`,
        details: { jobId: envelope.jobId, deliveries: letter.deliveryCount, reason: letter.reason }, retryable: true,
      }).catch(() => null);
      if (ref) ended.push({ jobId: envelope.jobId, kind: ref.kind, deliveries: letter.deliveryCount, reason: letter.reason });
    }
  }
  return ended;
}
