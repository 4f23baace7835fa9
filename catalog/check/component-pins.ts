/**
 * Component placements and their pins. A placement is a component clip or a component transition
 * (`kind: 'component'`); its pin is `version`. Saving a composition (or a compose session's
 * scratch, or a template) pins every unpinned placement to the component's current version, so it
 * keeps drawing exactly that version when the component moves on; an update of an org component
 * moves the placements of one composition to the new version only when asked (a repin).
 *
 * These functions read documents as JSON, tolerating anything malformed (the composition check
 * reports it), and never change the document they are given.
 */
import type { ComponentLookup } from './components.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ComponentPlacement {
  componentId: string;
  /** The pin, when there is one. */
  version: string | undefined;
  /** `tracks[0].clips[1]` for a clip, `tracks[0].clips[1].transition` for a transition. */
  path: string;
  /** The object holding `componentId` and `version` (a clip or its transition) in the document walked. */
  holder: Obj;
}

/** Every component placement of a composition document (or template timeline), in document order. */
export function componentPlacements(document: unknown): ComponentPlacement[] {
  const found: ComponentPlacement[] = [];
  if (!isObj(document) || !Array.isArray(document.tracks)) return found;
  document.tracks.forEach((track, t) => {
    if (!isObj(track) || !Array.isArray(track.clips)) return;
    track.clips.forEach((clip, c) => {
      if (!isObj(clip)) return;
      const at = `tracks[${t}].clips[${c}]`;
      if (clip.kind === 'component' && typeof clip.componentId === 'string') found.push(placement(clip, at));
      const transition = clip.transition;
      if (isObj(transition) && transition.kind === 'component' && typeof transition.componentId === 'string') found.push(placement(transition, `${at}.transition`));
    });
  });
  return found;
}

function placement(holder: Obj, path: string): ComponentPlacement {
  return { componentId: holder.componentId as string, version: typeof holder.version === 'string' ? holder.version : undefined, path, holder };
}

/**
 * A copy of the document with every unpinned placement pinned to the current version `lookup`
 * gives. A placement of an unknown component stays as it is (the check reports it).
 */
export function pinComponentVersions<T>(document: T, lookup: ComponentLookup): T {
  const copy = structuredClone(document);
  for (const p of componentPlacements(copy)) {
    if (p.version !== undefined) continue;
    const current = lookup.get(p.componentId);
    if (current) p.holder.version = current.version;
  }
  return copy;
}

/** A copy of the document with every placement of `componentId` pinned to `version`, and how many moved. */
export function repinComponent<T>(document: T, componentId: string, version: string): { document: T; moved: number } {
  const copy = structuredClone(document);
  let moved = 0;
  for (const p of componentPlacements(copy)) {
    if (p.componentId !== componentId || p.version === version) continue;
    p.holder.version = version;
    moved++;
  }
  return { document: copy, moved };
}

/**
 * The key of a pin in a stored pin count (`componentPins`): a single field name, so a store query
 * can name it (`componentPins.<key>`). Ids are kebab-case and never hold `_`, so `<id>_v<version>`
 * (the version's other characters written as `_`) cannot be read two ways.
 */
export function pinKey(componentId: string, version: string): string {
  return `${componentId}_v${version.replace(/[^A-Za-z0-9-]/g, '_')}`;
}

/** How many placements the document pins to each version (by `pinKey`): what holders store beside it. */
export function componentPinCounts(document: unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of componentPlacements(document)) {
    if (p.version === undefined) continue;
    const key = pinKey(p.componentId, p.version);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
