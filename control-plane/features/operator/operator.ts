/**
 * The operator's controls over the orgs of a deployment: find and create orgs, set plans, limits
 * and credits, suspend and resume, revoke keys, export usage. Every change is written to the
 * audit log (`operator_audit`, append-only): which operator token made it, what it did, to which
 * org, the values before and after (or the amount), the reason, when.
 *
 * Credits move through the org's wallet and appear on its ledger (`GET /v1/billing/ledger`) like
 * any grant or charge. The audit entry is written once the change is made, so a change the store
 * refused leaves none; a process that dies in between leaves the change without its entry (the
 * ledger still records any credits moved).
 */
import { AppError } from '../../../shared/errors.ts';
import { newId } from '../../../shared/ids.ts';
import type { DocMeta, DocumentStore, SystemScoped, Where } from '../../store/index.ts';
import { allPermissions } from '../../http/access.ts';
import type { Accounts, Org } from '../accounts/accounts.ts';
import { creditsToUsd, type FeatureId, type PlanId, type PlanLimits } from '../accounts/plans.ts';
import { type ApiKeys, keyView } from '../api-keys/api-keys.ts';
import { activeStatuses, type Renders } from '../renders/renders.ts';

export const auditActions = ['org.create', 'org.plan', 'org.limits', 'org.credits.grant', 'org.credits.take_back', 'org.suspend', 'org.resume', 'key.revoke'] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  /** The operator token that acted (see operator-token.ts). */
  operatorId: string;
  action: AuditAction;
  orgId: string;
  /** Why, in the operator's words (required for credits and suspensions). */
  reason: string | null;
  /** The values the action changed, as they were and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Credits moved (signed: a take-back is negative); null for actions that move none. */
  credits: number | null;
}

export type StoredOrg = Org & DocMeta;

/** A calendar month, `YYYY-MM` (UTC): its first instant and the next month's. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw new AppError(400, 'validation_failed', `month must be YYYY-MM (got '${month}')`, { fields: [{ path: 'querystring.month', problem: 'must be YYYY-MM' }] });
  const year = Number(m[1]), index = Number(m[2]) - 1;
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

/** Renders cancelled per page of a suspension's sweep. */
const cancelPageSize = 100;

export type OrgUsage = Awaited<ReturnType<Operator['usage']>>;

export class Operator {
  private readonly audit: SystemScoped<AuditEntry>;

  constructor(store: DocumentStore, private readonly deps: { accounts: Accounts; apiKeys: ApiKeys; renders: Renders }) {
    this.audit = store.systemCollection<AuditEntry>({ name: 'operator_audit', idPrefix: 'aud', indexes: [['orgId']] });
  }

  async org(orgId: string): Promise<StoredOrg> {
    const org = await this.deps.accounts.getOrg(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    return org;
  }

  /** A page of orgs, newest first: of one plan, suspended or not, or all. */
  async listOrgs(filter: { planId?: PlanId; suspended?: boolean }, limit: number, cursor?: string | null) {
    const where: Where = {};
    if (filter.planId) where.planId = filter.planId;
    if (filter.suspended !== undefined) where.suspendedAt = filter.suspended ? { $ne: null } : null;
    return this.deps.accounts.orgs.list({ where, limit, cursor });
  }

  /**
   * The orgs `query` names: an org id (`org_…`), an org name, an API key's shown start
   * (`svc_live_AbCd`, or the whole key: only its start is read), or a pay-per-call payer address.
   */
  async findOrgs(query: string): Promise<StoredOrg[]> {
    const q = query.trim();
    const found = new Map<string, StoredOrg>();
    const add = (org: StoredOrg | null) => { if (org) found.set(org.id, org); };
    if (q.startsWith('org_')) add(await this.deps.accounts.getOrg(q));
    if (/^svc_(live|test)_[0-9A-Za-z]{4}/.test(q)) {
      for (const key of await this.deps.apiKeys.withStart(q.slice(0, 13), 50)) add(await this.deps.accounts.getOrg(key.orgId));
    }
    if (/^0x[0-9a-fA-F]{40}$/.test(q)) add(await this.deps.accounts.orgs.findOne({ payer: q.toLowerCase() }) ?? await this.deps.accounts.orgs.findOne({ payer: q }));
    add(await this.deps.accounts.findOrgByName(q));
    return [...found.values()];
  }

  /** A new org and its first key (every permission); the key's secret is in this answer only. */
  async createOrg(operatorId: string, input: { name: string; displayName?: string | null; planId?: PlanId; environment?: 'live' | 'test'; credits?: number; keyName?: string; reason?: string | null }) {
    if (await this.deps.accounts.findOrgByName(input.name)) throw new AppError(409, 'org_exists', `an org named '${input.name}' exists`, { name: input.name });
    const org = await this.deps.accounts.createOrg({ name: input.name, displayName: input.displayName ?? null, planId: input.planId, environment: input.environment, credits: input.credits });
    const { key, record } = await this.deps.apiKeys.create({ orgId: org.id, environment: org.environment, name: input.keyName ?? 'first key', permissions: allPermissions });
    await this.record(operatorId, 'org.create', org.id, input.reason ?? null, null, { name: org.name, planId: org.planId, environment: org.environment, keyId: record.id }, input.credits ?? null);
    return { org, key, record };
  }

  async setPlan(operatorId: string, orgId: string, planId: PlanId, reason: string | null) {
    const { before, after } = await this.deps.accounts.setPlan(orgId, planId);
    if (before.planId !== after.planId) await this.record(operatorId, 'org.plan', orgId, reason, { planId: before.planId }, { planId: after.planId }, null);
    return after;
  }

  /** Sets or clears (null) the org's limits over its plan. */
  async setLimits(operatorId: string, orgId: string, limits: { [K in keyof PlanLimits]?: PlanLimits[K] | null }, reason: string | null) {
    if (Object.values(limits).every((v) => v === undefined)) {
      throw new AppError(400, 'validation_failed', 'name at least one limit to set (or null to remove)', { fields: [{ path: 'body', problem: 'names no limit' }] });
    }
    const { before, after } = await this.deps.accounts.setLimits(orgId, limits);
    await this.record(operatorId, 'org.limits', orgId, reason, { ...before.limits }, { ...after.limits }, null);
    return after;
  }

  /**
   * Grants (positive) or takes back (negative) credits, with the reason on the ledger and in the
   * audit log. `idempotencyKey`: a retry with the same key moves nothing again.
   */
  async moveCredits(operatorId: string, orgId: string, credits: number, reason: string, idempotencyKey?: string) {
    const before = await this.org(orgId);
    // Grants and take-backs are keyed apart: the same Idempotency-Key on one of each moves both.
    const key = `operator:${credits > 0 ? 'grant' : 'take-back'}:${orgId}:${idempotencyKey ?? newId('opc')}`;
    const description = `${credits > 0 ? 'granted' : 'taken back'} by the operator: ${reason}`;
    const outcome = credits > 0
      ? await this.deps.accounts.grant(orgId, credits, description, key)
      : await this.deps.accounts.takeBack(orgId, -credits, description, key);
    const after = await this.org(orgId);
    const moved = outcome === 'granted' || outcome === 'taken';
    if (moved) {
      await this.record(operatorId, credits > 0 ? 'org.credits.grant' : 'org.credits.take_back', orgId, reason,
        { balanceCredits: before.wallet.balanceCredits, availableCredits: before.wallet.availableCredits },
        { balanceCredits: after.wallet.balanceCredits, availableCredits: after.wallet.availableCredits }, credits);
    }
    return { org: after, repeated: !moved };
  }

  /**
   * Suspends the org: its credentials are refused (403 `org_suspended`) and it starts no paid
   * work; its queued and running renders are cancelled, their holds released (charged nothing).
   */
  async suspend(operatorId: string, orgId: string, reason: string) {
    const { before, after } = await this.deps.accounts.setSuspended(orgId, true);
    const cancelledRenders: string[] = [];
    for (let page = await this.deps.renders.list(orgId, { statuses: activeStatuses }, cancelPageSize); ;) {
      for (const render of page.items) {
        try {
          await this.deps.renders.cancel(orgId, render.id);
          cancelledRenders.push(render.id);
        } catch (err) {
          // Ended meanwhile (completed or failed): nothing left to cancel.
          if (!(err instanceof AppError && err.code === 'render_not_cancellable')) throw err;
        }
      }
      if (!page.hasMore || !page.nextCursor) break;
      page = await this.deps.renders.list(orgId, { statuses: activeStatuses }, cancelPageSize, page.nextCursor);
    }
    await this.record(operatorId, 'org.suspend', orgId, reason, { suspendedAt: before.suspendedAt ?? null }, { suspendedAt: after.suspendedAt ?? null, cancelledRenders }, null);
    return { org: after, cancelledRenders };
  }

  async resume(operatorId: string, orgId: string, reason: string | null) {
    const { before, after } = await this.deps.accounts.setSuspended(orgId, false);
    await this.record(operatorId, 'org.resume', orgId, reason, { suspendedAt: before.suspendedAt ?? null }, { suspendedAt: null }, null);
    return after;
  }

  async listKeys(orgId: string, limit: number, cursor?: string | null) {
    await this.org(orgId);
    return this.deps.apiKeys.list(orgId, limit, cursor);
  }

  async revokeKey(operatorId: string, orgId: string, keyId: string, reason: string | null) {
    const before = await this.deps.apiKeys.get(orgId, keyId);
    if (!before) throw new AppError(404, 'not_found', `API key ${keyId} of org ${orgId} not found`);
    const after = (await this.deps.apiKeys.revoke(orgId, keyId))!;
    if (!before.revokedAt) await this.record(operatorId, 'key.revoke', orgId, reason, { keyId, revokedAt: null }, { keyId, revokedAt: after.revokedAt }, null);
    return keyView(after);
  }

  /** The org's usage in a calendar month (UTC): per feature the units and credits charged, and the credits granted and taken back. */
  async usage(orgId: string, month: string) {
    const { start, end } = monthBounds(month);
    const org = await this.org(orgId);
    const usage = await this.deps.accounts.usageBetween(orgId, start, end);
    const features = (Object.entries(usage.features) as [FeatureId, { units: number; credits: number }][])
      .sort(([a], [b]) => a.localeCompare(b))
      // Units are sums of fractions (output minutes): six decimals keep the export free of float noise.
      .map(([featureId, f]) => ({ featureId, units: Math.round(f.units * 1e6) / 1e6, credits: f.credits, usd: creditsToUsd(f.credits) }));
    const chargedCredits = features.reduce((sum, f) => sum + f.credits, 0);
    return {
      orgId: org.id, orgName: org.name, planId: org.planId, month, periodStart: start.toISOString(), periodEnd: end.toISOString(),
      features, chargedCredits, chargedUsd: creditsToUsd(chargedCredits), grantedCredits: usage.grantedCredits, takenBackCredits: usage.takenBackCredits,
      complete: usage.complete,
    };
  }

  /** A page of orgs' usage in a calendar month: the orgs as `listOrgs` pages them, newest first. */
  async usageOfOrgs(month: string, limit: number, cursor?: string | null) {
    monthBounds(month);
    const page = await this.listOrgs({}, limit, cursor);
    const items: OrgUsage[] = [];
    for (const org of page.items) items.push(await this.usage(org.id, month));
    return { items, hasMore: page.hasMore, nextCursor: page.nextCursor };
  }

  /** The audit log, newest first: of one org, or all. */
  async auditLog(filter: { orgId?: string }, limit: number, cursor?: string | null) {
    return this.audit.list({ where: filter.orgId ? { orgId: filter.orgId } : {}, limit, cursor });
  }

  private async record(operatorId: string, action: AuditAction, orgId: string, reason: string | null, before: AuditEntry['before'], after: AuditEntry['after'], credits: number | null) {
    await this.audit.insert({ operatorId, action, orgId, reason, before, after, credits });
  }
}
