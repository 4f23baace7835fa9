/**
 * The evaluator client's pure parts: the body and the Standard Webhooks headers it sends, and how
 * an answer is read (score 0 to 1, pass defaulting to the floor, findings bounded and cleaned).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { cleanText, evaluateBody, evaluatorHeaders, parseAnswer } from '../../control-plane/features/critics/evaluator.ts';
import { newSecret } from '../../control-plane/features/webhooks/webhooks.ts';

const test = suite('critics: evaluator client');

test('the body names the critic and carries the stills and measurements; the headers verify with the secret', () => {
  const body = evaluateBody({ id: 'crt_1', label: 'Hero', rubric: 'show it' }, {
    verificationId: 'ver_1', projectId: 'prj_1', brief: { goal: 'g' }, measurements: { loudness: 0.4, 'logo-present': null },
    stills: [{ index: 0, atSec: 2, url: 'https://x/s.jpg', width: 640, height: 360, extra: 'dropped' } as never],
  });
  assert.equal(JSON.parse(body), {
    type: 'critic.evaluate', criticId: 'crt_1', label: 'Hero', rubric: 'show it', verificationId: 'ver_1', projectId: 'prj_1', brief: { goal: 'g' },
    stills: [{ index: 0, atSec: 2, url: 'https://x/s.jpg', width: 640, height: 360 }], measurements: { loudness: 0.4, 'logo-present': null }, referenceMedia: [],
  });
  const secret = newSecret();
  const headers = evaluatorHeaders(secret, 'msg_1', body);
  assert.equal([headers['webhook-id'], headers['x-framefleet-event']], ['msg_1', 'critic.evaluate']);
  assert.ok(new StandardWebhook(secret).verify(body, headers));
  assert.throws(() => new StandardWebhook(newSecret()).verify(body, headers));
  assert.throws(() => new StandardWebhook(secret).verify(`${body} `, headers), 'the signature covers the exact bytes');
});

test('answers: score 0..1, pass from the floor unless given, findings cleaned and bounded; anything else is a reason', () => {
  assert.equal(parseAnswer('{"score":0.7}', 0.5), { score: 0.7, pass: true, findings: [] });
  assert.equal(parseAnswer('{"score":0.7,"pass":false,"findings":null}', 0.5), { score: 0.7, pass: false, findings: [] });
  assert.equal(parseAnswer('{"score":0,"findings":[{"atSec":3,"message":" a\\u0000b\\tc "}]}', 0.5), { score: 0, pass: false, findings: [{ atSec: 3, message: 'a b c' }] });
  for (const bad of ['nope', '[]', 'null', '{"score":-0.1}', '{"score":1.5}', '{"score":"1"}', '{"score":1,"pass":1}', '{"score":1,"findings":{}}',
    '{"score":1,"findings":[{"message":""}]}', '{"score":1,"findings":[{"message":"x","atSec":-1}]}', `{"score":1,"findings":${JSON.stringify(Array.from({ length: 51 }, () => ({ message: 'x' })))}}`]) {
    assert.type(parseAnswer(bad, 0.5), 'string', bad);
  }
  assert.is(cleanText('x'.repeat(600), 500).length, 500);
  assert.is(cleanText('a\u202eb\r\nc', 500), 'a b c');
});

test.run();
