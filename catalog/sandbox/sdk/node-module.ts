/**
 * Replaces `node:module` inside the sandbox, for draw.ts's lazy load of the canvas module: the
 * only module it can load is the sandbox's canvas (./canvas.ts).
 */
import * as canvas from './canvas.ts';

export function createRequire(_from?: unknown): (id: string) => unknown {
  return (id) => {
    if (id === '@napi-rs/canvas') return canvas;
    throw new Error(`'${id}' cannot be loaded inside the component sandbox`);
  };
}
