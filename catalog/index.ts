/**
 * The built-in component catalog and its entries in the shape of the spec's component catalog
 * (GET /v1/components), with the list filters of that endpoint.
 */
import { brandTokenNames } from '../shared/composition/brand.ts';
import type { ComponentManifest } from './sandbox/index.ts';
import type { Component, Category, Kind, Tier, UseCase } from './sdk.ts';
import {
  kineticTitle, lowerThird, typewriter, highlightHeadline, wordStack,
  letterCascade, glitchTitle, neonTitle, splitRevealTitle, strokeDrawTitle,
  markerUnderline, calloutArrow, rotatingBadge, locationTag, newsTicker, wordByWord,
} from './builtin/text.ts';
import { lightLeak, filmLook, confettiBurst, sparkles, vignette, filmGrain, duotoneGrade, rgbGlitch, crtScanlines, lensFlare, spotlightSweep, snowfall, rain, dustMotes } from './builtin/effects.ts';
import { diagonalWipe, irisReveal, colorSweep, shutterBlinds, whipPan, zoomPunch, slidePush, clockWipe, barnDoors, stripeWipe, pixelDissolve, glitchCut, blurMorph, lumaFade } from './builtin/transitions.ts';
import { splitScreen, quoteCard, threeUp, photoFrame, pictureInPicture, fourGrid, beforeAfter, phoneMockup, laptopMockup, polaroidStack, letterboxFrame, mediaCaptionPanel } from './builtin/layouts.ts';
import { gradientFlow, perspectiveGrid, bokehField, dotWave, aurora, meshGradient, particleDrift, starfield, floatingShapes, halftonePulse, diagonalStripes, concentricRings, flowLines, gridGlow } from './builtin/backgrounds.ts';
import { statCounter, progressBar, ctaButton, barChart, socialFollow, lineChart, donutChart, stepTimeline, checklist, likeBurst, subscribeButton, ratingStars, chatBubbles, notificationToast, searchTyping, priceTag } from './builtin/ui-blocks.ts';
import { introReveal, outroCard, chapterTitle, countdown, quoteScene, productShowcase, testimonial, masonryCollage } from './builtin/scenes.ts';

export const builtinComponents: readonly Component[] = [
  kineticTitle, lowerThird, typewriter, highlightHeadline, wordStack,
  letterCascade, glitchTitle, neonTitle, splitRevealTitle, strokeDrawTitle,
  markerUnderline, calloutArrow, rotatingBadge, locationTag, newsTicker, wordByWord,
  lightLeak, filmLook, confettiBurst, sparkles, vignette, filmGrain, duotoneGrade, rgbGlitch, crtScanlines, lensFlare, spotlightSweep,
  snowfall, rain, dustMotes,
  diagonalWipe, irisReveal, colorSweep, shutterBlinds, whipPan, zoomPunch, slidePush, clockWipe, barnDoors, stripeWipe,
  pixelDissolve, glitchCut, blurMorph, lumaFade,
  splitScreen, quoteCard, threeUp, photoFrame,
  pictureInPicture, fourGrid, beforeAfter, phoneMockup, laptopMockup, polaroidStack, letterboxFrame, mediaCaptionPanel,
  gradientFlow, perspectiveGrid, bokehField, dotWave,
  aurora, meshGradient, particleDrift, starfield, floatingShapes, halftonePulse, diagonalStripes, concentricRings, flowLines, gridGlow,
  statCounter, progressBar, ctaButton, barChart, socialFollow, lineChart, donutChart, stepTimeline, checklist,
  likeBurst, subscribeButton, ratingStars, chatBubbles, notificationToast, searchTyping, priceTag,
  introReveal, outroCard, chapterTitle, countdown,
  quoteScene, productShowcase, testimonial, masonryCollage,
] as unknown as Component[];

export class ComponentCatalog {
  private readonly byId = new Map<string, Component[]>();
  constructor(readonly components: readonly Component[]) {
    for (const c of components) {
      const list = this.byId.get(c.id) ?? [];
      if (list.some((x) => x.version === c.version)) throw new Error(`component ${c.id}@${c.version} is defined twice`);
      list.push(c);
      this.byId.set(c.id, list);
    }
  }

  /** The component at a pinned version, or its newest version when none is pinned. */
  get(id: string, version?: string): Component | undefined {
    const list = this.byId.get(id);
    if (!list) return undefined;
    if (version !== undefined) return list.find((c) => c.version === version);
    return [...list].sort((a, b) => compareVersions(b.version, a.version))[0];
  }

  list(): Component[] {
    return [...this.byId.keys()].map((id) => this.get(id)!);
  }
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number), pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

let builtin: ComponentCatalog | undefined;
export function builtinCatalog(): ComponentCatalog {
  builtin ??= new ComponentCatalog(builtinComponents);
  return builtin;
}

/**
 * Who owns a catalog entry: the built-ins ship with the service (`default`, `repo-owned`); an org's
 * own components are `installed` and `customer-owned`, with the built-in version they were
 * ejected from (`<id>@<version>`), if any.
 */
export type ComponentOwnership =
  | { source: 'default'; origin: 'repo-owned'; ejectedFrom: null }
  | { source: 'installed'; origin: 'customer-owned'; ejectedFrom: string | null };

export const builtinOwnership: ComponentOwnership = { source: 'default', origin: 'repo-owned', ejectedFrom: null };

/** A catalog entry as the API lists it (drawn from the manifest alone: built-in or org-owned). */
export function catalogEntry(c: ComponentManifest, ownership: ComponentOwnership = builtinOwnership) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    category: c.category,
    kind: c.kind,
    source: ownership.source as ComponentOwnership['source'],
    origin: ownership.origin as ComponentOwnership['origin'],
    ejectedFrom: ownership.ejectedFrom,
    version: c.version,
    propSchema: JSON.parse(JSON.stringify(c.propSchema)) as Record<string, unknown>,
    propDefaults: c.propDefaults,
    tokens: Object.fromEntries(c.brandBindings.map((b) => [b.param, b.brandToken])),
    examples: c.examples,
    durationInFrames: c.durationInFrames,
    textParam: c.textParam ?? null,
    subtextParam: c.subtextParam ?? null,
    format: c.format ?? { aspectRatio: 'any', fps: 30, resolution: 'any' },
    intent: c.intent,
    useWhen: c.useWhen,
    pairsWith: c.pairsWith,
    avoidWith: c.avoidWith,
    tags: c.tags,
    mood: c.mood,
    tier: c.tier,
    useCase: c.useCase,
    fixedCopy: c.fixedCopy,
    brandBindings: c.brandBindings,
    placement: c.kind === 'transition'
      ? { clipSourceKind: 'transition', refField: 'componentId' }
      : { clipSourceKind: 'component', refField: 'componentId' },
    warnings: c.warnings,
    /** Sounds the component makes (pack sound effects; the brand kit's audio settings apply). */
    sounds: c.sounds,
    manifest: {
      version: 2,
      assets: Object.fromEntries(c.imageParams.map((p) => [p, { kind: 'image', required: false, mimeTypes: ['image/png', 'image/jpeg', 'image/webp'], mediaDemand: { mode: 'still' } }])),
      graphics: { api: 'canvas2d', required: true, accelerationPreference: 'cpu' },
      alphaPolicy: c.kind === 'scene' ? 'opaque' : 'premultiplied',
      sceneShot: { version: 1 },
    },
  };
}

export type CatalogEntry = ReturnType<typeof catalogEntry>;

export interface CatalogFilter { category?: Category; kind?: Kind; tier?: Tier; useCase?: UseCase; mood?: string; q?: string }

const tierRank: Record<Tier, number> = { recommended: 0, standard: 1, niche: 2 };

/** The list endpoint's filtering: every filter must match; with any filter set, recommended first. */
export function filterCatalog<C extends ComponentManifest>(components: readonly C[], filter: CatalogFilter): C[] {
  const q = filter.q?.trim().toLowerCase();
  const out = components.filter((c) =>
    (!filter.category || c.category === filter.category) &&
    (!filter.kind || c.kind === filter.kind) &&
    (!filter.tier || c.tier === filter.tier) &&
    (!filter.useCase || c.useCase.includes(filter.useCase)) &&
    (!filter.mood || c.mood.includes(filter.mood.toLowerCase())) &&
    (!q || [c.id, c.name, c.description, c.intent, c.useWhen, ...c.tags, ...c.mood].some((s) => s.toLowerCase().includes(q))));
  const anyFilter = Object.values(filter).some((v) => v !== undefined && v !== '');
  return anyFilter ? out.sort((a, b) => tierRank[a.tier] - tierRank[b.tier]) : out;
}

/** The list response body (without paging): entries plus the brand token names. */
export function catalogListing(components: readonly ComponentManifest[], ownership: (c: ComponentManifest) => ComponentOwnership = () => builtinOwnership) {
  return { data: components.map((c) => catalogEntry(c, ownership(c))), brandTokens: brandTokenNames };
}
