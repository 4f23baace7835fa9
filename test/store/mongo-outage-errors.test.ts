/**
 * Which driver errors mean "the database cannot be reached now" (answered 503 store_unavailable,
 * and retried by the callers that retry) rather than a wrong call: among them, socket errors the
 * driver lets through unwrapped when the server goes away mid-write.
 */
import { MongoNetworkError, MongoServerError } from 'mongodb';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isOutage } from '../../control-plane/store/mongo.ts';

const test = suite('store: MongoDB outage errors');

const socketError = (message: string, code: string) => Object.assign(new Error(message), { code });

test('network errors, wrapped or not, are outages', () => {
  assert.ok(isOutage(new MongoNetworkError('connection 4 to 127.0.0.1:27017 closed')));
  assert.ok(isOutage(socketError('This socket has been ended by the other party', 'EPIPE')), 'a write to a connection the stopping server closed');
  assert.ok(isOutage(socketError('read ECONNRESET', 'ECONNRESET')));
  assert.ok(isOutage(socketError('connect ECONNREFUSED 127.0.0.1:27017', 'ECONNREFUSED')));
});

test('a wrong call, or any other error, is not', () => {
  assert.not.ok(isOutage(new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' })));
  assert.not.ok(isOutage(new Error('something else')));
  assert.not.ok(isOutage(socketError('no such file', 'ENOENT')));
  assert.not.ok(isOutage('EPIPE'));
});

test.run();
