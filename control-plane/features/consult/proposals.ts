/**
 * What consult proposes for a brief, computed from the catalog alone: no model, no clock, no
 * randomness, so the same brief always gets the same answer.
 *
 * Scoring is a sum of points, each with the reason that earned it, quoting the manifest field
 * that matched (the brief's words are lower-cased, stop words dropped, plurals and -ing/-ed
 * endings folded):
 *
 * | field | points |
 * | --- | --- |
 * | `mood` word the brief's mood or tone names | +3 (+1 when only the goal, audience or texts name it) |
 * | `tags` phrase all of whose words the brief uses | +2 |
 * | `intent`, `useWhen`: words shared with the brief | +1 each, at most +3 a field |
 * | `useCase` the platform favours (social-cut on vertical feeds, explainer on LinkedIn...) | +1 each |
 * | `tags` naming the brief's platform / another platform | +2 / −2 |
 * | `tags` holding `cta` when the brief has a call to action | +2 |
 * | `format.aspectRatio` the platform's / `any` / another | +2 / +1 / −6 |
 * | `tier` recommended / niche | +1 / −1 |
 * | `pairsWith` / `avoidWith` a proposal already chosen for an earlier role | +2 / −4 |
 *
 * Roles are filled in a fixed order (opener, lower third, call to action, background,
 * transition, sound) so pairsWith and avoidWith can weigh against the picks before them. Ties
 * fall to the component id. Templates are the org's published ones, scored by the aspect of
 * their timeline, their name and description, and the components they place.
 */
import type { Component, UseCase } from '../../../catalog/sdk.ts';
import { type Platform, type PlatformId, platforms } from '../../../shared/platforms.ts';
import { type BedDefinition, bedDefinitions } from '../../../shared/sounds/pack.ts';
import type { Brief } from '../briefs/briefs.ts';

export const roles = ['opener', 'lowerThird', 'callToAction', 'background', 'transition', 'sound'] as const;
export type Role = (typeof roles)[number];

export interface Reason {
  /** The manifest field that matched (`mood`, `tags`, `intent`, ... `pairsWith`). */
  field: string;
  /** The value of that field that matched, as the manifest writes it. */
  value: string;
  points: number;
  why: string;
}

export interface Proposal { id: string; version: string | null; name: string; score: number; reasons: Reason[] }

/** How many proposals each role and the templates list. */
export const proposalsPerRole = 3;

const stopWords = new Set(('the and for our with new that this your you are who from into what about video want make will has have all its more get can how '
  + 'their them they out one not but use used using when where which while than then there these those was were been over just like also any each per some very').split(' '));

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words of a text as they are compared: lower case, stemmed, no stop words, at least three letters. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 3 && !stopWords.has(w)).map(stem);
}

/** The brief's words: what it feels like (mood, tone) and what it is about (goal, audience, texts, call to action). */
interface BriefWords { feel: Set<string>; topic: Set<string>; all: Set<string> }

function briefWords(brief: Brief): BriefWords {
  const feel = new Set([...brief.mood.flatMap(words), ...words(brief.tone ?? '')]);
  const topic = new Set([brief.goal, brief.audience, ...brief.mustInclude.texts, brief.mustInclude.callToAction ?? ''].flatMap(words));
  return { feel, topic, all: new Set([...feel, ...topic]) };
}

/** The use cases each platform favours, and why. */
const platformUseCases: Record<PlatformId, UseCase[]> = {
  youtube: ['intro', 'explainer'],
  'youtube-shorts': ['social-cut'],
  tiktok: ['social-cut'],
  'instagram-reels': ['social-cut'],
  linkedin: ['explainer', 'title-over-footage'],
  broadcast: ['full-scene', 'title-over-footage'],
};

/** The tag words that name each platform (tags such as `youtube`, `tiktok`, `reels`). */
const platformTags: Record<PlatformId, string[]> = {
  youtube: ['youtube'], 'youtube-shorts': ['shorts', 'youtube'], tiktok: ['tiktok'], 'instagram-reels': ['reels', 'instagram'], linkedin: ['linkedin'], broadcast: ['broadcast'],
};
const allPlatformTags = new Set(Object.values(platformTags).flat());

function tagReasons(c: Component, brief: Brief, platform: Platform): Reason[] {
  const out: Reason[] = [];
  for (const tag of c.tags) {
    if (platformTags[brief.platform].includes(tag)) out.push({ field: 'tags', value: tag, points: 2, why: `tagged "${tag}": made for ${platform.name}` });
    else if (allPlatformTags.has(tag)) out.push({ field: 'tags', value: tag, points: -2, why: `tagged "${tag}": made for another platform than ${platform.name}` });
  }
  if (brief.mustInclude.callToAction !== null && c.tags.includes('cta')) out.push({ field: 'tags', value: 'cta', points: 2, why: 'tagged "cta", and the brief has a call to action' });
  return out;
}

/** Which catalog components can fill a role (by category, kind, useCase and tags), and the reason that says so. */
const roleFilters: Record<Exclude<Role, 'sound'>, { test: (c: Component) => boolean; because: (c: Component) => Reason }> = {
  opener: {
    test: (c) => c.kind !== 'transition' && (c.category === 'text' || c.category === 'scenes') && c.useCase.includes('intro'),
    because: () => ({ field: 'useCase', value: 'intro', points: 0, why: 'an intro piece: fits the opener' }),
  },
  lowerThird: {
    test: (c) => c.kind === 'component' && c.category === 'text' && c.textParam !== undefined && (c.useCase.includes('title-over-footage') || c.useCase.includes('explainer')),
    because: (c) => ({ field: 'useCase', value: c.useCase.includes('title-over-footage') ? 'title-over-footage' : 'explainer', points: 0, why: 'text over the picture: fits the lower third carrying the brief\'s texts' }),
  },
  callToAction: {
    test: (c) => c.kind !== 'transition' && (c.category === 'ui-blocks' || c.category === 'scenes') && (c.useCase.includes('outro') || c.tags.includes('cta')),
    because: (c) => (c.useCase.includes('outro')
      ? { field: 'useCase', value: 'outro', points: 0, why: 'an outro piece: fits the closing call to action' }
      : { field: 'tags', value: 'cta', points: 0, why: 'tagged as a call to action' }),
  },
  background: {
    test: (c) => c.category === 'backgrounds',
    because: () => ({ field: 'category', value: 'backgrounds', points: 0, why: 'a background: fills the frame behind the titles' }),
  },
  transition: {
    test: (c) => c.kind === 'transition',
    because: () => ({ field: 'kind', value: 'transition', points: 0, why: 'a transition between the sections' }),
  },
};

function matchWords(field: string, values: readonly string[], brief: BriefWords, points: { feel: number; topic: number }, what: string): Reason[] {
  const out: Reason[] = [];
  for (const value of values) {
    const ws = words(value);
    if (ws.length === 0) continue;
    if (ws.every((w) => brief.feel.has(w))) out.push({ field, value, points: points.feel, why: `${field} "${value}" matches the brief's mood or tone` });
    else if (points.topic > 0 && ws.every((w) => brief.all.has(w))) out.push({ field, value, points: points.topic, why: `${field} "${value}" matches ${what}` });
  }
  return out;
}

function textOverlap(field: 'intent' | 'useWhen' | 'description', text: string, brief: BriefWords): Reason[] {
  const shared = [...new Set(words(text))].filter((w) => brief.all.has(w));
  if (shared.length === 0) return [];
  return [{ field, value: text, points: Math.min(3, shared.length), why: `${field} shares ${shared.map((w) => `"${w}"`).join(', ')} with the brief` }];
}

function formatReason(c: Component, platform: Platform): Reason | null {
  const aspect = c.format?.aspectRatio;
  if (aspect === undefined) return null;
  if (aspect === platform.aspectRatio) return { field: 'format.aspectRatio', value: aspect, points: 2, why: `made for ${aspect}, ${platform.name}'s aspect` };
  if (aspect === 'any') return { field: 'format.aspectRatio', value: aspect, points: 1, why: `draws at any aspect, ${platform.name}'s ${platform.aspectRatio} included` };
  return { field: 'format.aspectRatio', value: aspect, points: -6, why: `made for ${aspect}, but ${platform.name} is ${platform.aspectRatio}` };
}

/** The reasons a component earns for a brief, before its relations to other picks. */
function componentReasons(c: Component, brief: Brief, bw: BriefWords): Reason[] {
  const platform = platforms[brief.platform];
  const favoured = platformUseCases[brief.platform];
  const reasons: Reason[] = [
    ...matchWords('mood', c.mood, bw, { feel: 3, topic: 1 }, "the brief's goal or audience"),
    // Platform names are weighed by tagReasons, not as the brief's words.
    ...matchWords('tags', c.tags.filter((t) => !allPlatformTags.has(t)), bw, { feel: 2, topic: 2 }, "the brief's words"),
    ...tagReasons(c, brief, platform),
    ...textOverlap('intent', c.intent, bw),
    ...textOverlap('useWhen', c.useWhen, bw),
    ...c.useCase.filter((u) => favoured.includes(u)).map((u): Reason => ({ field: 'useCase', value: u, points: 1, why: `${platform.name} favours ${u} pieces` })),
  ];
  const format = formatReason(c, platform);
  if (format) reasons.push(format);
  if (c.tier === 'recommended') reasons.push({ field: 'tier', value: 'recommended', points: 1, why: 'a recommended component' });
  if (c.tier === 'niche') reasons.push({ field: 'tier', value: 'niche', points: -1, why: 'a niche component' });
  return reasons;
}

/** pairsWith and avoidWith, either way, between a candidate and the picks of earlier roles. */
function relationReasons(c: Component, picked: readonly { role: Role; component: Component }[]): Reason[] {
  const out: Reason[] = [];
  for (const { role, component: p } of picked) {
    // `value` is always the other pick; `why` says whose manifest names whom.
    const relation = (field: 'pairsWith' | 'avoidWith', points: number): Reason => ({
      field, value: p.id, points,
      why: c[field].includes(p.id) ? `its ${field} names ${p.id}, proposed as ${role}` : `${p.id}, proposed as ${role}, names it in its ${field}`,
    });
    if (c.avoidWith.includes(p.id) || p.avoidWith.includes(c.id)) out.push(relation('avoidWith', -4));
    else if (c.pairsWith.includes(p.id) || p.pairsWith.includes(c.id)) out.push(relation('pairsWith', 2));
  }
  return out;
}

const total = (reasons: readonly Reason[]) => reasons.reduce((sum, r) => sum + r.points, 0);

function ranked<T extends { id: string; score: number }>(items: T[]): T[] {
  return items.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface RoleProposals {
  /** Per role, best first; the first of each is what the skeleton places. */
  roles: Record<Role, Proposal[]>;
  /** The components behind the first proposals (for the skeleton), per role but sound. */
  picks: Partial<Record<Exclude<Role, 'sound'>, Component>>;
  /** The music bed behind the first sound proposal. */
  bed: BedDefinition | null;
}

export function proposeComponents(catalog: readonly Component[], brief: Brief): RoleProposals {
  const bw = briefWords(brief);
  const picked: { role: Role; component: Component }[] = [];
  const out = {} as Record<Role, Proposal[]>;
  const picks: RoleProposals['picks'] = {};
  for (const role of roles) {
    if (role === 'sound') continue;
    const filter = roleFilters[role];
    const scored = catalog.filter(filter.test).map((c) => {
      const reasons = [filter.because(c), ...componentReasons(c, brief, bw), ...relationReasons(c, picked)];
      return { id: c.id, version: c.version, name: c.name, score: total(reasons), reasons, component: c };
    });
    const best = ranked(scored);
    if (best[0]) { picked.push({ role, component: best[0].component }); picks[role] = best[0].component; }
    out[role] = best.slice(0, proposalsPerRole).map(({ component: _, ...p }) => p);
  }
  const beds = ranked(bedDefinitions.map((b) => {
    const reasons = [
      { field: 'kind', value: 'bed', points: 0, why: 'a music bed of the sound pack, under the whole video' },
      ...matchWords('mood', b.mood, bw, { feel: 3, topic: 1 }, "the brief's goal or audience"),
      ...matchWords('genre', [b.genre], bw, { feel: 1, topic: 1 }, "the brief's words"),
    ];
    return { id: b.bedId, version: null, name: b.name, score: total(reasons), reasons, bed: b };
  }));
  out.sound = beds.slice(0, proposalsPerRole).map(({ bed: _, ...p }) => p);
  return { roles: out, picks, bed: beds[0]?.bed ?? null };
}

/** A published template as scoring reads it. */
export interface TemplateCandidate { id: string; slug: string; name: string; description: string | null; timeline: Record<string, unknown> }

/** The component ids a timeline places (clips and transitions), in order, once each. */
function placedComponents(timeline: Record<string, unknown>): string[] {
  const ids: string[] = [];
  const tracks = Array.isArray(timeline.tracks) ? timeline.tracks as { clips?: unknown }[] : [];
  for (const track of tracks) {
    for (const clip of Array.isArray(track?.clips) ? track.clips as Record<string, unknown>[] : []) {
      const transition = clip?.transition as Record<string, unknown> | undefined;
      for (const id of [clip?.componentId, transition?.componentId]) if (typeof id === 'string' && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

function gcd(a: number, b: number): number { return b === 0 ? a : gcd(b, a % b); }

export interface TemplateProposal { id: string; slug: string; name: string; score: number; reasons: Reason[] }

export function proposeTemplates(templates: readonly TemplateCandidate[], catalog: readonly Component[], brief: Brief, components: RoleProposals): TemplateProposal[] {
  const bw = briefWords(brief);
  const platform = platforms[brief.platform];
  const proposed = new Set(roles.flatMap((r) => components.roles[r].map((p) => p.id)));
  const byId = new Map(catalog.map((c) => [c.id, c]));
  return ranked(templates.map((t) => {
    const reasons: Reason[] = [];
    const output = t.timeline.output as { width?: unknown; height?: unknown } | undefined;
    if (typeof output?.width === 'number' && typeof output.height === 'number' && output.width > 0 && output.height > 0) {
      const d = gcd(output.width, output.height);
      const aspect = `${output.width / d}:${output.height / d}`;
      reasons.push(aspect === platform.aspectRatio
        ? { field: 'timeline.output', value: `${output.width}x${output.height}`, points: 3, why: `${aspect}, ${platform.name}'s aspect` }
        : { field: 'timeline.output', value: `${output.width}x${output.height}`, points: -3, why: `${aspect}, but ${platform.name} is ${platform.aspectRatio} (an apply can override the output size)` });
    }
    reasons.push(...matchWords('name', [t.name], bw, { feel: 2, topic: 2 }, "the brief's words"), ...textOverlap('description', t.description ?? '', bw));
    for (const id of placedComponents(t.timeline)) {
      if (proposed.has(id)) reasons.push({ field: 'timeline', value: id, points: 2, why: `places ${id}, also proposed for a role` });
      const c = byId.get(id);
      if (c) for (const r of matchWords('mood', c.mood, bw, { feel: 1, topic: 0 }, '')) reasons.push({ ...r, field: `${id}.mood`, why: `places ${id}, whose mood "${r.value}" matches the brief` });
    }
    return { id: t.id, slug: t.slug, name: t.name, score: total(reasons), reasons };
  })).slice(0, proposalsPerRole);
}
