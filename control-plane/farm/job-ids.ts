/**
 * Job ids: every format the farm gives a job, and the one parser. Ids derive from the render and
 * the job's place in it, so publishing the same work again (recovery, a lost node's jobs) yields
 * the same ids, and recording results by id counts each job once.
 */

export type JobRef =
  | { kind: 'scene'; renderId: string; sceneIndex: number }
  | { kind: 'assemble'; renderId: string };

export function sceneJobId(renderId: string, sceneIndex: number): string {
  return `${renderId}.scene.${sceneIndex}`;
}

export function assembleJobId(renderId: string): string {
  return `${renderId}.assemble`;
}

const scenePattern = /^([A-Za-z0-9_]+)\.scene\.(\d+)$/;
const assemblePattern = /^([A-Za-z0-9_]+)\.assemble$/;

/** What a job id names, or null when it is not one of the farm's formats. */
export function parseJobId(jobId: string): JobRef | null {
  const scene = scenePattern.exec(jobId);
  if (scene) return { kind: 'scene', renderId: scene[1]!, sceneIndex: Number(scene[2]) };
  const assemble = assemblePattern.exec(jobId);
  if (assemble) return { kind: 'assemble', renderId: assemble[1]! };
  return null;
}
