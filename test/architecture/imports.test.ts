import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import {
  describeViolation, importLoops, importRules, importsOf, layeredFolders, layerViolations, repoSources, violations, type SourceFile,
} from './import-graph.ts';

const imports = suite('imports point one way');
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function violationsIn(files: SourceFile[]): string[] {
  return violations(files.flatMap(importsOf)).map(describeViolation);
}

const graphOf = (files: SourceFile[]) => files.flatMap(importsOf);

imports('no file of the repository breaks an import rule, a layer or makes a loop', () => {
  const files = repoSources(repoRoot);
  const graph = graphOf(files);
  // The scan must see the real tree, dynamic imports included, or an empty result proves nothing.
  const has = (file: string, target: string) => graph.some((i) => i.file === file && i.target === target);
  assert.ok(files.some((f) => f.path === 'shared/composition/validate.ts'), 'shared/ was scanned');
  assert.ok(has('control-plane/webhook-sources.ts', 'control-plane/features/renders/views.ts'), 'static imports are read');
  assert.ok(has('bin/commands.ts', 'render-node/components-cli.ts'), 'dynamic imports are read');
  const found = [...violationsIn(files), ...layerViolations(graph), ...importLoops(graph)];
  for (const line of found) console.error(line);
  assert.equal(found, [], `import rules broken:\n${found.join('\n')}`);
});

imports('every rule reports its violations with file and line, whatever the import form', () => {
  const found = violationsIn([
    { path: 'render-node/jobs/scene.ts', text: "import {\n  planScenes,\n  type Scene,\n} from '../../control-plane/features/renders/render-plan.ts';\n" },
    { path: 'control-plane/embedded.ts', text: "/** Workers. */\nconst { startWorker } = await import('../render-node/worker.ts');\n" },
    { path: 'control-plane/features/mcp/tools.ts', text: "export { fontCategories } from '../fonts/routes.ts';\n" },
  ]);
  assert.equal(found.map((v) => v.split(' ')[0]), ['render-node/jobs/scene.ts:4', 'control-plane/embedded.ts:2', 'control-plane/features/mcp/tools.ts:1']);
  assert.match(found[0]!, /imports '\.\.\/\.\.\/control-plane\/features\/renders\/render-plan\.ts': render-node\/ must not import control-plane\//);
  assert.match(found[2]!, /control-plane\/features\/ must not import another feature's routes/);
  // One rule per violation above, and every rule was exercised.
  const rulesHit = new Set(found.map((v) => importRules.find((r) => v.includes(`${r.from} must not import ${r.what ?? r.forbidden}`))));
  assert.is(rulesHit.size, importRules.length);
});

imports('what is allowed stays allowed: own routes, services of other features, packages, comments, strings', () => {
  const found = violationsIn([
    { path: 'control-plane/features/transcripts/clip-routes.ts', text: "import { TranscriptView } from './analysis-routes.ts';\n" },
    { path: 'control-plane/features/mcp/tools.ts', text: "import { fontCategories } from '../fonts/font-search.ts';\n// import x from '../fonts/routes.ts';\nconst hint = \"import x from '../fonts/routes.ts'\";\n" },
    { path: 'control-plane/app.ts', text: "import { renderRoutes } from './features/renders/routes.ts';\n" },
    { path: 'render-node/node.ts', text: "import { createJobQueue } from '../shared/queue/index.ts';\nconst re = /'\\.\\.\\/control-plane\\//;\n" },
    { path: 'bin/framefleet.ts', text: "const load = () => import('../control-plane/cli.ts');\n" },
  ]);
  assert.equal(found, []);
});

imports('an import up a layer fails, and so does a folder without a rank', () => {
  const found = layerViolations(graphOf([
    { path: 'shared/composition/brand.ts', text: "import { builtinCatalog } from '../../catalog/index.ts';\n" },
    { path: 'control-plane/features/media/media.ts', text: "import type { RenderDispatcher } from '../../farm/dispatcher.ts';\n" },
    { path: 'control-plane/store/index.ts', text: "import type { Renders } from '../features/renders/renders.ts';\n" },
    { path: 'control-plane/scratch/notes.ts', text: "import { AppError } from '../http/errors.ts';\n" },
    // Allowed: downwards, and within one rank.
    { path: 'control-plane/farm/kinds/still.ts', text: "import type { StillCaptures } from '../../features/stills/stills.ts';\n" },
    { path: 'control-plane/blobs/index.ts', text: "import { deploymentSecret } from '../store/deployment-secrets.ts';\n" },
    { path: 'render-node/jobs/scene.ts', text: "import { builtinCatalog } from '../../catalog/index.ts';\n" },
  ]));
  assert.equal(found.length, 4, found.join('\n'));
  assert.match(found[0]!, /^shared\/composition\/brand\.ts:1 .*: shared sits below catalog/);
  assert.match(found[1]!, /^control-plane\/features\/media\/media\.ts:1 .*: control-plane\/features sits below control-plane\/farm/);
  assert.match(found[2]!, /^control-plane\/store\/index\.ts:1 .*: control-plane\/store sits below control-plane\/features/);
  assert.match(found[3]!, /^control-plane\/scratch has no rank/);
  assert.ok(layeredFolders.every((l) => l.ranks.flat().length > 0));
});

imports('an import loop fails, between files and between folders, naming the imports that close it', () => {
  // The loop that stood in native/media before its facts moved to file-facts.ts.
  const fileLoop = importLoops(graphOf([
    { path: 'native/media/lib/inspect.ts', text: "import { addon } from './loading.ts';\n" },
    { path: 'native/media/lib/loading.ts', text: "import type { MediaFileFacts } from './inspect.ts';\n" },
  ]));
  assert.equal(fileLoop.filter((l) => l.startsWith('files')), ['files import each other in a loop: native/media/lib/inspect.ts, native/media/lib/loading.ts']);
  // The loop that stood in shared/: composition → sounds → components → composition.
  const folderLoop = importLoops(graphOf([
    { path: 'shared/composition/schema.ts', text: "import { sfxFamilies } from '../sounds/families.ts';\n" },
    { path: 'shared/sounds/cues.ts', text: "import { builtinCatalog } from '../components/catalog.ts';\n" },
    { path: 'shared/components/sdk.ts', text: "import { resolveBrandRef } from '../composition/brand.ts';\n" },
  ]));
  assert.equal(folderLoop.length, 1, folderLoop.join('\n'));
  assert.match(folderLoop[0]!, /^folders of shared import each other in a loop: components, composition, sounds \(/);
  assert.match(folderLoop[0]!, /shared\/sounds\/cues\.ts:1 → shared\/components\/catalog\.ts/);
  // Two features that use each other; a chain that does not close is no loop.
  assert.equal(importLoops(graphOf([
    { path: 'control-plane/features/jobs/views.ts', text: "import { stillJobKind } from '../stills/stills.ts';\n" },
    { path: 'control-plane/features/stills/stills.ts', text: "import type { Jobs } from '../jobs/jobs.ts';\n" },
  ])).length, 1);
  assert.equal(importLoops(graphOf([
    { path: 'control-plane/features/stills/stills.ts', text: "import type { Jobs } from '../../job-records/jobs.ts';\n" },
    { path: 'control-plane/features/jobs/views.ts', text: "import { stillJobKind } from '../../job-records/kinds.ts';\nimport { x } from '../stills/stills.ts';\n" },
  ])), []);
});

imports.run();
