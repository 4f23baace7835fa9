/**
 * The render-node registry. A node holds a lease that each heartbeat renews; a node silent for
 * longer than the lease lapses, and the lease sweeper (leases.ts) moves its jobs to other nodes
 * and marks it lost — well before RabbitMQ's consumer timeout, or even its heartbeats, would
 * notice a hung process.
 */
import type { DocMeta, DocumentStore, SystemScoped } from '../store/index.ts';

export interface EncoderCapability { codec: string; backend: string; available: boolean; reason: string }

/**
 * A job a node reported working on, with the render and org it belongs to, when the node took it
 * and the render slot it draws in (0: none yet): a lost node's attempt is drawn from these.
 */
export interface InFlightJobRecord { jobId: string; renderId: string; orgId: string; startedAtMs?: number; slot?: number }

export interface NodeRecord {
  hostname: string;
  softwareVersion: string;
  gpuModel: string;
  slots: number;
  encoders: EncoderCapability[];
  status: 'active' | 'draining' | 'lost' | 'gone';
  registeredAt: string;
  lastHeartbeatAt: string;
  leaseExpiresAt: string;
  /** What the node worked on at its last heartbeat: the jobs to move elsewhere if its lease lapses. */
  inFlight: InFlightJobRecord[];
  encodeFps: number;
  lostAt: string | null;
}

export interface LeaseTerms { heartbeatIntervalMs: number; leaseTtlMs: number }

/** Heartbeat every 3 s; lost after 15 s of silence (the sweep runs every 2 s): within 30 s. */
export const defaultLeaseTerms: LeaseTerms = { heartbeatIntervalMs: 3000, leaseTtlMs: 15_000 };

export class NodeRegistry {
  readonly nodes: SystemScoped<NodeRecord>;

  constructor(store: DocumentStore, readonly terms: LeaseTerms = defaultLeaseTerms) {
    this.nodes = store.systemCollection<NodeRecord>({ name: 'render_nodes', idPrefix: 'node', indexes: [['status']] });
  }

  async register(input: Pick<NodeRecord, 'hostname' | 'softwareVersion' | 'gpuModel' | 'slots' | 'encoders'>, existingId?: string, now = new Date()) {
    const lease = { lastHeartbeatAt: now.toISOString(), leaseExpiresAt: new Date(now.getTime() + this.terms.leaseTtlMs).toISOString() };
    if (existingId) {
      // A node coming back (after its lease lapsed) starts afresh: its next heartbeat says what it holds.
      const r = await this.nodes.update(existingId, { set: { ...input, ...lease, status: 'active', lostAt: null, inFlight: [] } });
      if (r.status === 'updated') return r.doc;
    }
    return this.nodes.insert({ ...input, ...lease, status: 'active', registeredAt: now.toISOString(), inFlight: [], encodeFps: 0, lostAt: null });
  }

  /** Renews the lease; null when the node is unknown or was marked lost or gone (it must register again). */
  async heartbeat(nodeId: string, inFlight: InFlightJobRecord[], encodeFps: number, now = new Date()) {
    const r = await this.nodes.update(nodeId, {
      set: { lastHeartbeatAt: now.toISOString(), leaseExpiresAt: new Date(now.getTime() + this.terms.leaseTtlMs).toISOString(), inFlight, encodeFps },
    }, { where: { status: { $in: ['active', 'draining'] } } });
    return r.status === 'updated' ? r.doc : null;
  }

  async drain(nodeId: string) {
    return this.nodes.update(nodeId, { set: { status: 'draining' } }, { where: { status: 'active' } });
  }

  async deregister(nodeId: string) {
    return this.nodes.update(nodeId, { set: { status: 'gone', inFlight: [] } }, { where: { status: { $in: ['active', 'draining', 'lost'] } } });
  }

  /** Active or draining nodes whose lease ran out before `now`. */
  async lapsed(now = new Date()) {
    return (await this.nodes.list({ where: { status: { $in: ['active', 'draining'] }, leaseExpiresAt: { $lt: now.toISOString() } }, limit: 1000, order: 'oldest' })).items;
  }

  /** Marks a lapsed node lost, unless it renewed its lease since it was read; null then. */
  async markLost(node: NodeRecord & DocMeta, now = new Date()) {
    const r = await this.nodes.update(node.id, { set: { status: 'lost', lostAt: now.toISOString() } }, { ifVersion: node.version });
    return r.status === 'updated' ? r.doc : null;
  }

  async list(limit = 1000) {
    return (await this.nodes.list({ limit, order: 'oldest' })).items;
  }
}
