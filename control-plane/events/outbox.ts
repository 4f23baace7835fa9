/**
 * The transactional outbox without transactions: an event is written into the very document
 * whose change causes it, in the same single-document update (`outbox.<eventId>` plus the
 * `outboxPending` flag the relay scans for). A crash after that update loses nothing (the relay
 * finds the event later); a crash before it means the change did not happen either.
 */
import { newId } from '../../shared/ids.ts';
import type { EventName } from './events.ts';

export interface OutboxEntry {
  id: string;
  event: EventName;
  occurredAt: string;
  projectId: string | null;
  /** The event's data as known at the change; the relay may complete it (signed links). */
  data: Record<string, unknown>;
}

export interface OutboxFields {
  outbox?: Record<string, OutboxEntry>;
  outboxPending?: boolean;
}

/** Index every outbox-carrying collection declares, so the relay's scan stays cheap. */
export const outboxIndex = ['outboxPending'];

function entry(event: EventName, data: Record<string, unknown>, projectId: string | null): OutboxEntry {
  return { id: newId('evt'), event, occurredAt: new Date().toISOString(), projectId, data };
}

/** Fields to merge into an update's `set`: the event rides along with the change. */
export function eventInUpdate(event: EventName, data: Record<string, unknown>, projectId: string | null = null): Record<string, unknown> {
  const e = entry(event, data, projectId);
  return { [`outbox.${e.id}`]: e, outboxPending: true };
}
