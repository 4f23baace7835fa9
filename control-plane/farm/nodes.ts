/**
 * The render-node registry. A node holds a lease that each heartbeat renews; a node silent for
 * longer than the lease is marked lost (well before RabbitMQ's consumer timeout would notice),
 * so operators see it at once and its unacknowledged scenes go to other nodes when its
 * connection drops.
 */
import type { DocumentStore, SystemScoped } from '../store/index.ts';

export interface EncoderCapability { codec: string; backend: string; available: boolean; reason: string }

/** A job a node reported working on, with the render and org it belongs to. */
export interface InFlightJobRecord { jobId: string; renderId: string; orgId: string }

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
      const r = await this.nodes.update(existingId, { set: { ...input, ...lease, status: 'active', lostAt: null } });
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

  /** Marks every node whose lease lapsed as lost; returns those it marked. */
  async sweep(now = new Date()) {
    const lapsed = await this.nodes.list({ where: { status: { $in: ['active', 'draining'] }, leaseExpiresAt: { $lt: now.toISOString() } }, limit: 1000, order: 'oldest' });
    const marked = [];
    for (const node of lapsed.items) {
      const r = await this.nodes.update(node.id, { set: { status: 'lost', lostAt: now.toISOString() } }, { ifVersion: node.version });
      if (r.status === 'updated') marked.push(r.doc);
    }
    return marked;
  }

  async list(limit = 1000) {
    return (await this.nodes.list({ limit, order: 'oldest' })).items;
  }
}
