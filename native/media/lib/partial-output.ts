/** Cleaning up after a failed write: what a failed encode, mix or assembly leaves behind is removed. */
import { lstat, unlink } from 'node:fs/promises';

/** Removes a partly written output, but only a regular file (never a device, FIFO or directory). */
export async function removePartial(path: string): Promise<void> {
  try {
    if ((await lstat(path)).isFile()) await unlink(path);
  } catch {
    // Nothing was written there.
  }
}
