/**
 * Regenerates the API clients under clients/ from the OpenAPI document the control plane serves:
 * the TypeScript types (openapi-typescript) and the Python package (openapi-python-client). The
 * document comes from the app itself, built in-process over a throwaway SQLite store, so no
 * service needs to run. Both generators are pinned in ops/test-tools (install.sh installs them);
 * one that is not installed is skipped with the reason.
 *
 *   npm run clients            regenerate clients/ (also the first step of npm run build)
 *   npm run clients -- --check fail, naming the files, when clients/ differs from what the
 *                              document generates (an API change without regenerating)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildControlPlaneApp } from '../control-plane/app.ts';
import { createServices } from '../control-plane/services.ts';
import { SqliteStore } from '../control-plane/store/index.ts';
import { createInProcessJobQueue, InProcessBroker, sceneQueueName } from '../shared/queue/index.ts';
import { createMetricsRegistry } from '../shared/telemetry/metrics.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const toolsDir = join(projectRoot, 'ops', 'test-tools');
const openapiTypescriptBin = join(toolsDir, 'node_modules', '.bin', 'openapi-typescript');
const pythonGeneratorBin = join(projectRoot, '.venv', 'bin', 'openapi-python-client');

/** Where each generated part lives, relative to clients/. Everything else there is written by hand. */
export const generatedPaths = { typescript: 'typescript/schema.ts', python: 'python/framefleet_client' } as const;

/** The OpenAPI document a control plane serves at /openapi.json, from an app over a temporary store. */
export async function liveOpenApiDocument(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-openapi-'));
  try {
    const store = new SqliteStore(join(dir, 'store.sqlite'));
    const publicUrl = () => 'http://127.0.0.1:8080';
    const services = await createServices({
      store, queue: createInProcessJobQueue(new InProcessBroker()), queueName: sceneQueueName,
      blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl, preloadSoundPack: false,
    });
    const app = await buildControlPlaneApp({
      config: { FRAMEFLEET_LOG_LEVEL: 'silent' }, metrics: createMetricsRegistry('control-plane'), readiness: {}, services, publicUrl,
    });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Language = keyof typeof generatedPaths;

export interface GenerationResult {
  /** Parts written, by language. */
  generated: Language[];
  /** Parts not generated, with why (a generator not installed). */
  skipped: { language: Language; reason: string }[];
}

/** The languages whose generator is not installed here, with why. */
export function missingGenerators(): GenerationResult['skipped'] {
  const missing: GenerationResult['skipped'] = [];
  if (!existsSync(openapiTypescriptBin)) missing.push({ language: 'typescript', reason: `openapi-typescript is not installed (${relative(projectRoot, toolsDir)}/node_modules); run ops/test-tools/install.sh` });
  if (!existsSync(pythonGeneratorBin)) missing.push({ language: 'python', reason: `openapi-python-client is not installed (${relative(projectRoot, pythonGeneratorBin)}); run ops/test-tools/install.sh` });
  return missing;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: projectRoot, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`${relative(projectRoot, command)} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
}

/** Writes both clients' generated parts from `document` under `clientsDir` (its generated paths only). */
export function generateClients(document: Record<string, unknown>, clientsDir: string): GenerationResult {
  const work = mkdtempSync(join(tmpdir(), 'framefleet-clients-'));
  const result: GenerationResult = { generated: [], skipped: missingGenerators() };
  const available = (language: Language) => !result.skipped.some((m) => m.language === language);
  try {
    const documentPath = join(work, 'openapi.json');
    writeFileSync(documentPath, JSON.stringify(document, null, 2));

    if (available('typescript')) {
      run(openapiTypescriptBin, [documentPath, '--output', join(clientsDir, generatedPaths.typescript), '--silent']);
      result.generated.push('typescript');
    }

    if (available('python')) {
      const config = join(work, 'config.json');
      writeFileSync(config, JSON.stringify({ package_name_override: 'framefleet_client', project_name_override: 'framefleet-client' }));
      const packageDir = join(work, 'framefleet_client');
      // The generator's post hooks format its output with the venv's pinned ruff (no cache folder in the package).
      const env = { ...process.env, PATH: `${dirname(pythonGeneratorBin)}:${process.env.PATH ?? ''}`, RUFF_NO_CACHE: 'true' };
      run(pythonGeneratorBin, ['generate', '--path', documentPath, '--config', config, '--meta', 'none', '--output-path', packageDir, '--overwrite'], env);
      const target = join(clientsDir, generatedPaths.python);
      rmSync(target, { recursive: true, force: true });
      cpSync(packageDir, target, { recursive: true });
      result.generated.push('python');
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return result;
}

/** Every file under `dir`, relative to it, with `/` separators; bytecode caches left out. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [''];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(/[\\/]/).includes('__pycache__') && statSync(join(dir, file)).isFile())
    .map((file) => file.split('\\').join('/'))
    .sort();
}

/**
 * The generated files of `clientsDir` that differ from what `document` generates (changed, missing
 * or extra, relative to clients/), with the parts that could not be generated here.
 */
export function staleGeneratedFiles(document: Record<string, unknown>, clientsDir: string): { stale: string[]; skipped: GenerationResult['skipped'] } {
  const fresh = mkdtempSync(join(tmpdir(), 'framefleet-clients-check-'));
  try {
    mkdirSync(join(fresh, 'typescript'), { recursive: true });
    mkdirSync(join(fresh, 'python'), { recursive: true });
    const { generated, skipped } = generateClients(document, fresh);
    const stale: string[] = [];
    for (const language of generated) {
      const part = generatedPaths[language];
      const committed = filesUnder(join(clientsDir, part));
      const expected = filesUnder(join(fresh, part));
      for (const file of new Set([...committed, ...expected])) {
        const path = file ? `${part}/${file}` : part;
        const a = join(clientsDir, path), b = join(fresh, path);
        if (!existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b))) stale.push(path);
      }
    }
    return { stale: stale.sort(), skipped };
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

export const clientsDir = join(projectRoot, 'clients');

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const missing = missingGenerators();
  if (missing.length === Object.keys(generatedPaths).length) {
    // Nothing to generate with: the app is not even built for its document.
    for (const { language, reason } of missing) console.error(`clients: ${language} skipped: ${reason}`);
    process.exit();
  }
  const document = await liveOpenApiDocument();
  if (process.argv.includes('--check')) {
    const { stale, skipped } = staleGeneratedFiles(document, clientsDir);
    for (const { language, reason } of skipped) console.error(`clients: ${language} not checked: ${reason}`);
    if (stale.length) {
      console.error(`clients: these generated files differ from the OpenAPI document; run npm run clients:\n  ${stale.map((path) => `clients/${path}`).join('\n  ')}`);
      process.exitCode = 1;
    } else console.error('clients: generated code matches the OpenAPI document');
  } else {
    const { generated, skipped } = generateClients(document, clientsDir);
    for (const { language, reason } of skipped) console.error(`clients: ${language} skipped: ${reason}`);
    if (generated.length) console.error(`clients: generated ${generated.join(' and ')} from the OpenAPI document`);
  }
  // The services' background timers would keep the process alive.
  process.exit();
}
