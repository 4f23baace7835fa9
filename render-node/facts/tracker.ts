/**
 * Links per-frame detections into subject tracks: each track predicts where its subject is in the
 * next frame by constant velocity (of the box centre), detections are matched to predictions
 * greedily by IoU (best pair first, ties in a fixed order, so the same input always gives the same
 * tracks), a track is born once it was matched in `minHits` frames (a single stray detection is
 * not a subject) and dies after `maxMisses` frames in a row without a match (a subject hidden for
 * a few frames keeps its id).
 */

export interface Detection { x: number; y: number; width: number; height: number; score: number }

export interface TrackerOptions {
  /** Least overlap (intersection over union) of a prediction and a detection to be the same subject. */
  iouThreshold?: number;
  /** Frames a track must be matched in before it counts (birth). */
  minHits?: number;
  /** Frames in a row without a match after which a track ends (death). */
  maxMisses?: number;
}

/** A subject followed over frames: its box in each frame it was detected in. */
export interface Track {
  /** 1, 2, ... in the order the tracks start (then the order they were seen). */
  trackId: number;
  firstFrame: number;
  lastFrame: number;
  boxes: { frame: number; box: Detection }[];
}

interface LiveTrack {
  seq: number;
  boxes: { frame: number; box: Detection }[];
  lastFrame: number;
  /** Centre velocity, pixels per frame. */
  vx: number;
  vy: number;
  hits: number;
  misses: number;
}

export function iou(a: Omit<Detection, 'score'>, b: Omit<Detection, 'score'>): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/** How much of a new velocity estimate replaces the old one (smoothing of jittery boxes). */
const velocityGain = 0.5;

export class SubjectTracker {
  private readonly iouThreshold: number;
  private readonly minHits: number;
  private readonly maxMisses: number;
  private live: LiveTrack[] = [];
  private ended: LiveTrack[] = [];
  private nextSeq = 0;
  private framesSeen = 0;
  private lastFrame = -Infinity;

  constructor(options: TrackerOptions = {}) {
    this.iouThreshold = options.iouThreshold ?? 0.3;
    this.minHits = options.minHits ?? 3;
    this.maxMisses = options.maxMisses ?? 5;
    if (!(this.iouThreshold > 0 && this.iouThreshold <= 1)) throw new RangeError('iouThreshold must be in (0, 1]');
    if (!(Number.isInteger(this.minHits) && this.minHits >= 1)) throw new RangeError('minHits must be an integer of 1 or more');
    if (!(Number.isInteger(this.maxMisses) && this.maxMisses >= 0)) throw new RangeError('maxMisses must be an integer of 0 or more');
  }

  /** Where a track expects its subject in `frame`: its last box moved by its velocity. */
  private predict(track: LiveTrack, frame: number): Omit<Detection, 'score'> {
    const last = track.boxes.at(-1)!.box;
    const steps = frame - track.lastFrame;
    return { x: last.x + track.vx * steps, y: last.y + track.vy * steps, width: last.width, height: last.height };
  }

  /** Takes the detections of `frame` (frames in increasing order). */
  update(frame: number, detections: readonly Detection[]): void {
    if (!(frame > this.lastFrame)) throw new RangeError(`frames must increase (got ${frame} after ${this.lastFrame})`);
    this.lastFrame = frame;
    this.framesSeen++;
    const predictions = this.live.map((t) => this.predict(t, frame));
    const pairs: { t: number; d: number; overlap: number }[] = [];
    for (let t = 0; t < this.live.length; t++) {
      for (let d = 0; d < detections.length; d++) {
        const overlap = iou(predictions[t]!, detections[d]!);
        if (overlap >= this.iouThreshold) pairs.push({ t, d, overlap });
      }
    }
    pairs.sort((a, b) => b.overlap - a.overlap || a.t - b.t || a.d - b.d);
    const trackTaken = new Set<number>();
    const detectionTaken = new Set<number>();
    for (const { t, d } of pairs) {
      if (trackTaken.has(t) || detectionTaken.has(d)) continue;
      trackTaken.add(t);
      detectionTaken.add(d);
      this.extend(this.live[t]!, frame, detections[d]!);
    }
    const surviving: LiveTrack[] = [];
    for (const [t, track] of this.live.entries()) {
      if (!trackTaken.has(t) && ++track.misses > this.maxMisses) this.ended.push(track);
      else surviving.push(track);
    }
    for (const [d, box] of detections.entries()) {
      if (!detectionTaken.has(d)) surviving.push({ seq: this.nextSeq++, boxes: [{ frame, box: { ...box } }], lastFrame: frame, vx: 0, vy: 0, hits: 1, misses: 0 });
    }
    this.live = surviving;
  }

  private extend(track: LiveTrack, frame: number, box: Detection): void {
    const last = track.boxes.at(-1)!.box;
    const steps = frame - track.lastFrame;
    const vx = (box.x + box.width / 2 - (last.x + last.width / 2)) / steps;
    const vy = (box.y + box.height / 2 - (last.y + last.height / 2)) / steps;
    // The first measured velocity is taken as it is; later ones are smoothed.
    const first = track.hits === 1;
    track.vx = first ? vx : velocityGain * vx + (1 - velocityGain) * track.vx;
    track.vy = first ? vy : velocityGain * vy + (1 - velocityGain) * track.vy;
    track.boxes.push({ frame, box: { ...box } });
    track.lastFrame = frame;
    track.hits++;
    track.misses = 0;
  }

  /**
   * The tracks that were born: matched in `minHits` frames (or in every frame seen, when fewer
   * frames were seen than that: a picture's detections are its subjects), numbered from 1 in the
   * order they start.
   */
  finish(): Track[] {
    const needed = Math.min(this.minHits, this.framesSeen);
    return [...this.ended, ...this.live]
      .filter((t) => t.hits >= needed)
      .sort((a, b) => a.boxes[0]!.frame - b.boxes[0]!.frame || a.seq - b.seq)
      .map((t, i) => ({ trackId: i + 1, firstFrame: t.boxes[0]!.frame, lastFrame: t.lastFrame, boxes: t.boxes }));
  }
}
