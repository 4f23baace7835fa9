/**
 * node:http and node:https, required rather than imported. Importing either as an ES module reads
 * every export, WebSocket's lazy getter among them, which loads Node's bundled undici: about 50 ms
 * of CPU at the start of every process that loads the module (a render worker and framefleet
 * render's control plane included). Import these from here instead.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const http = require('node:http') as typeof import('node:http');
export const https = require('node:https') as typeof import('node:https');
