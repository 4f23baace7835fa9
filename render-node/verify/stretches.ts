/**
 * Black and frozen stretches of a composition, from small grey frames sampled over its whole
 * timeline in time order. A viewer reads seconds of black as a broken video and seconds of a
 * still picture as a stalled one; the node reports every stretch of two samples or more and the
 * control plane's scorer decides what is too long for the platform and the brief.
 *
 * A sample stands for the time up to the next sample: a stretch of samples i..j runs from the
 * time of i to the time of j + 1 (or to the end of the timeline). A black frame is never also
 * counted as frozen: black is reported as black.
 */
import type { Stretch } from '../../shared/verify/measurements.ts';

/** A frame is black when its mean luma is under this (0–255)… */
const blackMeanBelow = 20;
/** …and 98 % of its pixels are under this: a dim frame with a bright logo or caption is not black. */
const blackP98Below = 40;
/** Consecutive frames are the same picture when their mean absolute difference (0–255) is under this. */
const frozenMeanDiffBelow = 0.5;

interface Sample { atSec: number; black: boolean; sameAsPrevious: boolean }

export class StretchFinder {
  private readonly samples: Sample[] = [];
  private previous: { grey: Uint8Array; width: number; height: number } | null = null;

  /** One grey frame (one byte per pixel, row-major) at `atSec`; times must increase. */
  push(grey: Uint8Array, width: number, height: number, atSec: number): void {
    if (grey.length !== width * height || width <= 0 || height <= 0) throw new RangeError(`a ${width}×${height} grey frame needs ${width * height} bytes (got ${grey.length})`);
    const last = this.samples.at(-1);
    if (last && !(atSec > last.atSec)) throw new RangeError(`frames must come in time order (${atSec} s after ${last.atSec} s)`);
    const hist = new Uint32Array(256);
    let sum = 0;
    for (const v of grey) { hist[v]!++; sum += v; }
    let p98 = 255;
    for (let v = 0, seen = 0; v < 256; v++) { seen += hist[v]!; if (seen >= 0.98 * grey.length) { p98 = v; break; } }
    const black = sum / grey.length < blackMeanBelow && p98 < blackP98Below;

    let sameAsPrevious = false;
    const prev = this.previous;
    if (prev && prev.width === width && prev.height === height) {
      let diff = 0;
      for (let i = 0; i < grey.length; i++) diff += Math.abs(grey[i]! - prev.grey[i]!);
      sameAsPrevious = diff / grey.length < frozenMeanDiffBelow;
    }
    this.samples.push({ atSec, black, sameAsPrevious });
    this.previous = { grey: Uint8Array.from(grey), width, height };
  }

  /** Every black or frozen stretch of at least two samples, by start time; `endSec` closes one still running. */
  finish(endSec: number): Stretch[] {
    const samples = this.samples;
    const until = (j: number) => (j + 1 < samples.length ? samples[j + 1]!.atSec : Math.max(endSec, samples[j]!.atSec));
    const stretches: Stretch[] = [];
    const runs = (kind: Stretch['kind'], starts: (i: number) => boolean, continues: (i: number) => boolean) => {
      for (let i = 0; i < samples.length; i++) {
        if (!starts(i)) continue;
        let j = i;
        while (j + 1 < samples.length && continues(j + 1)) j++;
        if (j > i) stretches.push({ kind, startSec: samples[i]!.atSec, endSec: until(j) });
        i = j;
      }
    };
    runs('black', (i) => samples[i]!.black, (i) => samples[i]!.black);
    runs('frozen', (i) => !samples[i]!.black, (i) => !samples[i]!.black && samples[i]!.sameAsPrevious);
    return stretches.sort((a, b) => a.startSec - b.startSec || a.kind.localeCompare(b.kind));
  }
}
