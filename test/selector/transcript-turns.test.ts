import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { selectCuts } from '../../control-plane/features/selector/engine.ts';
import { transcriptTurns, turnPauseSec } from '../../control-plane/features/selector/transcript-turns.ts';
import { signalVersions, type AngleSignals } from '../../shared/multicam/signals.ts';

const test = suite('selector: turns from transcripts');

/** Signals of an angle whose microphone reads `level(t)` dBFS (t in its own file), 8 s long, nothing else. */
function signals(level: (t: number) => number): AngleSignals {
  const seconds = 8;
  return {
    versions: signalVersions, window: { startSec: 0, endSec: seconds }, durationSec: seconds,
    audioRate: 10, levelDb: Array.from({ length: seconds * 10 }, (_, i) => level(i / 10 + 0.05)),
    onsetRate: 100, onset: Array(seconds * 100).fill(0),
    videoRate: 5, face: Array(seconds * 5).fill({ area: 0, x: 0, y: 0, score: 0 }), motion: Array(seconds * 5).fill(1),
    sharpness: Array(seconds * 5).fill(100), exposure: Array(seconds * 5).fill({ mean: 118, clipped: 0 }),
  };
}

// Speaker A talks 0.2–2.8 s, B 3.6–5.8 s (group time); B's camera started 1 s late.
const aLoud = (t: number) => (t < 3.2 ? -20 : -34);
const bLoudGroup = (t: number) => (t >= 3.2 ? -20 : -34);
const angles = [
  { candidateId: 'cam-a', offsetSec: 0, signals: signals(aLoud), words: [{ start: 0.2, end: 0.5 }, { start: 0.6, end: 1.0 }, { start: 1.2, end: 2.8 }, { start: 3.6, end: 4.0 }, { start: 4.1, end: 5.8 }] },
  { candidateId: 'cam-b', offsetSec: 1, signals: signals((t) => bLoudGroup(t + 1)), words: null },
];

test('words are grouped at pauses, moved onto the group timeline, and each turn goes to the loudest microphone', () => {
  assert.ok(3.6 - 2.8 >= turnPauseSec);
  assert.equal(transcriptTurns(angles), [
    { speaker: 'cam-a', startSec: 0.2, endSec: 2.8, candidateId: 'cam-a' },
    { speaker: 'cam-b', startSec: 3.6, endSec: 5.8, candidateId: 'cam-b' },
  ]);
});

test("a transcript of the late angle is placed by its offset; an angle that does not record the turn is not its speaker", () => {
  const late = [
    { ...angles[0]!, words: null },
    { ...angles[1]!, words: [{ start: 2.6, end: 4.8 }] },
  ];
  assert.equal(transcriptTurns(late), [{ speaker: 'cam-b', startSec: 3.6, endSec: 5.8, candidateId: 'cam-b' }]);
  assert.equal(transcriptTurns([{ ...angles[0]!, words: [] }, { ...angles[1]!, words: null }]), []);
});

test('the engine reads the turns: the transcript signal backs the angle of the one speaking', () => {
  const turns = transcriptTurns(angles);
  const response = selectCuts({ projectId: 'p', groupId: 'g', angles: angles.map((a) => ({ candidateId: a.candidateId, role: 'speaker' as const, offsetSec: a.offsetSec, signals: a.signals })), turns, signalVersions: { ...signalVersions } });
  const during = response.moments.find((m) => m.startSec <= 4.5 && m.endSec > 4.5)!;
  const b = during.candidates.find((c) => c.candidateId === 'cam-b')!;
  assert.ok((b.contributions.transcript ?? 0) > 0, JSON.stringify(b.contributions));
  assert.ok(!(during.candidates.find((c) => c.candidateId === 'cam-a')!.contributions.transcript), 'not the silent one');
});

test.run();
