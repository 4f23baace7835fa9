/**
 * Regenerates the TypeScript types of the .proto files into proto/gen (committed, so readers and
 * the type checker see them without a build step). `npm run proto:gen` runs it; a test fails when
 * the committed types no longer match the .proto files.
 *
 *   tsx proto/generate.ts [OUT_DIR]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { protoFiles, protoRoot, typeOptions } from './index.ts';
import { defineCommand, runCommand } from '../shared/cli/args.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export function generateTypes(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  execFileSync(join(repoRoot, 'node_modules/.bin/proto-loader-gen-types'), [
    `--longs=${typeOptions.longs.name}`, `--enums=${typeOptions.enums.name}`, '--defaults', '--oneofs', '--includeComments',
    '--grpcLib=@grpc/grpc-js', '-I', protoRoot, '-O', outDir, ...protoFiles,
  ], { stdio: ['ignore', 'ignore', 'inherit'] });
  // ESM resolution (NodeNext) needs explicit extensions on relative imports.
  for (const file of walk(outDir)) {
    const source = readFileSync(file, 'utf8');
    writeFileSync(file, source.replace(/from '(\.{1,2}\/[^']+)'/g, "from '$1.ts'").replace(/Original file: .*\/proto\//g, 'Original file: proto/'));
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** `npm run proto:gen [-- DIR]`. */
const generateCommand = defineCommand({
  summary: 'writes the TypeScript types of the protocol',
  args: [{ name: 'DIR', optional: true, help: `where they go (default ${join(protoRoot, 'gen')})` }],
  options: {},
  async run({ args: [dir] }) {
    generateTypes(dir ?? join(protoRoot, 'gen'));
    return 0;
  },
});

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runCommand(generateCommand, process.argv.slice(2), ['npm run proto:gen --']);
}
