/** bench api-render: each ratio is the median of the rounds' own ratios; the chart shows the contestants that ran; the commands timed get the shell's environment. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apiRenderReport, apiRenderSvg, type ApiRenderSamples } from '../../bench/api-render.ts';
import { commandEnv } from '../../bench/options.ts';

const test = suite('bench api-render: the report');

const samples: ApiRenderSamples = {
  one_frame: { render: [0.5, 0.6, 0.4], api: [0.1, 0.1, 0.1], before: [1, 0.8, 1] },
  text_1s: { render: [1, 2, 1], api: [1.2, 1, 0.5], before: [2, 2, 2] },
  text_10s: { render: [10, 8, 9], api: [9, 9, 9], before: [12, 12, 12] },
};

test('ratios are medians of each round\'s ratio, medians of each contestant\'s runs', () => {
  const report = apiRenderReport(samples, { rounds: 3, before: '/elsewhere' });
  // one frame, render ÷ before by round: 0.5, 0.75, 0.4
  assert.is(report.one_frame_after_vs_before, 0.5);
  // 1 s, api ÷ render by round: 1.2, 0.5, 0.5
  assert.is(report.api_vs_render_1s, 0.5);
  // 10 s: 0.9, 1.125, 1
  assert.is(report.api_vs_render_10s, 1);
  assert.equal(report.compositions.text_10s.median_s, { render: 9, api: 9, before: 12 });
  assert.is(report.settings.before, '/elsewhere');
});

test('without a before checkout its ratio is null and the chart has two bars per composition', () => {
  const { one_frame, text_1s, text_10s } = samples;
  const without = (s: typeof one_frame) => ({ render: s.render!, api: s.api! });
  const report = apiRenderReport({ one_frame: without(one_frame), text_1s: without(text_1s), text_10s: without(text_10s) }, { rounds: 3 });
  assert.is(report.one_frame_after_vs_before, null);
  const svg = apiRenderSvg(report);
  assert.is(svg.match(/<rect x=/g)!.length, 6 + 2, 'six bars and two legend swatches');
  assert.not.match(svg, /before checkout/);
});

test('a timed command runs with the shell\'s environment, not the compile cache this checkout\'s launcher set', () => {
  const saved = process.env.NODE_COMPILE_CACHE;
  process.env.NODE_COMPILE_CACHE = '/this/checkout/build/dist/compile-cache';
  try {
    const env = commandEnv({ FRAMEFLEET_LOG_LEVEL: 'warn' });
    assert.is('NODE_COMPILE_CACHE' in env, false, 'another checkout would load its modules from this one\'s cache');
    assert.is(env.FRAMEFLEET_LOG_LEVEL, 'warn');
    assert.is(env.PATH, process.env.PATH);
  } finally {
    if (saved === undefined) delete process.env.NODE_COMPILE_CACHE;
    else process.env.NODE_COMPILE_CACHE = saved;
  }
});

test.run();
