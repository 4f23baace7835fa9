/** The sandbox runtime's global (guest/runtime.ts), as the SDK's replacement modules reach it. */
import { runtimeGlobal } from '../protocol.ts';

export interface SandboxRuntime {
  createCanvas(width: number, height: number): unknown;
  resolveFont(family: string, weight: number, style: string): { ok: true; face: { family: string; weight: number; style: 'normal' | 'italic' } } | { ok: false; reason: string };
}

export function sandboxRuntime(): SandboxRuntime {
  const runtime = (globalThis as Record<string, unknown>)[runtimeGlobal] as SandboxRuntime | undefined;
  if (!runtime) throw new Error('the component SDK runs only inside the component sandbox');
  return runtime;
}
