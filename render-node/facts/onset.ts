/**
 * The onset envelope of a sound: per frame of 1/rate s, the half-wave rectified flux of its energy
 * (how much louder the frame is than the one before; 0 when it is quieter), for synchronising the
 * angles of a multicam group by their sound.
 *
 * replaced by shared/multicam/sync.ts onsetEnvelope
 */
export function onsetEnvelope(samples: Float32Array, sampleRate: number, rate = 100): number[] {
  const hop = Math.max(1, Math.round(sampleRate / rate));
  const frames = Math.floor(samples.length / hop);
  const envelope: number[] = new Array(frames);
  let previous = 0;
  for (let f = 0; f < frames; f++) {
    let energy = 0;
    for (let i = f * hop, end = i + hop; i < end; i++) energy += samples[i]! * samples[i]!;
    energy /= hop;
    envelope[f] = Math.max(0, energy - previous);
    previous = energy;
  }
  return envelope;
}
