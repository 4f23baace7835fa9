import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EgressGuard, EgressRefused, isForbiddenAddress } from '../../control-plane/http/egress.ts';
import { retryAfterMs } from '../../control-plane/features/webhooks/delivery.ts';
import { echoesToken } from '../../control-plane/features/webhooks/webhooks.ts';

const test = suite('webhooks: egress guard');

test('private, loopback, link-local, shared and reserved addresses are forbidden, in every spelling', () => {
  for (const a of ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::10.0.0.1', '[::1]', 'not-an-ip']) {
    assert.ok(isForbiddenAddress(a), a);
  }
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) assert.not.ok(isForbiddenAddress(a), a);
});

test('URLs: https only, no credentials, no private literals or loopback names unless allow-listed', () => {
  const guard = new EgressGuard(['127.0.0.1']);
  for (const url of ['http://example.com/', 'ftp://example.com/', 'https://user:pw@example.com/', 'https://10.0.0.1/', 'https://localhost/', 'https://localhost./', 'https://api.localhost/', 'https://[::1]/', 'no url']) {
    assert.throws(() => guard.checkUrl(url), (e: unknown) => e instanceof EgressRefused, url);
  }
  assert.is(guard.checkUrl('https://example.com/hook').hostname, 'example.com');
  assert.is(guard.checkUrl('http://127.0.0.1:8080/hook').port, '8080', 'allow-listed: http and loopback');
});

test("the check runs in the connection's own DNS lookup: a name resolving to loopback is refused there", async () => {
  const err = await new Promise<Error | null>((r) => new EgressGuard([]).lookupFor('localhost')('localhost', { all: true }, (e) => r(e)));
  assert.instance(err, EgressRefused, 'the lookup refuses what resolves to 127.0.0.1');
  const ok = await new Promise<Error | null>((r) => new EgressGuard(['localhost']).lookupFor('localhost')('localhost', { all: true }, (e) => r(e)));
  assert.is(ok, null, 'an allow-listed name may resolve anywhere');
});

test('challenge answers and Retry-After are read the way endpoints send them', () => {
  assert.ok(echoesToken(Buffer.from('abc\n'), 'abc'));
  assert.ok(echoesToken(Buffer.from('{"token":"abc"}'), 'abc'));
  assert.ok(echoesToken(Buffer.from('{"challenge":"abc"}'), 'abc'));
  assert.not.ok(echoesToken(Buffer.from('{"token":"abd"}'), 'abc'));
  assert.not.ok(echoesToken(Buffer.from('ok'), 'abc'));
  assert.is(retryAfterMs('30'), 30_000);
  assert.is(retryAfterMs(new Date(Date.now() + 60_000).toUTCString(), Date.now())! > 55_000, true);
  assert.is(retryAfterMs('999999999'), 24 * 3600_000, 'capped at a day');
  assert.is(retryAfterMs('soon'), null);
  assert.is(retryAfterMs(undefined), null);
});

test.run();
