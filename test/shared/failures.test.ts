import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  AssetUnreadableError, categoryOf, ComponentFailedError, ComponentRuntimeError, drawingFailure, errorCategories, failureCodes, FontUnavailableError, isPermanent,
  JobFailure, RenderInternalError, runComponent, sanitizeMessage,
} from '../../shared/failures.ts';

const failures = suite('job failures: codes, categories, typed errors');

failures('each failure code maps to its category, and permanence says whether a retry can help', () => {
  const expected: Record<string, [string, boolean]> = {
    composition_unreadable: ['authoring', true],
    font_not_reproducible: ['authoring', true],
    component_runtime_error: ['authoring', true],
    component_failed: ['authoring', true],
    asset_unreadable: ['media', true],
    media_audio_unreadable: ['media', true],
    media_audio_too_long: ['media', true],
    media_picture_unreadable: ['media', true],
    matting_unavailable: ['capacity', false],
    render_internal_error: ['internal', false],
    render_failed: ['internal', false],
    render_output_invalid: ['internal', true],
    seam_video_gap: ['internal', false],
    seam_keyframe_misplaced: ['internal', false],
    seam_audio_gap: ['internal', false],
    seam_audio_length: ['internal', false],
    job_unknown: ['internal', true],
    job_exhausted: ['internal', false],
    cancelled: ['cancelled', true],
  };
  assert.equal(Object.keys(failureCodes).sort(), Object.keys(expected).sort(), 'every code in the table is covered here');
  for (const [code, [category, permanent]] of Object.entries(expected)) {
    assert.is(categoryOf(code), category, code);
    assert.is(isPermanent(code), permanent, code);
    assert.ok((errorCategories as readonly string[]).includes(category));
  }
});

failures('codes outside the table go by prefix, never permanent; a bug is never a media failure', () => {
  assert.is(categoryOf('composition_too_old'), 'authoring');
  assert.is(categoryOf('font_unavailable'), 'authoring');
  assert.is(categoryOf('asset_gone'), 'media');
  assert.is(categoryOf('media_truncated'), 'media');
  assert.is(categoryOf('encoder_failed'), 'internal');
  assert.is(categoryOf('__proto__'), 'internal', 'no lookups through the prototype');
  assert.is(categoryOf('toString'), 'internal');
  assert.not.ok(isPermanent('encoder_failed'));
  assert.not.ok(isPermanent('constructor'));
});

failures('each typed drawing failure carries its code, category and permanence', () => {
  const cases: [JobFailure, string, string, boolean][] = [
    [new AssetUnreadableError('media:med_1', new Error('bad')), 'asset_unreadable', 'media', true],
    [new FontUnavailableError("'Comic Sans' is not an admitted family"), 'font_not_reproducible', 'authoring', true],
    [new ComponentRuntimeError('stat-counter', new RangeError('digits')), 'component_runtime_error', 'authoring', true],
    [new ComponentFailedError('acme-title@2', 'time', 'ran past its time limit'), 'component_failed', 'authoring', true],
    [new RenderInternalError(new TypeError('x is undefined')), 'render_internal_error', 'internal', false],
  ];
  for (const [err, code, category, permanent] of cases) {
    assert.instance(err, JobFailure);
    assert.is(err.code, code);
    assert.is(err.category, category, code);
    assert.is(err.permanent, permanent, code);
  }
});

failures('an untyped drawing error is an internal error (retried), not an unreadable asset', () => {
  const bug = new TypeError("Cannot read properties of undefined (reading 'width')");
  const failure = drawingFailure(bug);
  assert.instance(failure, RenderInternalError);
  assert.is(failure.code, 'render_internal_error');
  assert.is(failure.category, 'internal');
  assert.not.ok(failure.permanent);
  assert.is(failure.cause, bug, 'the cause stays for the log');
  assert.not.match(failure.message, /reading 'width'/, 'the internal detail is not shown');
  const typed = new AssetUnreadableError('media:med_1');
  assert.is(drawingFailure(typed), typed, 'a typed failure keeps its kind');
});

failures('a failure names where it happened; the innermost place recorded first wins', () => {
  const err = new ComponentRuntimeError('lower-third', new Error('boom')).at({ clip: 'tracks[1].clips[0]' }).at({ frame: 42, clip: 'tracks[9].clips[9]' });
  assert.equal(err.place, { frame: 42, clip: 'tracks[1].clips[0]' });
  assert.is(err.message, "frame 42, tracks[1].clips[0]: the component 'lower-third' failed while drawing: boom");
});

failures('messages lose stacks, absolute paths and node internals, and stay short', () => {
  const thrown = new Error("ENOENT: no such file or directory, open '/var/lib/framefleet/blobs/ab12/logo.png'");
  thrown.stack = `${thrown.message}\n    at open (node:internal/fs/promises:639:25)\n    at /srv/app/render-node/renderer/assets.ts:12:3`;
  const message = new AssetUnreadableError('media:med_9', thrown).at({ frame: 3, clip: 'tracks[0].clips[2]' }).message;
  assert.is(message, "frame 3, tracks[0].clips[2]: the media 'media:med_9' cannot be read or decoded (ENOENT: no such file or directory, open 'logo.png')");
  const systemError = Object.assign(new Error("ENOENT: no such file or directory, open '/x/y.png'"), { code: 'ENOENT', syscall: 'open' });
  assert.match(new AssetUnreadableError('y.png', systemError).message, /\(no such file\)$/);
  assert.is(sanitizeMessage('boom\n    at f (/srv/app/x.ts:1:2)'), 'boom');
  assert.is(sanitizeMessage('read file:///srv/media/clip.mp4 and C:\\media\\b.mov at node:internal/streams/readable'), 'read clip.mp4 and b.mov at node');
  assert.is(sanitizeMessage('a ratio of 16/9 and https://example.com/a/b stay'), 'a ratio of 16/9 and https://example.com/a/b stay');
  assert.ok(sanitizeMessage('x'.repeat(1000)).length <= 300);
  const component = new ComponentRuntimeError('c', Object.assign(new Error('failed in /home/me/components/c.ts'), { stack: 'x\n    at /home/me/components/c.ts:1:1' }));
  assert.is(component.message, "the component 'c' failed while drawing: failed in c.ts");
});

failures('component code that throws becomes a component runtime error; a typed failure it raises keeps its kind', () => {
  assert.is(runComponent('ok', () => 7), 7);
  const thrown = (() => { try { runComponent('stat-counter', () => (1).toFixed(200)); } catch (err) { return err; } })();
  assert.instance(thrown, ComponentRuntimeError);
  assert.is((thrown as ComponentRuntimeError).componentId, 'stat-counter');
  assert.match((thrown as Error).message, /^the component 'stat-counter' failed while drawing: RangeError: /);
  const font = new FontUnavailableError("'Papyrus' is not an admitted family");
  const kept = (() => { try { runComponent('title', () => { throw font; }); } catch (err) { return err; } })();
  assert.is(kept, font);
});

failures.run();
