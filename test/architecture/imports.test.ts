import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { describeViolation, importRules, importsOf, repoSources, violations, type SourceFile } from './import-graph.ts';

const imports = suite('imports point one way');
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function violationsIn(files: SourceFile[]): string[] {
  return violations(files.flatMap(importsOf)).map(describeViolation);
}

imports('no file of the repository breaks an import rule', () => {
  const files = repoSources(repoRoot);
  const graph = files.flatMap(importsOf);
  // The scan must see the real tree, dynamic imports included, or an empty result proves nothing.
  const has = (file: string, target: string) => graph.some((i) => i.file === file && i.target === target);
  assert.ok(files.some((f) => f.path === 'shared/composition/validate.ts'), 'shared/ was scanned');
  assert.ok(has('control-plane/webhooks/sources.ts', 'control-plane/views/renders.ts'), 'static imports are read');
  assert.ok(has('bin/framefleet.ts', 'render-node/components-cli.ts'), 'dynamic imports are read');
  const found = violationsIn(files);
  for (const line of found) console.error(line);
  assert.equal(found, [], `import rules broken:\n${found.join('\n')}`);
});

imports('every rule reports its violations with file and line, whatever the import form', () => {
  const found = violationsIn([
    { path: 'shared/components/cli.ts', text: "import { parseArgs } from 'node:util';\n\nconst { preview } = await import('../../render-node/renderer/preview.ts');\n" },
    { path: 'shared/config/index.ts', text: "/** Settings. */\nimport type { Services } from '../../control-plane/services.ts';\n" },
    { path: 'render-node/start.ts', text: "import {\n  planScenes,\n  type Scene,\n} from '../control-plane/farm/planner.ts';\n" },
    { path: 'control-plane/webhooks/sources.ts', text: "export { renderView } from '../routes/renders.ts';\n" },
    { path: 'shared/composition/validate.ts', text: "import './brand.ts';\nexport * from '../components/sdk.ts';\n" },
    { path: 'control-plane/domain/stills.ts', text: "/** Captures. */\n\nimport type { JobDispatcher } from '../farm/dispatcher.ts';\n" },
  ]);
  assert.equal(found.map((v) => v.split(' ')[0]), [
    'shared/components/cli.ts:3', 'shared/config/index.ts:2', 'render-node/start.ts:4', 'control-plane/webhooks/sources.ts:1', 'shared/composition/validate.ts:2',
    'control-plane/domain/stills.ts:3',
  ]);
  assert.match(found[0]!, /imports '\.\.\/\.\.\/render-node\/renderer\/preview\.ts': shared\/ must not import render-node\//);
  // One forbidden folder per rule, and every rule was exercised above.
  const rulesHit = new Set(found.map((v) => importRules.find((r) => v.includes(`${r.from} must not import ${r.forbidden}`))));
  assert.is(rulesHit.size, importRules.length);
});

imports('the farm core names no domain service: only its job kinds (control-plane/farm/kinds/) import control-plane/domain/', () => {
  const core = repoSources(repoRoot).filter((f) => f.path.startsWith('control-plane/farm/') && !f.path.startsWith('control-plane/farm/kinds/'));
  assert.ok(core.some((f) => f.path === 'control-plane/farm/reports.ts'), 'the farm core was scanned');
  const found = core.flatMap(importsOf).filter((i) => i.target?.startsWith('control-plane/domain/')).map((i) => `${i.file}:${i.line} imports '${i.specifier}'`);
  assert.equal(found, []);
});

imports('what is allowed stays allowed: other layers, packages, comments, strings, look-alike folders', () => {
  const found = violationsIn([
    { path: 'shared/composition-check/check.ts', text: "import { builtinCatalog } from '../components/catalog.ts';\nimport { validateComposition } from '../composition/validate.ts';\n" },
    { path: 'shared/composition/validate.ts', text: "// import { resolveProps } from '../components/sdk.ts';\n/* await import('../components/catalog.ts') */\nconst hint = \"import x from '../components/sdk.ts'\";\nconst t = `${hint} import('../components/sdk.ts')`;\nimport { Ajv } from 'ajv';\n" },
    { path: 'control-plane/webhooks/sources.ts', text: "import { renderView } from '../views/renders.ts';\n" },
    { path: 'control-plane/app.ts', text: "import { renderRoutes } from './routes/renders.ts';\n" },
    { path: 'render-node/node.ts', text: "import { createJobQueue } from '../shared/queue/index.ts';\nconst re = /'\\.\\.\\/control-plane\\//;\n" },
    { path: 'bin/framefleet.ts', text: "const load = () => import('../control-plane/cli.ts');\n" },
  ]);
  assert.equal(found, []);
});

imports.run();
