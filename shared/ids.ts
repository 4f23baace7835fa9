import { monotonicFactory } from 'ulid';

const nextUlid = monotonicFactory();

/**
 * A new identifier `<prefix>_<ULID>`. ULIDs sort by creation time, which is what makes the
 * store's forward-only cursors a plain "after this id" comparison on every backend.
 */
export function newId(prefix: string): string {
  return `${prefix}_${nextUlid()}`;
}
