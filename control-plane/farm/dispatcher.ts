/**
 * Puts jobs on the queues. What a job holds is built by its kind (farm/kinds/), which says which
 * queue it goes on; here it is encoded and published under its job id, its trace context in the
 * message headers, and every publish waits for the broker's confirm. Job ids derive from what the
 * job is for, so publishing the same work again (after a crash between two publishes) yields the
 * same jobs, which completion then counts once.
 */
import { encodeJob, type JobEnvelope } from '../../proto/index.ts';
import { injectTraceContext } from '../../shared/telemetry/tracing.ts';
import type { JobQueue } from '../../shared/queue/index.ts';
import type { FarmQueue } from './job-kind.ts';

/** An envelope ready to go: every job has its id. */
export type OutgoingJob = JobEnvelope & { jobId: string };

/**
 * The envelope fields of a job that belongs to no render (a media item's, a capture's, a fact's…):
 * its id and org, traced from the current span, stamped now.
 */
export function standaloneJob(jobId: string, orgId: string): Pick<OutgoingJob, 'jobId' | 'renderId' | 'orgId' | 'traceContext' | 'enqueuedAtMs'> {
  return { jobId, renderId: '', orgId, traceContext: injectTraceContext(), enqueuedAtMs: Date.now() };
}

export class JobDispatcher {
  constructor(private readonly queue: JobQueue, private readonly queueNames: Readonly<Record<FarmQueue, string>>) {}

  /** Publishes the job on the queue named `queue` and resolves once the broker confirmed it. */
  async publish(queue: FarmQueue, envelope: OutgoingJob): Promise<void> {
    await this.queue.publish(this.queueNames[queue], encodeJob(envelope), { messageId: envelope.jobId, headers: envelope.traceContext ?? {} });
  }
}
