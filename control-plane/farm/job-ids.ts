/**
 * Job ids: every format the farm gives a job, and the one parser. Ids derive from the render and
 * the job's place in it, so publishing the same work again (recovery, a lost node's jobs) yields
 * the same ids, and recording results by id counts each job once.
 */

export type JobRef =
  | { kind: 'scene'; renderId: string; sceneIndex: number }
  | { kind: 'assemble'; renderId: string }
  | { kind: 'probe'; mediaId: string }
  | { kind: 'analyze'; mediaId: string }
  | { kind: 'extractAudio'; mediaId: string; attemptId: string }
  | { kind: 'still'; captureId: string }
  | { kind: 'fact'; factId: string }
  | { kind: 'componentPreview'; previewId: string };

export function sceneJobId(renderId: string, sceneIndex: number): string {
  return `${renderId}.scene.${sceneIndex}`;
}

export function assembleJobId(renderId: string): string {
  return `${renderId}.assemble`;
}

export function probeJobId(mediaId: string): string {
  return `${mediaId}.probe`;
}

/** One job measures a ready item's sound analysis and moment signals. */
export function analyzeJobId(mediaId: string): string {
  return `${mediaId}.analyze`;
}

export function extractAudioJobId(mediaId: string, attemptId: string): string {
  return `${mediaId}.extract-audio.${attemptId}`;
}

/** One job draws every image of a still capture. */
export function stillJobId(captureId: string): string {
  return `${captureId}.still`;
}

/** One job computes a derived fact of a media item. */
export function factJobId(factId: string): string {
  return `${factId}.fact`;
}

/** One job draws and encodes a component preview. */
export function componentPreviewJobId(previewId: string): string {
  return `${previewId}.component-preview`;
}

const scenePattern = /^([A-Za-z0-9_]+)\.scene\.(\d+)$/;
const assemblePattern = /^([A-Za-z0-9_]+)\.assemble$/;
const probePattern = /^([A-Za-z0-9_]+)\.probe$/;
const analyzePattern = /^([A-Za-z0-9_]+)\.analyze$/;
const extractAudioPattern = /^([A-Za-z0-9_]+)\.extract-audio\.([A-Za-z0-9_]+)$/;
const stillPattern = /^([A-Za-z0-9_]+)\.still$/;
const factPattern = /^([A-Za-z0-9_]+)\.fact$/;
const componentPreviewPattern = /^([A-Za-z0-9_]+)\.component-preview$/;

/** What a job id names, or null when it is not one of the farm's formats. */
export function parseJobId(jobId: string): JobRef | null {
  const scene = scenePattern.exec(jobId);
  if (scene) return { kind: 'scene', renderId: scene[1]!, sceneIndex: Number(scene[2]) };
  const assemble = assemblePattern.exec(jobId);
  if (assemble) return { kind: 'assemble', renderId: assemble[1]! };
  const probe = probePattern.exec(jobId);
  if (probe) return { kind: 'probe', mediaId: probe[1]! };
  const analyze = analyzePattern.exec(jobId);
  if (analyze) return { kind: 'analyze', mediaId: analyze[1]! };
  const extract = extractAudioPattern.exec(jobId);
  if (extract) return { kind: 'extractAudio', mediaId: extract[1]!, attemptId: extract[2]! };
  const still = stillPattern.exec(jobId);
  if (still) return { kind: 'still', captureId: still[1]! };
  const fact = factPattern.exec(jobId);
  if (fact) return { kind: 'fact', factId: fact[1]! };
  const preview = componentPreviewPattern.exec(jobId);
  if (preview) return { kind: 'componentPreview', previewId: preview[1]! };
  return null;
}
