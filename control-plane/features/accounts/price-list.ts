/**
 * The plans file: the deployment's prices and plans in YAML (plans.yaml beside this file is the
 * default; FRAMEFLEET_PLANS_FILE names another). It is read and checked whole at start: a bad file
 * throws one PriceListError naming every bad field (`plans.pro.priceUsdMonthly: must be a number
 * >= 0`), and the control plane does not start.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadBuildOutput } from '../../../shared/compiled.ts';
import { type CheckpointRetention, type Feature, type FeatureId, featureIds, type FeatureType, type FeatureUnit, type Plan, type PlanId, planIds, PriceList } from './plans.ts';

export const defaultPlansFile = fileURLToPath(new URL('./plans.yaml', import.meta.url));

export class PriceListError extends Error {
  constructor(readonly file: string, readonly problems: { field: string; problem: string }[]) {
    super(`invalid plans file ${file}:\n${problems.map((p) => `  ${p.field}: ${p.problem}`).join('\n')}`);
    this.name = 'PriceListError';
  }
}

/** What the API fixes about each feature (its kind and unit); the file sets its name and prices. */
const featureShapes: Record<FeatureId, { type: FeatureType; unit: FeatureUnit }> = {
  exports: { type: 'credit_system', unit: 'minutes' },
  compose: { type: 'credit_system', unit: 'cents' },
  ai_tokens: { type: 'credit_system', unit: 'cents' },
  compose_verify: { type: 'credit_system', unit: 'cents' },
  generate: { type: 'credit_system', unit: 'cents' },
  compose_capture: { type: 'credit_system', unit: 'count' },
  storage: { type: 'metered', unit: 'gb' },
  brand_kits: { type: 'boolean', unit: null },
  resource_import: { type: 'boolean', unit: null },
  subject_tracks: { type: 'credit_system', unit: 'minutes' },
  mattes: { type: 'credit_system', unit: 'minutes' },
};

type Problems = { field: string; problem: string }[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `fields` of the mapping at `path`, noting each missing, unknown or bad one. */
function readMapping<T>(value: unknown, path: string, problems: Problems, fields: { [K in keyof T]: (v: unknown, field: string) => T[K] | undefined }): T | null {
  if (!isRecord(value)) {
    problems.push({ field: path, problem: 'must be a mapping' });
    return null;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) if (!(key in fields)) problems.push({ field: `${path}.${key}`, problem: `is not a known field (known: ${Object.keys(fields).join(', ')})` });
  for (const [key, read] of Object.entries(fields) as [string, (v: unknown, field: string) => unknown][]) {
    const field = `${path}.${key}`;
    if (!(key in value)) {
      problems.push({ field, problem: 'is required' });
      continue;
    }
    out[key] = read(value[key], field);
  }
  return out as T;
}

/** The plans file generated beside the build: the shipped YAML's text and what it parses to. */
export const shippedPlansFile = 'shipped-plans.json';
export interface ParsedPlans { text: string; root: unknown }

/** A plans file's YAML as plain values; throws PriceListError naming the lines that do not parse. */
export function parsePlansYaml(text: string, file: string): unknown {
  // Loaded here, not imported: a control plane started from the build reads the shipped file as
  // the build parsed it, and loading the YAML parser was 30 ms or more of its start.
  const { parseDocument } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length) {
    throw new PriceListError(file, doc.errors.map((e) => ({ field: `line ${e.linePos?.[0]?.line ?? '?'}`, problem: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:$/, '') })));
  }
  return doc.toJS({ maxAliasCount: 100 });
}

let prebuilt: ParsedPlans | null | undefined;

export function parsePriceList(text: string, file: string): PriceList {
  const problems: Problems = [];
  // The shipped file as the build parsed it, when the text is still the same: parsing YAML was
  // about 40 ms of every control plane's start, most of it the parser's first run.
  prebuilt ??= loadBuildOutput<ParsedPlans>(shippedPlansFile) ?? null;
  const root: unknown = prebuilt?.text === text ? structuredClone(prebuilt.root) : parsePlansYaml(text, file);
  const check = <T>(ok: (v: unknown) => boolean, problem: string) => (v: unknown, field: string): T | undefined => {
    if (ok(v)) return v as T;
    problems.push({ field, problem });
    return undefined;
  };
  const name = check<string>((v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 200, 'must be a non-empty string (at most 200 characters)');
  const amount = check<number>((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, 'must be a number >= 0');
  const amountOrNull = check<number | null>((v) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0), 'must be a number >= 0, or null');
  const positiveOrNull = check<number | null>((v) => v === null || (typeof v === 'number' && Number.isFinite(v) && v > 0), 'must be a number > 0, or null');
  const retention = (v: unknown, field: string): CheckpointRetention | undefined => readMapping<CheckpointRetention>(v, field, problems, {
    keep: check<number>((n) => Number.isInteger(n) && (n as number) >= 1, 'must be a whole number >= 1 (the active composition\'s checkpoint always stays)'),
    maxAgeDays: amount,
  }) ?? undefined;
  const includes = check<FeatureId[]>((v) => Array.isArray(v) && v.every((f) => (featureIds as readonly unknown[]).includes(f)), `must be a list of feature ids (${featureIds.join(', ')})`);

  const top = readMapping<{ features: unknown; plans: unknown }>(root, 'file', problems, { features: (v) => v, plans: (v) => v });
  const features = {} as Record<FeatureId, Feature>;
  const plans = {} as Record<PlanId, Plan>;
  if (top) {
    const featureFields = Object.fromEntries(featureIds.map((id) => [id, (v: unknown) => v])) as Record<FeatureId, (v: unknown) => unknown>;
    const featureEntries = readMapping<Record<FeatureId, unknown>>(top.features, 'features', problems, featureFields);
    for (const id of featureIds) {
      if (!featureEntries || !(id in (top.features as object))) continue;
      const entry = readMapping<{ name: string; creditCost: number | null; listUsdPerUnit: number | null }>(featureEntries[id], `features.${id}`, problems, {
        name, creditCost: featureShapes[id].type === 'credit_system' ? positive(problems) : nullOnly(problems), listUsdPerUnit: amountOrNull,
      });
      if (entry) features[id] = { featureId: id, ...featureShapes[id], ...entry };
    }
    const planFields = Object.fromEntries(planIds.map((id) => [id, (v: unknown) => v])) as Record<PlanId, (v: unknown) => unknown>;
    const planEntries = readMapping<Record<PlanId, unknown>>(top.plans, 'plans', problems, planFields);
    for (const id of planIds) {
      if (!planEntries || !(id in (top.plans as object))) continue;
      const entry = readMapping<Omit<Plan, 'id'>>(planEntries[id], `plans.${id}`, problems, {
        name, priceUsdMonthly: amount, includes, storageGb: amount, generationCapCents: amountOrNull, generateMediaUsdPerCall: positiveOrNull, checkpoints: retention,
      });
      if (entry) plans[id] = { id, ...entry };
    }
  }
  if (problems.length) throw new PriceListError(file, problems);
  return new PriceList(features, plans);
}

/** A wallet-funded feature's credit cost: a positive number. */
function positive(problems: Problems) {
  return (v: unknown, field: string): number | undefined => {
    if (typeof v === 'number' && Number.isFinite(v) && v > 0) return v;
    problems.push({ field, problem: 'must be a number > 0 (the feature draws credits from the wallet)' });
    return undefined;
  };
}

/** A feature that is not wallet-funded has no credit cost. */
function nullOnly(problems: Problems) {
  return (v: unknown, field: string): null | undefined => {
    if (v === null) return null;
    problems.push({ field, problem: 'must be null (this feature does not draw credits)' });
    return undefined;
  };
}

/** Reads and checks a plans file; throws PriceListError naming every bad field, or the file that cannot be read. */
export function loadPriceList(file: string = defaultPlansFile): PriceList {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new PriceListError(file, [{ field: 'file', problem: `cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})` }]);
  }
  return parsePriceList(text, file);
}

let shipped: PriceList | null = null;

/** The plans file shipped with the product (read once): for tools and tests that start no control plane. */
export function defaultPriceList(): PriceList {
  return (shipped ??= loadPriceList(defaultPlansFile));
}
