/**
 * Replaces shared/fonts/index.ts inside the sandbox: faces resolve by the host's font set (the
 * same rule, the same admitted faces) and are named with the same CSS shorthand.
 */
import { sandboxRuntime } from './runtime-access.ts';

export { cssFont } from '../../../shared/fonts/css.ts';
export type FontStyle = 'normal' | 'italic';

export function bundledFonts() {
  return {
    resolve: (family: string, weight = 400, style: FontStyle = 'normal') => sandboxRuntime().resolveFont(family, weight, style),
  };
}
