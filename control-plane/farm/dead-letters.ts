/**
 * A scene or assemble job that used up its deliveries lands in the queue's dead-letter queue —
 * whether its handler kept failing or the nodes holding it kept dying. Each one found there ends
 * its render with an error (retryable: the same render may well succeed when queued again). The
 * dead letters are taken as they are handled, so with several control-plane replicas each is
 * handled once.
 */
import { decodeJob } from '../../proto/index.ts';
import type { JobQueue } from '../../shared/queue/index.ts';
import type { Renders } from '../domain/renders.ts';

export async function settleDeadLetters(queue: JobQueue, queueName: string, renders: Renders) {
  const ended: { renderId: string; jobId: string; deliveries: number; reason: string }[] = [];
  for (const letter of await queue.deadLetters(queueName, { limit: 100, remove: true })) {
    let envelope;
    try {
      envelope = decodeJob(letter.body);
    } catch {
      continue;
    }
    const why = letter.reason === 'failed' ? `it failed ${letter.deliveryCount} times (last: ${letter.error ?? 'no message'})` : `the nodes holding it stopped ${letter.deliveryCount} times`;
    const render = await renders.failed(envelope.orgId, envelope.renderId, {
      code: 'job_exhausted', message: `${envelope.job} job ${envelope.jobId} was given up: ${why}`,
      details: { jobId: envelope.jobId, deliveries: letter.deliveryCount, reason: letter.reason }, category: 'internal', retryable: true,
    }).catch(() => null);
    if (render?.status === 'error' && render.errorCode === 'job_exhausted') ended.push({ renderId: envelope.renderId, jobId: envelope.jobId, deliveries: letter.deliveryCount, reason: letter.reason });
  }
  return ended;
}
