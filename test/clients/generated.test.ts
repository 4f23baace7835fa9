/**
 * The committed clients match the API: what the live OpenAPI document generates now is what
 * clients/ holds and what git has committed, so an API change without `npm run clients` (and a
 * commit of its output) fails here. A generator that is not installed skips its language, except
 * in CI (CI=true). The browser entry of the TypeScript client imports nothing of Node, and each
 * README shows the example the client tests run.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clientsDir, generatedPaths, liveOpenApiDocument, staleGeneratedFiles } from '../../ops/generate-clients.ts';
import { importsOf } from '../architecture/import-graph.ts';

const root = new URL('../../', import.meta.url).pathname;
const test = suite('clients: generated code');

/** The generated paths git sees as changed, added or removed against HEAD; null outside a git checkout. */
function uncommitted(): string[] | null {
  const paths = Object.values(generatedPaths).map((p) => join('clients', p));
  try {
    return execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...paths], { cwd: root, encoding: 'utf8' })
      .split('\n').filter(Boolean).map((line) => line.slice(3));
  } catch {
    return null;
  }
}

test('clients/ holds, committed, what the live OpenAPI document generates', async () => {
  const document = await liveOpenApiDocument();
  const { stale, skipped } = staleGeneratedFiles(document, clientsDir);
  for (const { language, reason } of skipped) {
    if (process.env.CI === 'true') assert.unreachable(`${language} client not checked in CI: ${reason}`);
    console.log(`skipped the ${language} client: ${reason}`);
  }
  assert.equal(stale, [], `generated from the live document, these differ from what is in clients/: run npm run clients and commit\n  ${stale.map((path) => `clients/${path}`).join('\n  ')}`);
  const changed = uncommitted();
  if (changed === null) console.log('not a git checkout: the committed clients are not compared');
  else assert.equal(changed.slice(0, 20), [], 'the generated clients differ from the commit (npm run build regenerates them): commit them');
});

test('the TypeScript client\'s entry and types import nothing of Node (browsers use them)', () => {
  for (const file of ['index.ts', 'schema.ts']) {
    const path = `clients/typescript/${file}`;
    const specifiers = importsOf({ path, text: readFileSync(join(root, path), 'utf8') }).map((i) => i.specifier);
    assert.equal(specifiers.filter((s) => s.startsWith('node:') || ['fs', 'path', 'os', 'child_process', 'crypto'].includes(s)), [], path);
    assert.ok(specifiers.every((s) => s.startsWith('./') || !s.startsWith('.')), `${path} reaches outside clients/typescript`);
  }
});

test('each client\'s README shows its template example as the tests run it', () => {
  for (const [readme, example] of [['clients/typescript/README.md', 'clients/typescript/examples/template-render.ts'], ['clients/python/README.md', 'clients/python/examples/template_render.py']] as const) {
    assert.ok(readFileSync(join(root, readme), 'utf8').includes(readFileSync(join(root, example), 'utf8')), `${readme} does not show ${example} as it is`);
  }
});

test.run();
