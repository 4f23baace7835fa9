/**
 * The sound pack as the service offers it: its files (made by shared/sounds/generate.ts when
 * missing) are put into the blob store by content hash when the control plane starts (again and
 * again harmlessly: the same bytes are the same blob), render jobs carry the ones a composition
 * plays as `pack:<id>` assets, and the catalog lists each sound with what its file measures.
 *
 * The catalog's audio palette also lists the org's own audio items, with the analysis a render
 * node's probe took of each (items probed before the analysis existed are not listed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaRefPrefix } from '../../../shared/composition/media-sources.ts';
import type { Composition } from '../../../shared/composition/schema.ts';
import { AppError } from '../../../shared/errors.ts';
import { type AudioAnalysis, type AudioEvidence, type AudioRole, type EnvelopeClass, likelyRole } from '../../../shared/sounds/analysis.ts';
import { packSoundsPlayed } from '../../../catalog/sound-cues.ts';
import type { ComponentLookup } from '../../../catalog/check/components.ts';
import { packRef, type SfxFamily, type SfxIntensity } from '../../../shared/sounds/families.ts';
import { defaultSoundPackDir, ensureSoundPack, type PackFileEntry } from '../../../shared/sounds/generate.ts';
import { packAttribution, packBed, packLicense, packSfx, packVersion, seedOf } from '../../../shared/sounds/pack.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { RenderAsset, StoredMedia } from './media.ts';

/** An `sfx` entry of the catalog listing. */
export interface SfxEntry {
  soundId: string;
  family: SfxFamily;
  envelopeClass: EnvelopeClass;
  intensity: SfxIntensity;
  durationSec: number;
  description: string;
  attribution: string;
}

/** An entry of the catalog listing's `audio` palette (the spec's AudioPaletteEntry). */
export interface AudioPaletteEntry {
  ref: string;
  role: AudioRole;
  envelopeClass: EnvelopeClass;
  description: string;
  durationSec: number;
  evidence: AudioEvidence;
  source: 'pack' | 'org' | 'generated';
  license: string;
  provenance: string;
  bpm?: number;
  mood?: string[];
}

/** What the listing says of an org's own file's licence: the org supplied it and holds its rights. */
export const orgAudioLicense = 'LicenseRef-org-supplied';

interface LoadedPack {
  files: Map<string, PackFileEntry>;
  sfx: SfxEntry[];
  audio: AudioPaletteEntry[];
}

function provenanceOf(file: PackFileEntry): string {
  return `framefleet sound pack v${packVersion}: synthesized by code (shared/sounds/pack.ts, recipe '${file.id}', seed ${seedOf(file.id)}); sha256 ${file.sha256}`;
}

function entriesOf(files: PackFileEntry[]): Pick<LoadedPack, 'sfx' | 'audio'> {
  const sfx: SfxEntry[] = [];
  const audio: AudioPaletteEntry[] = [];
  for (const file of files) {
    const { analysis } = file;
    const common = {
      ref: file.id, envelopeClass: analysis.evidence.envelopeClass, durationSec: analysis.durationSec, evidence: { ...analysis.evidence },
      source: 'pack' as const, license: packLicense, provenance: provenanceOf(file),
    };
    const effect = packSfx(file.id);
    if (effect) {
      sfx.push({ soundId: effect.soundId, family: effect.family, envelopeClass: analysis.evidence.envelopeClass, intensity: effect.intensity, durationSec: analysis.durationSec, description: effect.description, attribution: packAttribution });
      audio.push({ ...common, role: 'sfx', description: effect.description });
      continue;
    }
    const bed = packBed(file.id);
    if (bed) audio.push({ ...common, role: 'music', description: `${bed.name} (${bed.genre}, ${bed.bars} bars): ${bed.description}`, ...(analysis.bpm !== null ? { bpm: analysis.bpm } : {}), mood: bed.mood });
  }
  return { sfx, audio };
}

export class SoundPack {
  private loading: Promise<LoadedPack> | undefined;

  constructor(private readonly blobs: BlobStore, private readonly dir = defaultSoundPackDir) {}

  /** Makes any missing pack file and puts every one into the blob store; resolves once done (done once per process, tried again after a failure). */
  start(): Promise<void> {
    return this.loaded().then(() => undefined);
  }

  private loaded(): Promise<LoadedPack> {
    // A failed load (the blob store was down) is tried again by the next caller.
    this.loading ??= this.load().catch((err: unknown) => {
      this.loading = undefined;
      throw err;
    });
    return this.loading;
  }

  private async load(): Promise<LoadedPack> {
    const { manifest } = ensureSoundPack(this.dir);
    for (const file of manifest.files) {
      const stored = await this.blobs.put(readFileSync(join(this.dir, file.file)));
      if (stored.key !== file.sha256) throw new Error(`sound pack file ${file.file} changed while it was being stored`);
    }
    return { files: new Map(manifest.files.map((f) => [f.id, f])), ...entriesOf(manifest.files) };
  }

  private async ready(): Promise<LoadedPack> {
    try {
      return await this.loaded();
    } catch (err) {
      throw new AppError(503, 'sound_pack_unavailable', `the sound pack could not be prepared: ${(err as Error).message}`);
    }
  }

  /** The render assets of the pack sounds the composition plays (`pack:<id>`, by content hash). */
  async assetsFor(composition: Composition, catalog?: ComponentLookup): Promise<RenderAsset[]> {
    const ids = packSoundsPlayed(composition, catalog);
    if (!ids.length) return [];
    const { files } = await this.ready();
    return ids.map((id) => {
      const file = files.get(id);
      // The check admits only pack ids; a stored brand kit may still name a sound an older pack had.
      if (!file) throw new AppError(422, 'unknown_sound', `the sound pack has no sound '${id}'; GET /v1/components lists the pack (a brand kit's audio.uiSoundSet may need updating)`, { soundId: id });
      return { ref: packRef(id), contentHash: file.sha256, sizeBytes: file.sizeBytes, mediaType: 'audio/wav' };
    });
  }

  /** The catalog's `sfx` and the pack's part of its `audio` palette. */
  async listing(): Promise<{ sfx: SfxEntry[]; audio: AudioPaletteEntry[] }> {
    const { sfx, audio } = await this.ready();
    return { sfx, audio };
  }
}

/** An org audio item's palette entry, or null when it has no analysis (not audio, not ready, or probed before analysis existed). */
export function orgAudioEntry(item: StoredMedia): AudioPaletteEntry | null {
  const analysis: AudioAnalysis | null | undefined = item.audio;
  if (item.kind !== 'audio' || item.status !== 'ready' || !analysis) return null;
  const role = likelyRole(analysis);
  const origin = item.source === 'import' && item.sourceUrl ? `imported from ${item.sourceUrl}` : 'uploaded';
  return {
    ref: `${mediaRefPrefix}${item.id}`, role, envelopeClass: analysis.evidence.envelopeClass,
    description: `${item.name}: the org's own ${role === 'vo' ? 'voice-over' : role} (${origin})`,
    durationSec: analysis.durationSec, evidence: { ...analysis.evidence }, source: 'org', license: orgAudioLicense,
    provenance: `media item ${item.id} of the org, ${origin} on ${item.createdAt}; measured by the render node's analysis`,
    ...(role === 'music' && analysis.bpm !== null ? { bpm: analysis.bpm } : {}),
  };
}
