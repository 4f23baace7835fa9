/** Identifiers (shared/ids.ts): prefixed ULIDs, unique and in creation order, their random part drawn from the system's generator. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newId } from '../../shared/ids.ts';

const test = suite('shared/ids');

test('ids are <prefix>_<ULID>, unique, and sort in the order they were made', () => {
  const ids = Array.from({ length: 10_000 }, () => newId('rnd'));
  for (const id of ids) assert.match(id, /^rnd_[0-9A-HJKMNP-TV-Z]{26}$/);
  assert.is(new Set(ids).size, ids.length);
  assert.equal([...ids].sort(), ids);
});

test('the random part differs from millisecond to millisecond and uses the whole alphabet', async () => {
  const randomParts: string[] = [];
  for (let i = 0; i < 40; i++) {
    randomParts.push(newId('x').slice(12));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  assert.ok(new Set(randomParts).size >= 39, 'a fresh random part each millisecond');
  const seen = new Set(randomParts.join(''));
  assert.ok(seen.size >= 30, `${seen.size} of 32 characters seen in 640 random characters`);
});

test.run();
