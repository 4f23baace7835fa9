/**
 * @babel/parser's `parse`, loaded on its first call: most processes (a render node drawing
 * built-ins, a control plane that is not compiling an org component) never parse a component's
 * source, and the parser is a large module to load at every start.
 */
import { createRequire } from 'node:module';

type Babel = typeof import('@babel/parser');
let babel: Babel | undefined;

export const parse: Babel['parse'] = (input, options) => {
  babel ??= createRequire(import.meta.url)('@babel/parser') as Babel;
  return babel.parse(input, options);
};
