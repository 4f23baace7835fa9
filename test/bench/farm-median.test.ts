/** bench farm reports the render with the median orchestration share of those it ran in a row. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type FarmRenderReport, medianRender, unionLength } from '../../bench/farm.ts';

const test = suite('bench farm: the median render');

const render = (share: number) => ({ orchestration_share: share }) as FarmRenderReport;

test('the middle share of an odd count, the lower middle of an even one, ties in the order they ran; one render is itself', () => {
  assert.is(medianRender([render(0.06), render(0.031), render(0.045)]), 2);
  assert.is(medianRender([render(0.05), render(0.02), render(0.04), render(0.03)]), 3);
  assert.is(medianRender([render(0.04), render(0.04), render(0.04)]), 1);
  assert.is(medianRender([render(0.07)]), 0);
});

test('busy time is the union of the scenes\' intervals', () => {
  assert.is(unionLength([[0, 2], [1, 3], [5, 6]]), 4);
  assert.is(unionLength([[5, 6], [0, 1]]), 2);
  assert.is(unionLength([]), 0);
});

test.run();
