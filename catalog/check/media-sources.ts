/**
 * Every place a composition names a media file: clip `src`, image props of components and
 * transition components, and the brand kit's logo, watermark, intro/outro cards and a sonic logo
 * that is an org item. The control plane checks and ships exactly these (as `media:<id>` assets by
 * content hash); the local `render` command uploads the files they name. Brand references (`brand:logo.src`) are not sources
 * of their own: they point at the kit's, which is listed once.
 */
import { builtinCatalog } from '../index.ts';
import { isBrandRef } from '../../shared/composition/brand.ts';
import { mediaIdOf } from '../../shared/composition/media-sources.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import type { ComponentLookup } from './components.ts';

export interface MediaSource {
  /** Field path in the composition, e.g. `tracks[1].clips[0].src`. */
  path: string;
  src: string;
}

type Visit = (src: string, path: string) => string;

function imageProps(catalog: ComponentLookup, componentId: string | undefined, version: string | undefined, props: Record<string, unknown> | undefined, path: string, visit: Visit) {
  if (!componentId || !props) return props;
  const component = catalog.get(componentId, version);
  if (!component?.imageParams.length) return props;
  const out = { ...props };
  for (const param of component.imageParams) {
    const v = out[param];
    if (typeof v === 'string' && v && !isBrandRef(v)) out[param] = visit(v, `${path}.${param}`);
  }
  return out;
}

/**
 * A copy of the composition with every media source replaced by `visit(src, path)`; the
 * composition itself is not changed. Fields the visitor leaves alone keep their value. `catalog`
 * says which component props are images (an org's view of the catalog for its own components).
 */
export function mapMediaSources(composition: Composition, visit: Visit, catalog: ComponentLookup = builtinCatalog()): Composition {
  const copy = structuredClone(composition);
  copy.tracks.forEach((track, t) => track.clips.forEach((clip, c) => {
    const at = `tracks[${t}].clips[${c}]`;
    const mutable = clip as { src?: string; props?: Record<string, unknown>; componentId?: string; version?: string };
    if (typeof mutable.src === 'string') mutable.src = visit(mutable.src, `${at}.src`);
    if (clip.kind === 'component') mutable.props = imageProps(catalog, mutable.componentId, mutable.version, mutable.props, `${at}.props`, visit);
    const transition = 'transition' in clip ? clip.transition : undefined;
    if (transition?.componentId) transition.props = imageProps(catalog, transition.componentId, transition.version, transition.props, `${at}.transition.props`, visit);
  }));
  const kit = copy.brandKit?.kit;
  if (kit) {
    const base = 'brandKit.kit';
    if (kit.logo) kit.logo.src = visit(kit.logo.src, `${base}.logo.src`);
    if (kit.watermark) kit.watermark.src = visit(kit.watermark.src, `${base}.watermark.src`);
    if (kit.intro?.src) kit.intro.src = visit(kit.intro.src, `${base}.intro.src`);
    if (kit.outro?.src) kit.outro.src = visit(kit.outro.src, `${base}.outro.src`);
    // A sonic logo names a pack sound by its id, or an org item as media:<id> (a source then).
    const logo = kit.audio?.sonicLogo;
    if (logo && mediaIdOf(logo.ref) !== null) logo.ref = visit(logo.ref, `${base}.audio.sonicLogo.ref`);
  }
  return copy;
}

/** Every media source of the composition, in document order. */
export function mediaSources(composition: Composition, catalog: ComponentLookup = builtinCatalog()): MediaSource[] {
  const found: MediaSource[] = [];
  mapMediaSources(composition, (src, path) => { found.push({ path, src }); return src; }, catalog);
  return found;
}
