/**
 * The draft composition consult answers with: the platform's frame and fps, the brief's duration,
 * and the first proposal of each role placed on the timeline:
 *
 * - track 1: the background, the whole length;
 * - track 2: the opener (the goal), then one lower third per must-include text (the goal when
 *   there are none), then the call to action, each cut joined by the proposed transition;
 * - track 3: the logo, top right inside the title-safe area, when the brief names one;
 * - track 4: the music bed, faded out at the end.
 *
 * Times are whole frames, so cuts meet exactly and the composition check's no-overlap rule holds.
 */
import type { Component } from '../../../catalog/sdk.ts';
import { mediaRefPrefix } from '../../../shared/composition/media-sources.ts';
import { platforms } from '../../../shared/platforms.ts';
import type { Brief } from '../briefs/briefs.ts';
import type { RoleProposals } from './proposals.ts';

type Clip = Record<string, unknown>;

/** The component's text (and subtext) props set to these lines, cut to the lengths its schema allows. */
function textProps(c: Component, text: string, subtext?: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const properties = (c.propSchema as { properties?: Record<string, { maxLength?: number; type?: string }> }).properties ?? {};
  const set = (param: string | undefined, value: string | undefined) => {
    if (!param || value === undefined || properties[param]?.type !== 'string') return;
    props[param] = value.slice(0, properties[param]?.maxLength ?? value.length);
  };
  set(c.textParam, text);
  set(c.subtextParam, subtext);
  return props;
}

function componentClip(c: Component, start: number, duration: number, props: Record<string, unknown> = {}): Clip {
  return { kind: 'component', componentId: c.id, version: c.version, start, duration, ...(Object.keys(props).length ? { props } : {}) };
}

export function draftSkeleton(brief: Brief, proposals: RoleProposals, brandKitId: string | null): Record<string, unknown> {
  const platform = platforms[brief.platform];
  const { width, height, fps } = platform.output;
  const frames = Math.max(3, Math.round(brief.durationSec * fps));
  const sec = (f: number) => Number((f / fps).toFixed(6));
  const D = sec(frames);
  const { opener, lowerThird, callToAction, background, transition } = proposals.picks;

  // Opener and call to action take a quarter each (at most 4 s and 5 s); the texts share the rest, a second each at least.
  const openerFrames = Math.max(1, Math.min(Math.round(frames / 4), 4 * fps));
  const ctaFrames = Math.max(1, Math.min(Math.round(frames / 4), 5 * fps));
  const middleFrames = frames - openerFrames - ctaFrames;
  const texts = brief.mustInclude.texts.length ? brief.mustInclude.texts : [brief.goal];
  const sections = Math.max(1, Math.min(texts.length, Math.floor(middleFrames / fps)));
  // More texts than seconds: the rest ride along in the last section's subtext.
  const lines = texts.slice(0, sections - 1).concat(texts.slice(sections - 1).join(' · '));

  const titles: Clip[] = [];
  let at = 0;
  let lastEnd = -1;
  const place = (c: Component | undefined, length: number, text: string, subtext?: string) => {
    if (c && length > 0) {
      const clip = componentClip(c, sec(at), sec(at + length) - sec(at), textProps(c, text, subtext));
      // A transition is centred on the cut: at most 0.5 s and a third of the shorter side.
      const previous = titles.at(-1);
      if (transition && previous && lastEnd === at) {
        const room = Math.min(previous.duration as number, clip.duration as number) / 3;
        const duration = Number(Math.min(0.5, Math.floor(room * fps) / fps).toFixed(6));
        if (duration > 0) clip.transition = { kind: 'component', componentId: transition.id, version: transition.version, duration };
      }
      titles.push(clip);
      lastEnd = at + length;
    }
    at += length;
  };
  place(opener, openerFrames, brief.goal);
  lines.forEach((line, i) => {
    const length = i === lines.length - 1 ? middleFrames - Math.floor(middleFrames / sections) * (sections - 1) : Math.floor(middleFrames / sections);
    place(lowerThird, length, line, i === 0 ? brief.audience : undefined);
  });
  place(callToAction, ctaFrames, brief.mustInclude.callToAction ?? brief.goal);

  const tracks: Record<string, unknown>[] = [];
  if (background) tracks.push({ name: 'background', clips: [componentClip(background, 0, D)] });
  tracks.push({ name: 'titles', clips: titles });
  if (brief.mustInclude.logoMediaId) {
    const size = Math.round(Math.min(width, height) * 0.12);
    tracks.push({ name: 'logo', clips: [{
      kind: 'image', src: `${mediaRefPrefix}${brief.mustInclude.logoMediaId}`, start: 0, duration: D, fit: 'contain',
      transform: { x: Math.round(width * (1 - platform.titleSafe.right) - size / 2), y: Math.round(height * platform.titleSafe.top + size / 2), width: size, height: size },
    }] });
  }
  if (proposals.bed) {
    tracks.push({ name: 'music', clips: [{ kind: 'audio', bedId: proposals.bed.bedId, start: 0, duration: D, volume: 0.5, fadeOut: Math.min(1, sec(Math.floor(frames / 4))) }] });
  }
  return {
    version: 1,
    output: { width, height, fps, durationSec: D },
    ...(brandKitId ? { brandKit: { kitId: brandKitId } } : {}),
    tracks,
  };
}
