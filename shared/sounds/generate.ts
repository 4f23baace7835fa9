/**
 * Makes the sound pack's files: every recipe of pack.ts rendered to a 16-bit WAV and measured by
 * the analysis, with a manifest (`manifest.json`) holding each file's sha256, size and analysis.
 * The folder (shared/sounds/generated/ by default, ignored by git: about 13 MB of WAV) is made
 * again only where a file is missing or differs from its manifest entry, or wholly when the code
 * that makes and measures it changed (the manifest keeps a fingerprint of that code); the same
 * recipes always give the same bytes.
 *
 *   npm run sound-pack [-- --force] [-- --dir DIR]
 *
 * Writes go to a temporary name first and are renamed into place, so processes that make the
 * pack at the same time (test files starting control planes) never see half a file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeAudio, type AudioAnalysis } from './analysis.ts';
import { packDefinitions, packIdOfDefinition, packSampleRate, packVersion, renderPackSound, type PackSoundDefinition } from './pack.ts';
import { decodeWav, encodeWav } from './wav.ts';
import { defineCommand, runCommand } from '../cli/args.ts';

export const defaultSoundPackDir = fileURLToPath(new URL('./generated/', import.meta.url));

export interface PackFileEntry {
  id: string;
  kind: 'sfx' | 'bed';
  file: string;
  sha256: string;
  sizeBytes: number;
  channels: number;
  analysis: AudioAnalysis;
}

export interface PackManifest {
  packVersion: number;
  /** sha256 of the source files that make and measure the pack. */
  fingerprint: string;
  files: PackFileEntry[];
}

/** The code whose every change may change the pack's bytes or measurements. */
const sourceFiles = ['pack.ts', 'synth.ts', 'wav.ts', 'analysis.ts', 'fft.ts', 'families.ts', '../random.ts'];

function codeFingerprint(): string {
  const hash = createHash('sha256');
  for (const name of sourceFiles) hash.update(readFileSync(new URL(name, import.meta.url)));
  return hash.digest('hex');
}

const manifestName = 'manifest.json';

function writeAtomically(path: string, bytes: Buffer | string): void {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function readManifest(dir: string, fingerprint: string): PackManifest | null {
  try {
    const m = JSON.parse(readFileSync(join(dir, manifestName), 'utf8')) as PackManifest;
    return m.packVersion === packVersion && m.fingerprint === fingerprint && Array.isArray(m.files) ? m : null;
  } catch {
    return null;
  }
}

/** The analysis of a pack file's bytes (beds are measured for tempo too). */
export function analyzePackFile(bytes: Buffer, kind: 'sfx' | 'bed'): AudioAnalysis {
  const { sampleRate, channels } = decodeWav(bytes);
  return analyzeAudio(channels, sampleRate, { tempo: kind === 'bed' });
}

function makeFile(dir: string, d: PackSoundDefinition): PackFileEntry {
  const id = packIdOfDefinition(d);
  const channels = renderPackSound(d);
  const bytes = encodeWav(channels, packSampleRate);
  const file = `${id}.wav`;
  writeAtomically(join(dir, file), bytes);
  return { id, kind: d.kind, file, sha256: sha256(bytes), sizeBytes: bytes.length, channels: channels.length, analysis: analyzePackFile(bytes, d.kind) };
}

/**
 * The pack's manifest, after making whatever in `dir` is missing or stale; `made` lists the ids
 * rendered by this call.
 */
export function ensureSoundPack(dir = defaultSoundPackDir, options: { force?: boolean } = {}): { manifest: PackManifest; made: string[] } {
  mkdirSync(dir, { recursive: true });
  const fingerprint = codeFingerprint();
  const previous = options.force ? null : readManifest(dir, fingerprint);
  const known = new Map((previous?.files ?? []).map((f) => [f.id, f]));
  const made: string[] = [];
  const files = packDefinitions.map((d) => {
    const id = packIdOfDefinition(d);
    const entry = known.get(id);
    const path = entry ? join(dir, entry.file) : '';
    if (entry && existsSync(path) && sha256(readFileSync(path)) === entry.sha256) return entry;
    made.push(id);
    return makeFile(dir, d);
  });
  const manifest: PackManifest = { packVersion, fingerprint, files };
  if (made.length || !previous) writeAtomically(join(dir, manifestName), `${JSON.stringify(manifest, null, 1)}\n`);
  return { manifest, made };
}

/** `npm run sound-pack [-- --force] [--dir DIR]`. */
const generateCommand = defineCommand({
  summary: 'makes the sound pack (only the sounds whose recipe changed, unless --force)',
  options: {
    force: { type: 'boolean', help: 'make every sound again' },
    dir: { type: 'string', placeholder: 'DIR', help: `where the pack goes (default ${defaultSoundPackDir})` },
  },
  async run({ values }) {
    const started = performance.now();
    const dir = values.dir ?? defaultSoundPackDir;
    const { manifest, made } = ensureSoundPack(dir, { force: values.force });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const bytes = manifest.files.reduce((n, f) => n + f.sizeBytes, 0);
    console.log(made.length
      ? `made ${made.length} of ${manifest.files.length} sounds in ${seconds} s (${(bytes / 2 ** 20).toFixed(1)} MB) in ${dir}`
      : `the sound pack is up to date in ${dir} (${manifest.files.length} sounds, ${(bytes / 2 ** 20).toFixed(1)} MB)`);
    return 0;
  },
});

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runCommand(generateCommand, process.argv.slice(2), ['npm run sound-pack --']);
}
