/**
 * Work a control plane does in the background (media imports, transcriptions): at most one run
 * per key at a time, awaitable as a whole (shutdown, tests), and found again after a restart by
 * scanning for documents still marked as in progress.
 */
import type { OrgCollection, OrgDocMeta, Where } from './index.ts';

export class BackgroundRuns {
  private readonly running = new Map<string, Promise<void>>();

  /** Starts `run` unless a run for `key` is still going. */
  start(key: string, run: () => Promise<void>): void {
    if (this.running.has(key)) return;
    this.running.set(key, run().finally(() => this.running.delete(key)));
  }

  /** Resolves when every run started so far has ended. */
  async idle(): Promise<void> {
    await Promise.all(this.running.values());
  }
}

/** Calls `visit` with every document of every org that matches `where`; returns how many. */
export async function forEachInAllOrgs<T extends object>(collection: OrgCollection<T>, where: Where, visit: (doc: T & OrgDocMeta) => void): Promise<number> {
  let cursor: string | null = null;
  let count = 0;
  do {
    const page = await collection.scanAllOrgs({ where, limit: 100, cursor });
    for (const doc of page.items) { visit(doc); count++; }
    cursor = page.nextCursor;
  } while (cursor);
  return count;
}
