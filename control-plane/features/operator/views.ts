/** What the operator API shows: orgs, audit entries and usage, as JSON schemas and views, and the usage CSV. */
import { Type } from '@sinclair/typebox';
import { creditsToUsd, planIds } from '../accounts/plans.ts';
import { ContractFields, literals, Nullable } from '../../http/schemas.ts';
import { auditActions, type AuditEntry, type OrgUsage, type StoredOrg } from './operator.ts';

export const OperatorOrg = Type.Object({
  id: Type.String(), name: Type.String(), displayName: Nullable(Type.String()),
  planId: literals(planIds), environment: literals(['live', 'test'] as const),
  wallet: Type.Object({
    balanceCredits: Type.Number({ description: 'credits (1 credit = 1 US cent)' }),
    availableCredits: Type.Number({ description: 'balance less what work in progress holds' }),
    heldCredits: Type.Number({ description: 'what work in progress holds: never taken back' }),
  }),
  generationSpentCents: Type.Number(), storageBytes: Type.Number(),
  limits: Type.Object({
    storageGb: Nullable(Type.Number()), generationCapCents: Nullable(Type.Number()), generateMediaUsdPerCall: Nullable(Type.Number()),
    monthlySpendCredits: Nullable(Type.Number({ description: 'wallet credits the org may hold or spend per billing period (null: no ceiling)' })),
  }, { description: "the operator's limits over the plan's (null: the plan's applies)" }),
  suspendedAt: Nullable(Type.String()), payer: Nullable(Type.String({ description: 'the x402 payer address of a pay-per-call org' })),
  billingAnchor: Type.String(), createdAt: Type.String(), updatedAt: Type.String(),
}, { title: 'OperatorOrg' });

export function operatorOrgView(org: StoredOrg) {
  return {
    id: org.id, name: org.name, displayName: org.displayName, planId: org.planId, environment: org.environment,
    wallet: { balanceCredits: org.wallet.balanceCredits, availableCredits: org.wallet.availableCredits, heldCredits: org.wallet.balanceCredits - org.wallet.availableCredits },
    generationSpentCents: org.generationSpentCents, storageBytes: org.storageBytes ?? 0,
    limits: {
      storageGb: org.limits?.storageGb ?? null, generationCapCents: org.limits?.generationCapCents ?? null,
      generateMediaUsdPerCall: org.limits?.generateMediaUsdPerCall ?? null, monthlySpendCredits: org.limits?.monthlySpendCredits ?? null,
    },
    suspendedAt: org.suspendedAt ?? null, payer: org.payer ?? null,
    billingAnchor: org.billingAnchor ?? org.createdAt, createdAt: org.createdAt, updatedAt: org.updatedAt,
  };
}

export const AuditEntryView = Type.Object({
  id: Type.String(), operatorId: Type.String({ description: 'the operator token that acted: op_ and the first 12 hex digits of its SHA-256' }),
  action: literals(auditActions), orgId: Type.String(), reason: Nullable(Type.String()),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())), after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  credits: Nullable(Type.Number({ description: 'credits moved, signed (a take-back is negative)' })),
  createdAt: Type.String(),
}, { title: 'OperatorAuditEntry' });

export function auditEntryView(entry: AuditEntry & { id: string; createdAt: string }) {
  return { id: entry.id, operatorId: entry.operatorId, action: entry.action, orgId: entry.orgId, reason: entry.reason, before: entry.before, after: entry.after, credits: entry.credits, createdAt: entry.createdAt };
}

const orgUsageFields = {
  orgId: Type.String(), orgName: Type.String(), planId: Type.String(), month: Type.String({ description: 'YYYY-MM (UTC)' }),
  periodStart: Type.String(), periodEnd: Type.String(),
  features: Type.Array(Type.Object({ featureId: Type.String(), units: Type.Number({ description: "in the feature's unit" }), credits: Type.Number(), usd: Type.Number() })),
  chargedCredits: Type.Number(), chargedUsd: Type.Number(), grantedCredits: Type.Number(), takenBackCredits: Type.Number(),
  complete: Type.Boolean({ description: 'false when the month held more ledger entries than one export reads' }),
};
export const OrgUsageEntry = Type.Object(orgUsageFields, { title: 'OperatorOrgUsage' });
export const OrgUsageView = Type.Object({ ...orgUsageFields, ...ContractFields });

/** The usage export as CSV: a header, then for each org one row per feature charged and the month's credit totals. */
export function usageCsv(usages: OrgUsage[]): string {
  const cell = (v: string | number) => {
    // A text cell starting like a formula is neutralised for spreadsheets; one holding a separator or quote is quoted.
    const s = typeof v === 'string' && /^[=+\-@]/.test(v) ? `'${v}` : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const rows: (string | number)[][] = [['org_id', 'org_name', 'month', 'feature_id', 'units', 'credits', 'usd']];
  for (const usage of usages) {
    const row = (featureId: string, units: number | '', credits: number, usd: number) => rows.push([usage.orgId, usage.orgName, usage.month, featureId, units, credits, usd]);
    for (const f of usage.features) row(f.featureId, f.units, f.credits, f.usd);
    row('total_charged', '', usage.chargedCredits, usage.chargedUsd);
    row('credits_granted', '', usage.grantedCredits, creditsToUsd(usage.grantedCredits));
    row('credits_taken_back', '', usage.takenBackCredits, creditsToUsd(usage.takenBackCredits));
  }
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
