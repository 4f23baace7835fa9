/**
 * Component SDK. `defineComponent` declares a graphic with the catalog fields of the spec and a
 * pure draw function of (canvas context, frame, props, brand tokens). A component draws frame `n`
 * from its props alone (no state carried between frames), so any frame renders on any machine.
 *
 * Props are JSON values validated against `propSchema` (JSON Schema, written with TypeBox).
 * Effective props = propDefaults, overlaid by brand tokens bound through `brandBindings`, overlaid
 * by the props the clip sets (a clip value may itself be a `brand:<token>` reference).
 */
import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import type { Static, TObject } from '@sinclair/typebox';
import type { BrandTokenName, BrandTokens } from '../shared/composition/brand.ts';
import { resolveBrandRef } from '../shared/composition/brand.ts';
import { isSfxFamily, type SfxFamily, sfxFamilies, sfxSoundIds } from '../shared/sounds/families.ts';

export const categories = ['text', 'effects', 'transitions', 'layouts', 'backgrounds', 'ui-blocks', 'scenes'] as const;
export const kinds = ['component', 'transition', 'scene'] as const;
export const tiers = ['recommended', 'standard', 'niche'] as const;
export const useCases = ['intro', 'outro', 'full-scene', 'title-over-footage', 'transition', 'background', 'grade', 'emphasis', 'explainer', 'social-cut'] as const;

export type Category = (typeof categories)[number];
export type Kind = (typeof kinds)[number];
export type Tier = (typeof tiers)[number];
export type UseCase = (typeof useCases)[number];

export interface FrameInfo {
  /** Frame inside the component, 0-based (clamped to [0, durationInFrames - 1]). */
  frame: number;
  durationInFrames: number;
  fps: number;
  /** frame / (durationInFrames - 1): 0 on the first frame, 1 on the last. */
  progress: number;
  /** Size of the box the component draws into, in pixels. */
  width: number;
  height: number;
}

export type Drawable = Canvas | Image;

export interface DrawIO {
  /** A decoded image named by a prop or token (preloaded by the renderer), or null when absent. */
  image(src: string | undefined): Drawable | null;
  /** Transitions: the outgoing and incoming pictures, each the size of the box. */
  from?: Drawable;
  to?: Drawable;
  /** Transitions: a cleared canvas the size of the box, to composite on before drawing; given back when `draw` returns. */
  layer?(): { canvas: Canvas; ctx: SKRSContext2D };
}

export interface BrandBinding { param: string; brandToken: BrandTokenName }

/**
 * A sound the component makes at a moment of its animation (a button's click, a badge's pop):
 * `atSec` seconds after the placement starts (for animations timed in seconds; the sound is
 * skipped when the placement is shorter), or `atProgress` of the placement (0 = first frame,
 * 1 = last). The render plays `soundId` (a pack sound effect of `family`) unless the brand kit's
 * `audio.uiSoundSet` names its own sound for the family or `audio.sfxIntensity` asks for another
 * intensity (or `off`). See catalog/sound-cues.ts.
 */
export interface ComponentSound {
  atSec?: number;
  atProgress?: number;
  family: SfxFamily;
  /** The pack sound the component was designed with (default: the family's `standard` one). */
  soundId?: string;
  /** Gain in dB relative to the pack file (default 0). */
  gainDb?: number;
}

export interface ComponentDefinition<S extends TObject> {
  id: string;
  name: string;
  description: string;
  category: Category;
  kind: Kind;
  version: string;
  propSchema: S;
  propDefaults: Static<S>;
  durationInFrames: number;
  textParam?: string;
  subtextParam?: string;
  tier: Tier;
  useCase: UseCase[];
  mood: string[];
  tags: string[];
  intent: string;
  useWhen: string;
  pairsWith?: string[];
  avoidWith?: string[];
  brandBindings?: BrandBinding[];
  /** Props naming a font family, with the prop holding its weight and/or the fixed weights the
   *  component draws it with: each combination must resolve to an admitted face. */
  fontParams?: { family: string; weight?: string; weights?: number[]; style?: string }[];
  /** Props naming an image source (preloaded before drawing). */
  imageParams?: string[];
  examples?: { title: string; props: Record<string, unknown> }[];
  fixedCopy?: string[];
  warnings?: string[];
  format?: { aspectRatio: string; fps: number; resolution: string };
  sounds?: ComponentSound[];
  draw(ctx: SKRSContext2D, f: FrameInfo, props: Static<S>, brand: BrandTokens, io: DrawIO): void;
}

export interface Component<S extends TObject = TObject> extends Required<Pick<ComponentDefinition<S>, 'pairsWith' | 'avoidWith' | 'brandBindings' | 'fontParams' | 'imageParams' | 'examples' | 'fixedCopy' | 'warnings' | 'sounds'>>, Omit<ComponentDefinition<S>, 'pairsWith' | 'avoidWith' | 'brandBindings' | 'fontParams' | 'imageParams' | 'examples' | 'fixedCopy' | 'warnings' | 'sounds'> {}

const idPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function defineComponent<S extends TObject>(def: ComponentDefinition<S>): Component<S> {
  if (!idPattern.test(def.id)) throw new Error(`component id '${def.id}' must be kebab-case`);
  if (!Number.isInteger(def.durationInFrames) || def.durationInFrames < 1) throw new Error(`component ${def.id}: durationInFrames must be an integer ≥ 1`);
  if ((def.kind === 'transition') !== (def.category === 'transitions')) throw new Error(`component ${def.id}: kind transition goes with category transitions`);
  for (const b of def.brandBindings ?? []) {
    if (!(b.param in def.propSchema.properties)) throw new Error(`component ${def.id}: brand binding names unknown prop '${b.param}'`);
  }
  for (const p of [def.textParam, def.subtextParam]) {
    if (p !== undefined && !(p in def.propSchema.properties)) throw new Error(`component ${def.id}: text param '${p}' is not a prop`);
  }
  for (const [i, sound] of (def.sounds ?? []).entries()) checkSound(def.id, i, sound);
  return {
    pairsWith: [], avoidWith: [], brandBindings: [], fontParams: [], imageParams: [], examples: [], fixedCopy: [], warnings: [], sounds: [],
    ...def,
  } as Component<S>;
}

function checkSound(id: string, i: number, sound: ComponentSound): void {
  const where = `component ${id}: sounds[${i}]`;
  if (!isSfxFamily(sound.family)) throw new Error(`${where}: family '${String(sound.family)}' is not one of ${sfxFamilies.join(', ')}`);
  if ((sound.atSec === undefined) === (sound.atProgress === undefined)) throw new Error(`${where}: give exactly one of atSec and atProgress`);
  if (sound.atSec !== undefined && !(sound.atSec >= 0)) throw new Error(`${where}: atSec must be at least 0`);
  if (sound.atProgress !== undefined && !(sound.atProgress >= 0 && sound.atProgress <= 1)) throw new Error(`${where}: atProgress must lie in [0, 1]`);
  if (sound.soundId !== undefined && !sfxSoundIds.has(sound.soundId)) throw new Error(`${where}: '${sound.soundId}' is not a sound effect of the pack`);
}

/** Effective props of a placement (see the header for the order). */
export function resolveProps(component: Pick<Component, 'propDefaults' | 'brandBindings'>, props: Record<string, unknown> | undefined, brand: BrandTokens): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(component.propDefaults as Record<string, unknown>);
  for (const b of component.brandBindings) {
    const v = brand[b.brandToken];
    if (v !== undefined) out[b.param] = v;
  }
  for (const [k, v] of Object.entries(props ?? {})) {
    const resolved = resolveBrandRef(v, brand);
    if (resolved !== undefined) out[k] = resolved;
  }
  return out;
}

/** Frame information for a component placed over `durationInFrames` frames at a local frame. */
export function frameInfo(localFrame: number, durationInFrames: number, fps: number, width: number, height: number): FrameInfo {
  const d = Math.max(1, durationInFrames);
  const frame = Math.min(d - 1, Math.max(0, localFrame));
  return { frame, durationInFrames: d, fps, progress: d > 1 ? frame / (d - 1) : 1, width, height };
}
