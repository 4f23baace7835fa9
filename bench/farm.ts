/**
 * `framefleet bench farm [--quick] [--json FILE]`: how much of a farm render's wall time is
 * orchestration rather than drawing and encoding. A control plane (SQLite store, RabbitMQ) and N
 * render nodes as separate processes render a composition planned into many short scenes; each
 * node reports when it drew and encoded each scene. Orchestration is the wall time during which
 * no node was drawing or encoding: dispatch before the first scene, the gaps between scenes
 * (upload, bookkeeping, acknowledgement, the next delivery) and the assembly after the last.
 *
 *   orchestration_share = 1 − |union of scene work intervals| / wall time
 *
 * The farm renders the composition several times in a row (`renders`, each with its own text, so
 * no segment repeats): the machine is shared and one render's share varies by a few points from
 * run to run, so the report's figures are those of the render with the median share, a farm past
 * its first render as a long-running one is; every render's share is listed, the first one's
 * (fresh processes) among them.
 *
 * The JSON report carries that number at the top level; an SVG timeline (one lane per node) is
 * written beside it. Each node also logs the phases of its jobs (received and prepared while
 * waiting for the render slot, drawing and encoding in it, uploading and recording after it); the
 * report carries them and the timeline draws them, so the overlap between a node's scenes shows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningControlPlane, startControlPlane } from '../control-plane/server.ts';
import { terminalStatuses } from '../control-plane/features/renders/renders.ts';
import { loadConfig } from '../shared/config/index.ts';
import { mediaQueueName } from '../shared/queue/index.ts';
import { createRabbitJobQueue } from '../shared/queue/rabbitmq.ts';
import { type TimelineBar, timelineSvg } from '../shared/telemetry/timeline.ts';
import { defineCommand } from '../shared/cli/args.ts';
import { jsonFileOption, writeReport } from './options.ts';

const cli = fileURLToPath(new URL('../bin/framefleet', import.meta.url));

export interface FarmBenchOptions {
  scenes: number; nodes: number; framesPerScene: number; width: number; height: number;
  /**
   * Niceness of the render node processes. A farm's control plane has a machine of its own; here
   * it shares the cores with N nodes, and at equal priority its bookkeeping waits behind their
   * drawing, which is CPU contention, not orchestration. 0 runs everything at one priority.
   */
  nodeNice: number;
  /** Renders in a row on the same farm; the report is the one with the median orchestration share. */
  renders: number;
}

export const farmDefaults: FarmBenchOptions = { scenes: 100, nodes: 8, framesPerScene: 15, width: 320, height: 180, nodeNice: 10, renders: 3 };
export const farmQuick: FarmBenchOptions = { scenes: 40, nodes: 4, framesPerScene: 15, width: 320, height: 180, nodeNice: 10, renders: 1 };

/** The benchmark's composition; `render` (1, 2, …) goes into its text, so each render's frames differ. */
function benchComposition(o: FarmBenchOptions, render = 1) {
  const seconds = (o.scenes * o.framesPerScene) / 30;
  return {
    output: { width: o.width, height: o.height, fps: 30, background: '#0f172a' },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: seconds, shape: 'rectangle', fill: { kind: 'linear', angle: 30, stops: [{ offset: 0, color: '#2563eb' }, { offset: 1, color: '#db2777' }] },
        animate: { 'transform.rotation': [{ time: 0, value: 0 }, { time: seconds, value: 360 }] } }] },
      { clips: [{ kind: 'text', start: 0, duration: seconds, text: `farm benchmark · render ${render}`, style: { fontSize: 28, color: '#f8fafc' } }] },
    ],
  };
}

/** Total length of the union of intervals. */
export function unionLength(intervals: [number, number][]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  if (end > start) total += end - start;
  return total;
}

/** One render's measurements. */
export interface FarmRenderReport {
  orchestration_share: number;
  wall_seconds: number;
  busy_seconds: number;
  dispatch_seconds: number;
  assemble_seconds: number;
  scene_work_seconds: { median: number; total: number };
  scenes_per_node: Record<string, number>;
  timeline: { node: string; scene: number; start: number; end: number }[];
  /** Per scene, from the nodes' logs (seconds from the submission): waiting for the slot, in it, uploading after it. */
  phases: { node: string; scene: number; received: number; drawing: number; encoded: number; recorded: number }[];
  /** The assembly (seconds from the submission): when its node received it (while the last scenes drew) and when its output was recorded. */
  assembly: { node: string; received: number; recorded: number } | null;
  /** Largest time on a node between one scene leaving the render slot and the next one taking it, median over nodes. */
  slot_gap_seconds: { median: number; max: number };
}

/** The render with the median orchestration share, and every render's headline figures in the order they ran. */
export interface FarmReport extends FarmRenderReport {
  renders: Pick<FarmRenderReport, 'orchestration_share' | 'wall_seconds' | 'dispatch_seconds' | 'assemble_seconds'>[];
  /** Which of `renders` the top-level figures are (0 = the first). */
  median_render: number;
  scenes: number;
  nodes: number;
  node_nice: number;
  frames: number;
  machine: { cpus: number; model: string; memoryGiB: number; node: string };
}

/** The report of the render with the median share (the lower middle one of an even count). */
export function medianRender(renders: FarmRenderReport[]): number {
  const order = renders.map((r, i) => [r.orchestration_share, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return order[Math.floor((order.length - 1) / 2)]![1];
}

/** A node's `job phases` log line for a scene (render-node/node.ts), Unix ms. */
interface ScenePhases { nodeId: string; sceneIndex: number; receivedAtMs: number; drawingAtMs: number; encodedAtMs: number; recordedAtMs: number }

/** A node's `job phases` log line for an assembly: the node, when it received the job and when its output was recorded (Unix ms). */
interface AssemblyPhases { nodeId: string; receivedAtMs: number; recordedAtMs: number }

function parsePhases(line: string): { scene: ScenePhases } | { assembly: AssemblyPhases } | null {
  if (!line.includes('"job phases"')) return null;
  try {
    const entry = JSON.parse(line) as Partial<ScenePhases> & { msg?: string; kind?: string };
    if (entry.msg !== 'job phases') return null;
    if (entry.kind === 'assemble' && typeof entry.receivedAtMs === 'number' && typeof entry.recordedAtMs === 'number') return { assembly: entry as AssemblyPhases };
    if (entry.kind !== 'scene' || typeof entry.drawingAtMs !== 'number' || typeof entry.encodedAtMs !== 'number') return null;
    return { scene: entry as ScenePhases };
  } catch {
    return null;
  }
}

/** Per node, the idle time of its render slot between consecutive scenes. */
function slotGaps(phases: { node: string; drawing: number; encoded: number }[]): number[] {
  const byNode = new Map<string, { drawing: number; encoded: number }[]>();
  for (const p of phases) byNode.set(p.node, [...(byNode.get(p.node) ?? []), p]);
  return [...byNode.values()].flatMap((list) => {
    const sorted = list.sort((a, b) => a.drawing - b.drawing);
    return sorted.slice(1).map((p, i) => Math.max(0, p.drawing - sorted[i]!.encoded));
  });
}

/** Submits one render of `composition`, waits for it, and measures it from its scenes' times and the nodes' phase logs (filled meanwhile). */
async function measureRender(
  services: RunningControlPlane['services'], orgId: string, composition: Awaited<ReturnType<RunningControlPlane['services']['projects']['activeComposition']>>,
  o: FarmBenchOptions, phaseLog: ScenePhases[], assemblyLog: AssemblyPhases[], nodeDied: () => Error | undefined,
): Promise<FarmRenderReport> {
  const started = Date.now();
  let render = await services.submissions.submit(orgId, composition);
  while (!terminalStatuses.includes(render.status)) {
    const died = nodeDied();
    if (died) throw died;
    await new Promise((r) => setTimeout(r, 50));
    render = await services.renders.get(orgId, render.id);
  }
  const finished = Date.parse(render.updatedAt);
  if (render.status !== 'complete') throw new Error(`the benchmark render ended ${render.status}: ${render.error}`);
  const scenes = Object.entries(render.scenes).map(([i, s]) => ({ node: s.nodeId, scene: Number(i), start: s.startedAtMs!, end: s.finishedAtMs! }));
  if (scenes.length !== o.scenes || scenes.some((s) => !s.start)) throw new Error(`expected ${o.scenes} timed scenes, got ${scenes.length}`);
  const wall = (finished - started) / 1000;
  const busy = unionLength(scenes.map((s) => [s.start, s.end])) / 1000;
  const work = scenes.map((s) => (s.end - s.start) / 1000).sort((a, b) => a - b);
  // The phases of the copy of each scene that was recorded (a redelivered scene may have run twice).
  const phases = scenes.flatMap((s) => {
    const p = phaseLog.find((e) => e.sceneIndex === s.scene && e.nodeId === s.node);
    const at = (ms: number) => Number(((ms - started) / 1000).toFixed(3));
    return p ? [{ node: s.node, scene: s.scene, received: at(p.receivedAtMs), drawing: at(p.drawingAtMs), encoded: at(p.encodedAtMs), recorded: at(p.recordedAtMs) }] : [];
  });
  const gaps = slotGaps(phases).sort((a, b) => a - b);
  // The node's log line may trail the render's completion by a moment.
  for (let waited = 0; assemblyLog.length === 0 && waited < 2000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  const assembled = assemblyLog.at(-1);
  const perNode: Record<string, number> = {};
  for (const s of scenes) perNode[s.node] = (perNode[s.node] ?? 0) + 1;
  return {
    orchestration_share: Number((1 - busy / wall).toFixed(4)),
    wall_seconds: Number(wall.toFixed(3)),
    busy_seconds: Number(busy.toFixed(3)),
    dispatch_seconds: Number(((Math.min(...scenes.map((s) => s.start)) - started) / 1000).toFixed(3)),
    assemble_seconds: Number(((finished - Math.max(...scenes.map((s) => s.end))) / 1000).toFixed(3)),
    scene_work_seconds: { median: work[Math.floor(work.length / 2)]!, total: Number(work.reduce((a, b) => a + b, 0).toFixed(3)) },
    scenes_per_node: perNode,
    timeline: scenes.map((s) => ({ ...s, start: (s.start - started) / 1000, end: (s.end - started) / 1000 })),
    phases,
    assembly: assembled ? { node: assembled.nodeId, received: Number(((assembled.receivedAtMs - started) / 1000).toFixed(3)), recorded: Number(((assembled.recordedAtMs - started) / 1000).toFixed(3)) } : null,
    slot_gap_seconds: { median: Number((gaps[Math.floor(gaps.length / 2)] ?? 0).toFixed(3)), max: Number((gaps.at(-1) ?? 0).toFixed(3)) },
  };
}

export async function runFarmBench(o: FarmBenchOptions, log: (line: string) => void): Promise<FarmReport> {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-farm-bench-'));
  const token = randomBytes(24).toString('base64url');
  const queueName = `framefleet.bench.${process.pid}.${Date.now().toString(36)}`;
  const base = loadConfig();
  const config = loadConfig({
    ...process.env, FRAMEFLEET_STORE: 'sqlite', FRAMEFLEET_DATA_DIR: join(dir, 'cp'), FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_NODE_TOKEN: token,
    FRAMEFLEET_SCENE_QUEUE: queueName, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'error',
    FRAMEFLEET_SCENE_MIN_FRAMES: String(Math.floor(o.framesPerScene / 2)), FRAMEFLEET_SCENE_MAX_FRAMES: String(o.framesPerScene),
  });
  const cp = await startControlPlane(config);
  const nodes: ChildProcess[] = [];
  const phaseLog: ScenePhases[] = [];
  const assemblyLog: AssemblyPhases[] = [];
  const nodeLogs = process.env.FRAMEFLEET_BENCH_NODE_LOGS;
  let nodeDied: Error | undefined;
  let stopping = false;
  try {
    // The nodes stand for machines of their own but share this one's cores, less than one each: none draws on threads.
    const env = {
      ...process.env, FRAMEFLEET_AMQP_URL: base.FRAMEFLEET_AMQP_URL, FRAMEFLEET_NODE_TOKEN: token, FRAMEFLEET_SCENE_QUEUE: queueName, FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${cp.grpcPort}`,
      FRAMEFLEET_NODE_DRAW_THREADS: '0',
    };
    for (let i = 0; i < o.nodes; i++) {
      const child = spawn('nice', ['-n', String(o.nodeNice), cli, 'node', '--slots', '1', '--data', join(dir, `node-${i}`), '--drain-timeout', '5', '--metrics-port', 'off'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      const tail: string[] = [];
      createInterface({ input: child.stderr! }).on('line', (line) => {
        if (nodeLogs) appendFileSync(nodeLogs, `${line}\n`);
        tail.push(line);
        if (tail.length > 5) tail.shift();
        const p = parsePhases(line);
        if (p && 'scene' in p) phaseLog.push(p.scene);
        else if (p) assemblyLog.push(p.assembly);
      });
      // A node that dies ends the benchmark with what it said last, rather than leaving it waiting.
      child.once('exit', (code, signal) => { if (!stopping) nodeDied ??= new Error(`render node ${i} exited (${signal ?? `code ${code}`}) during the benchmark:\n${tail.join('\n')}`); });
      nodes.push(child);
    }
    log(`starting ${o.nodes} render nodes`);
    for (let waited = 0; (await cp.registry.list()).filter((n) => n.status === 'active').length < o.nodes; waited += 200) {
      if (nodeDied) throw nodeDied;
      if (waited > 120_000) throw new Error('render nodes did not register within 2 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const { services } = cp;
    const org = await services.accounts.createOrg({ name: 'bench', credits: 1_000_000 });
    const frames = o.scenes * o.framesPerScene;
    const renders: FarmRenderReport[] = [];
    for (let n = 1; n <= o.renders; n++) {
      const { project } = await services.projects.create(org.id, { name: `farm bench ${n}`, composition: benchComposition(o, n) });
      const active = await services.projects.activeComposition(org.id, project.id);
      log(`render ${n} of ${o.renders}: ${o.scenes} scenes of ${o.framesPerScene} frames at ${o.width}x${o.height}`);
      phaseLog.length = 0;
      assemblyLog.length = 0;
      renders.push(await measureRender(services, org.id, active, o, phaseLog, assemblyLog, () => nodeDied));
      log(`render ${n}: orchestration share ${(renders.at(-1)!.orchestration_share * 100).toFixed(1)} %`);
      // The nodes acknowledge the last jobs and go quiet before the next render starts.
      if (n < o.renders) await new Promise((r) => setTimeout(r, 500));
    }
    const median = medianRender(renders);
    return {
      ...renders[median]!,
      renders: renders.map(({ orchestration_share, wall_seconds, dispatch_seconds, assemble_seconds }) => ({ orchestration_share, wall_seconds, dispatch_seconds, assemble_seconds })),
      median_render: median,
      scenes: o.scenes,
      nodes: o.nodes,
      node_nice: o.nodeNice,
      frames,
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    };
  } finally {
    stopping = true;
    for (const n of nodes) n.kill('SIGTERM');
    await Promise.all(nodes.map((n) => new Promise<void>((r) => (n.exitCode !== null || n.signalCode !== null ? r() : n.once('exit', () => r())))));
    await cp.close();
    const queue = await createRabbitJobQueue({ url: base.FRAMEFLEET_AMQP_URL });
    await queue.deleteQueue(queueName).catch(() => {});
    await queue.deleteQueue(mediaQueueName(queueName)).catch(() => {});
    await queue.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One lane per node, a bar per scene (drawing and encoding); under it, when each scene waited for
 * the render slot and when its segment was uploaded, and on its node's lane the assembly, from its
 * arrival (while the last scenes draw) to its delivery. Gaps in the drawing bars are orchestration.
 */
export function farmTimelineSvg(report: FarmReport): string {
  const bars: TimelineBar[] = report.timeline.map((t) => ({ lane: t.node, label: `scene ${t.scene}`, start: t.start, end: t.end }));
  for (const p of report.phases) {
    bars.push({ lane: p.node, label: `scene ${p.scene}`, start: p.received, end: p.drawing, phase: 'waiting' });
    bars.push({ lane: p.node, label: `scene ${p.scene}`, start: p.encoded, end: p.recorded, phase: 'uploading' });
  }
  if (report.assembly) bars.push({ lane: report.assembly.node, label: 'assembly', start: report.assembly.received, end: report.assembly.recorded, phase: 'assembling' });
  return timelineSvg(
    `Farm timeline: ${report.scenes} scenes on ${report.nodes} nodes, ${report.wall_seconds} s wall, orchestration share ${(report.orchestration_share * 100).toFixed(1)} %${report.renders.length > 1 ? ` (render ${report.median_render + 1} of ${report.renders.length}, the median)` : ''}`,
    bars,
    report.wall_seconds,
  );
}

export const command = defineCommand({
  summary: "share of a farm render's wall time spent on orchestration",
  description: 'Renders a composition planned into many short scenes on N local render nodes through RabbitMQ, several times in a row, and reports the share of wall time that is orchestration rather than drawing and encoding: that of the render with the median share, and each render\'s.',
  options: {
    quick: { type: 'boolean', help: '40 scenes on 4 nodes, one render (default 100 scenes on 8 nodes, 3 renders)' },
    nodes: { type: 'integer', min: 1, max: 1000, help: 'render nodes' },
    scenes: { type: 'integer', min: 1, max: 1000, help: 'scenes of the composition' },
    renders: { type: 'integer', min: 1, max: 20, help: 'renders in a row on the same farm (each with its own text)' },
    'node-nice': { type: 'integer', min: 0, max: 19, help: "niceness of the node processes (default 10), so the control plane, which a farm runs on its own machine, is not starved by the nodes' drawing; 0 for equal priority" },
    json: { ...jsonFileOption, help: 'write the report to FILE and a timeline to FILE with .svg' },
  },
  async run({ values }) {
    const o = { ...(values.quick ? farmQuick : farmDefaults) };
    for (const key of ['nodes', 'scenes', 'renders'] as const) o[key] = values[key] ?? o[key];
    o.nodeNice = values['node-nice'] ?? o.nodeNice;
    const report = await runFarmBench(o, (line) => console.error(line));
    console.log(`orchestration share ${(report.orchestration_share * 100).toFixed(1)} % of ${report.wall_seconds} s wall (dispatch ${report.dispatch_seconds} s, assembly ${report.assemble_seconds} s, render slot idle between a node's scenes median ${report.slot_gap_seconds.median} s; ${report.scenes} scenes on ${report.nodes} nodes at nice ${report.node_nice})`);
    if (report.renders.length > 1) console.log(`render ${report.median_render + 1} of ${report.renders.length}, the median; each render's share in order: ${report.renders.map((r) => `${(r.orchestration_share * 100).toFixed(1)} %`).join(', ')}`);
    if (values.json) writeReport(values.json, report, farmTimelineSvg(report));
    return 0;
  },
});
