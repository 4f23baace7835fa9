/**
 * How a transcript is cut into the timestamped lines a language model reads and must quote back:
 * a line starts at a paragraph (a sentence after a pause) once 5 s have passed, at any sentence
 * once 10 s have, and at any word once 15 s have; a marker is its first word's start, one decimal.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lineAt, linesPrompt, transcriptLines, UnverifiedAnswer } from '../../control-plane/features/transcripts/transcript-model.ts';

/** Words one every 0.5 s from `at`, the last ending its sentence. */
function sentence(at: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({ text: i === count - 1 ? 'end.' : 'word', start: at + i * 0.5, end: at + i * 0.5 + 0.4 }));
}

test('a line runs at most 15 s, breaks at a sentence after 10 s and at a paragraph after 5 s', () => {
  const continuous = Array.from({ length: 80 }, (_, i) => ({ text: 'word', start: 0.04 + i * 0.5, end: 0.44 + i * 0.5 }));
  assert.equal(transcriptLines(continuous).map((l) => l.start), [0, 15, 30], 'no sentence: every 15 s');

  const sentences = [...sentence(0, 8), ...sentence(4, 8), ...sentence(8, 8), ...sentence(12, 8)];
  assert.equal(transcriptLines(sentences).map((l) => l.start), [0, 12], 'sentences run on together, without pauses, until 10 s');

  const paragraphs = [...sentence(0, 8), ...sentence(6.2, 8), ...sentence(12.4, 8)];
  assert.equal(transcriptLines(paragraphs).map((l) => l.start), [0, 6.2, 12.4], 'a pause before a sentence after 5 s starts a line');
  const lines = transcriptLines(paragraphs);
  assert.is(lines[1]!.end, 6.2 + 3.5 + 0.4);
  assert.match(linesPrompt(lines), /^\[0\.0\] word word .* end\.\n\[6\.2\] word/);
});

test('a time the model quotes must be a line start', () => {
  const lines = transcriptLines([...sentence(0, 8), ...sentence(6.23, 8)]);
  assert.is(lineAt(lines, 6.2, 'start'), lines[1]);
  assert.throws(() => lineAt(lines, 7, 'start'), (e: unknown) => e instanceof UnverifiedAnswer && /7 s is not a line start/.test(e.message));
  assert.throws(() => lineAt(lines, '6.2', 'start'), (e: unknown) => e instanceof UnverifiedAnswer && /not a number/.test(e.message));
});

test.run();
