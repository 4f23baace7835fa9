/**
 * What a finished render cost: added up from its attempts (attempts.ts) when its output is
 * recorded, and stored with it. CPU-seconds are what the nodes measured of their own processes
 * per stage (render-node/job-cost.ts), counted for every attempt that reported: scenes done twice
 * (a lost node's, a failed one retried, a copy finished after the first) cost twice. An attempt
 * lost with its node reported nothing: it is counted in `scenesRedone` and `unreportedAttempts`,
 * not in CPU time. The infrastructure estimate prices CPU-hours, GPU-hours and gigabytes moved at
 * what the operator set (FRAMEFLEET_COST_*).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { AttemptRecord } from './attempts.ts';

/** What the operator pays for the farm's resources, in USD. */
export interface InfrastructurePrices { cpuHourUsd: number; gpuHourUsd: number; gbMovedUsd: number }

export const CostReport = Type.Object({
  stages: Type.Array(Type.Object({
    stage: Type.String({ description: '`fetch`, `draw_encode` (drawing and encoding run pipelined on the same cores), `upload`, `mix`, `join` (with the output checks)' }),
    cpuSeconds: Type.Number({ description: "the render nodes' process CPU time in this stage, measured" }),
    wallSeconds: Type.Number({ description: 'time in this stage, added over attempts (stages of different attempts run in parallel)' }),
  })),
  cpuSeconds: Type.Number({ description: 'CPU-seconds over all stages of all attempts that reported' }),
  gpuSeconds: Type.Number({ description: 'seconds a GPU encoder drew and encoded' }),
  wallSeconds: Type.Number({ description: 'from the request that queued the render to its delivery' }),
  queueSeconds: Type.Number({ description: 'time jobs waited on the queue for a node, added over attempts' }),
  bytesFetched: Type.Integer({ description: 'bytes nodes fetched into their caches (assets, segments, the composition)' }),
  bytesUploaded: Type.Integer({ description: 'bytes nodes uploaded (segments, the output)' }),
  cacheHits: Type.Integer(),
  cacheMisses: Type.Integer(),
  attempts: Type.Integer({ description: 'job attempts: one per scene and one assembly when nothing went wrong' }),
  scenesRedone: Type.Integer({ description: 'scene attempts beyond one per scene: lost with their node, failed and retried, or finished after another copy' }),
  unreportedAttempts: Type.Integer({ description: 'attempts lost with their node, whose cost the node could not report' }),
  creditsCharged: Type.Number({ description: 'credits the render was charged on delivery' }),
  estimatedUsd: Type.Object({
    cpu: Type.Number(), gpu: Type.Number(), transfer: Type.Number(), total: Type.Number(),
  }, { description: 'estimated infrastructure cost at the operator-set prices' }),
  prices: Type.Object({ cpuHourUsd: Type.Number(), gpuHourUsd: Type.Number(), gbMovedUsd: Type.Number() }),
}, { title: 'RenderCostReport' });
export type CostReport = Static<typeof CostReport>;

const round = (n: number, digits = 6) => Number(n.toFixed(digits));

export function costReport(input: { createdAt: string; deliveredAtMs: number; creditsCharged: number; attempts: AttemptRecord[]; prices: InfrastructurePrices }): CostReport {
  const { attempts, prices } = input;
  const stages = new Map<string, { cpuSeconds: number; wallSeconds: number }>();
  let gpuSeconds = 0;
  for (const a of attempts) {
    for (const s of a.stages) {
      const sum = stages.get(s.stage) ?? { cpuSeconds: 0, wallSeconds: 0 };
      sum.cpuSeconds += s.cpuSeconds;
      sum.wallSeconds += Math.max(0, s.endedAtMs - s.startedAtMs) / 1000;
      stages.set(s.stage, sum);
      if (a.gpu && s.stage === 'draw_encode') gpuSeconds += Math.max(0, s.endedAtMs - s.startedAtMs) / 1000;
    }
  }
  // A scene attempt did work unless it was lost before it took a render slot (held by a node, waiting).
  const scenes = attempts.filter((a) => a.kind === 'scene' && !(a.outcome === 'lost' && a.slot === 0));
  const cpuSeconds = [...stages.values()].reduce((n, s) => n + s.cpuSeconds, 0);
  const bytesFetched = attempts.reduce((n, a) => n + a.bytesFetched, 0);
  const bytesUploaded = attempts.reduce((n, a) => n + a.bytesUploaded, 0);
  const cpu = (cpuSeconds / 3600) * prices.cpuHourUsd;
  const gpu = (gpuSeconds / 3600) * prices.gpuHourUsd;
  const transfer = ((bytesFetched + bytesUploaded) / 1e9) * prices.gbMovedUsd;
  return {
    stages: [...stages].map(([stage, s]) => ({ stage, cpuSeconds: round(s.cpuSeconds), wallSeconds: round(s.wallSeconds, 3) })),
    cpuSeconds: round(cpuSeconds), gpuSeconds: round(gpuSeconds, 3),
    wallSeconds: round((input.deliveredAtMs - Date.parse(input.createdAt)) / 1000, 3),
    queueSeconds: round(attempts.reduce((n, a) => n + (a.enqueuedAtMs > 0 ? Math.max(0, a.startedAtMs - a.enqueuedAtMs) : 0), 0) / 1000, 3),
    bytesFetched, bytesUploaded,
    cacheHits: attempts.reduce((n, a) => n + a.cacheHits, 0), cacheMisses: attempts.reduce((n, a) => n + a.cacheMisses, 0),
    attempts: attempts.length,
    scenesRedone: Math.max(0, scenes.length - new Set(scenes.map((a) => a.sceneIndex)).size),
    unreportedAttempts: attempts.filter((a) => a.outcome === 'lost').length,
    creditsCharged: input.creditsCharged,
    estimatedUsd: { cpu: round(cpu), gpu: round(gpu), transfer: round(transfer), total: round(cpu + gpu + transfer) },
    prices: { ...prices },
  };
}
