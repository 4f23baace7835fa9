/**
 * Frames a benchmark draws beforehand and holds in memory to encode alone. They live in one
 * allocation, big enough that the C allocator maps it on its own, so `releaseFrame(all)` hands it
 * back to the system whole before the contestants that must not run beside it. Held as one buffer
 * a frame, the memory stayed with the process's allocator once freed; and on this virtual machine
 * a render beside a process holding 2.4 GB took 8.05 s instead of 7.4 (bench short's composition).
 */
export function holdFrames(count: number, frameBytes: number): { all: Uint8Array; frames: Uint8Array[] } {
  const all = new Uint8Array(count * frameBytes);
  return { all, frames: Array.from({ length: count }, (_, i) => all.subarray(i * frameBytes, (i + 1) * frameBytes)) };
}
