/** Replaces `@napi-rs/canvas` inside the sandbox: canvases are the sandbox's recording canvases. */
import { sandboxRuntime } from './runtime-access.ts';

export function createCanvas(width: number, height: number): unknown {
  return sandboxRuntime().createCanvas(width, height);
}
