import { readFileSync } from 'node:fs';

/** The product's version, from package.json (what `framefleet version`, nodes and the API report). */
export const productVersion = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
