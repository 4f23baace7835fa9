/**
 * bench render's projection onto more cores: a node's rate grows with its scenes at the efficiency
 * measured against its CPU bound, encoding alone at most as x264 scaled from one thread to two.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { projectCores } from '../../bench/render.ts';

const test = suite('bench render: the projection onto more cores');

test('scales the node by its measured efficiency and bounds encoding alone by x264\'s two-thread scaling', () => {
  // Drawing 20 CPU-ms a frame, x264 30 on one thread (33.3 fps) and 60 fps on two (efficiency 0.9).
  const x264 = [{ threads: 1, fps: 100 / 3, cpuMs: 30 }, { threads: 2, fps: 60, cpuMs: 31 }];
  // Two scenes side by side are bound at 2000 / (20 + 30) = 40 fps; the node made 36 (efficiency 0.9).
  const p = projectCores(8, 2, 36, 20, x264)!;
  assert.equal(p, {
    cores: 8, node_fps: 144, encode_only_fps_at_most: 240,
    render_vs_encode_only_at_least: 0.6, node_efficiency: 0.9, x264_two_thread_efficiency: 0.9,
  });
  // On the machine's own cores the bound is the node's fps over x264's two-thread rate.
  assert.is(projectCores(2, 2, 36, 20, x264)!.render_vs_encode_only_at_least, 0.6);
});

test('nothing to project without x264 at one thread and at two', () => {
  assert.is(projectCores(8, 2, 36, 20, [{ threads: 1, fps: 33, cpuMs: 30 }]), null);
});

test.run();
