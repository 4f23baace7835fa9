/**
 * The template document and the pure rules over it: what a template declares, where its timeline
 * names a parameter, what a value of each kind must be, and how a timeline is bound to values.
 *
 * A template's `timeline` is a composition document in which any value (never a key) may be a
 * parameter reference: an object with the single key `$param` naming a declared parameter,
 * `{"$param": "title"}`. The reference is replaced by the parameter's value as a whole (a media
 * parameter by `media:<id>` of the bound item), so a text that combines a fixed part and a value
 * takes a parameter for the whole string.
 *
 * Nothing here reads the store: the Templates service (templates.ts) adds what needs the org's
 * media and brand kits.
 */
import { type Static, Type } from '@sinclair/typebox';
import type { ComponentLookup } from '../../../catalog/check/components.ts';
import { mediaSources } from '../../../catalog/check/media-sources.ts';
import { isBrandRef } from '../../../shared/composition/brand.ts';
import { isColor } from '../../../shared/composition/color.ts';
import { BrandKitBinding, type Composition } from '../../../shared/composition/schema.ts';
import type { FieldError } from '../../../shared/composition/validate.ts';

export const parameterKinds = ['text', 'number', 'colour', 'boolean', 'enum', 'media'] as const;
export type ParameterKind = (typeof parameterKinds)[number];
export const mediaKinds = ['video', 'image', 'audio'] as const;
export type TemplateMediaKind = (typeof mediaKinds)[number];

const strict = { additionalProperties: false } as const;
const Name = (description: string) => Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$', description });
const Scalar = Type.Union([Type.String({ maxLength: 5000 }), Type.Number(), Type.Boolean()]);

/** A media value: an item of the org, an https URL imported once per org, or the bundled sample of the parameter's kind. */
export const MediaValue = Type.Union([
  Type.Object({ mediaId: Type.String({ minLength: 1, maxLength: 128, description: 'a media item of the org' }) }, strict),
  Type.Object({ url: Type.String({ minLength: 1, maxLength: 4096, description: 'https URL: imported once per org and URL (through the egress guard), then reused' }) }, strict),
  Type.Object({ sample: Type.Literal(true, { description: 'the sample item of the parameter\'s media kind that the service ships' }) }, strict),
], { description: '{mediaId}, {url} or {sample: true}' });
export type MediaValue = Static<typeof MediaValue>;

export const TemplateParameter = Type.Object({
  name: Name('what timeline references name: {"$param": "<name>"}'),
  kind: Type.Union(parameterKinds.map((k) => Type.Literal(k)), { description: 'text, number, colour (CSS colour or brand:colors.* token), boolean, enum (one of options) or media' }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  required: Type.Optional(Type.Boolean({ description: 'a value must be given (in the call or by the chosen preset); a required parameter has no default. Default false: then `default` is required' })),
  default: Type.Optional(Type.Union([Scalar, MediaValue], { description: 'the value when none is given: of the parameter\'s kind; a media default is {mediaId}, {url} or {sample: true}' })),
  options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 200, description: 'enum: the allowed values' })),
  mediaKind: Type.Optional(Type.Union(mediaKinds.map((k) => Type.Literal(k)), { description: 'media: the kind of item the parameter takes' })),
  minimum: Type.Optional(Type.Number({ description: 'number: smallest allowed value' })),
  maximum: Type.Optional(Type.Number({ description: 'number: largest allowed value' })),
}, strict);
export type TemplateParameter = Static<typeof TemplateParameter>;

export const TemplatePreset = Type.Object({
  name: Name('what a call names as `preset`'),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  values: Type.Optional(Type.Record(Type.String(), Scalar, { description: 'values of scalar parameters' })),
  media: Type.Optional(Type.Record(Type.String(), MediaValue, { description: 'values of media parameters' })),
  brandKit: Type.Optional(BrandKitBinding),
}, strict);
export type TemplatePreset = Static<typeof TemplatePreset>;

export const TemplateDocument = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$', description: 'the template\'s name in URLs; publishing the same slug again makes a new version' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  timeline: Type.Object({}, { additionalProperties: true, description: 'a composition document in which any value may be a parameter reference {"$param": "<name>"}' }),
  parameters: Type.Array(TemplateParameter, { maxItems: 100 }),
  presets: Type.Optional(Type.Array(TemplatePreset, { maxItems: 50 })),
  brandKit: Type.Optional(BrandKitBinding),
  posterSec: Type.Optional(Type.Number({ minimum: 0, description: 'the time of the poster still of a template render (default: the middle of the timeline)' })),
}, strict);
export type TemplateDocument = Static<typeof TemplateDocument>;

/** A problem of a template or of a call's values, as `details.fields` lists it. */
export interface TemplateField { path: string; problem: string; parameter?: string }

export const referenceKey = '$param';

export interface ParameterReference { path: string; name: string }

type Json = unknown;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths written as the composition check writes them: `tracks[0].clips[2].text`. */
function childPath(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
}

/** Every parameter reference of the timeline, and every malformed one (an object with `$param` and other keys, or a name that is not a string). */
export function findReferences(timeline: Json): { references: ParameterReference[]; problems: TemplateField[] } {
  const references: ParameterReference[] = [];
  const problems: TemplateField[] = [];
  const walk = (value: Json, path: string) => {
    if (Array.isArray(value)) { value.forEach((v, i) => walk(v, childPath(path, i))); return; }
    if (!isObject(value)) return;
    if (referenceKey in value) {
      const name = value[referenceKey];
      if (Object.keys(value).length !== 1 || typeof name !== 'string') problems.push({ path, problem: `a parameter reference is an object with the single key ${referenceKey} naming a parameter, e.g. {"${referenceKey}": "title"}` });
      else references.push({ path, name });
      return;
    }
    for (const [k, v] of Object.entries(value)) walk(v, childPath(path, k));
  };
  walk(timeline, '');
  return { references, problems };
}

/** A copy of the timeline with every reference replaced by `valueOf(name)`. */
export function substitute(timeline: Json, valueOf: (name: string) => unknown): Json {
  if (Array.isArray(timeline)) return timeline.map((v) => substitute(v, valueOf));
  if (!isObject(timeline)) return timeline;
  if (referenceKey in timeline && typeof timeline[referenceKey] === 'string') return valueOf(timeline[referenceKey]);
  return Object.fromEntries(Object.entries(timeline).map(([k, v]) => [k, substitute(v, valueOf)]));
}

export function isMediaValue(value: unknown): value is MediaValue {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1) return false;
  return (typeof value.mediaId === 'string' && value.mediaId.length > 0) || (typeof value.url === 'string' && value.url.length > 0) || value.sample === true;
}

/** Why a scalar value does not fit the parameter, or null when it does. */
export function scalarProblem(param: TemplateParameter, value: unknown): string | null {
  switch (param.kind) {
    case 'text':
      return typeof value === 'string' && value.length >= 1 && value.length <= 5000 ? null : 'must be a text of 1 to 5000 characters';
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (param.minimum !== undefined && value < param.minimum) return `must be at least ${param.minimum}`;
      if (param.maximum !== undefined && value > param.maximum) return `must be at most ${param.maximum}`;
      return null;
    case 'colour':
      return typeof value === 'string' && (isColor(value) || (isBrandRef(value) && value.startsWith('brand:colors.'))) ? null : 'must be a CSS colour (#rrggbb, rgb(), a colour name...) or a brand:colors.* token';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'enum':
      return typeof value === 'string' && (param.options ?? []).includes(value) ? null : `must be one of: ${(param.options ?? []).join(', ')}`;
    case 'media':
      return 'is a media parameter: send its value under `media` as {mediaId}, {url} or {sample: true}';
  }
}

/** A value of the parameter's kind to check a timeline with when the parameter has no default. */
export function sampleScalar(param: TemplateParameter): unknown {
  switch (param.kind) {
    case 'text': return 'Sample text';
    case 'number': return param.minimum ?? (param.maximum !== undefined && param.maximum < 1 ? param.maximum : 1);
    case 'colour': return '#808080';
    case 'boolean': return false;
    case 'enum': return param.options?.[0] ?? '';
    case 'media': return null;
  }
}

/** Problems of the declarations themselves (names, kinds' own fields, defaults of the right kind). */
export function declarationProblems(parameters: TemplateParameter[]): TemplateField[] {
  const problems: TemplateField[] = [];
  const seen = new Set<string>();
  parameters.forEach((p, i) => {
    const at = `body.parameters[${i}]`;
    const push = (field: string, problem: string) => problems.push({ path: field ? `${at}.${field}` : at, problem, parameter: p.name });
    if (seen.has(p.name)) push('name', `parameter ${p.name} is declared twice`);
    seen.add(p.name);
    if (p.kind === 'enum' && !p.options) push('options', 'an enum parameter lists its options');
    if (p.kind !== 'enum' && p.options) push('options', 'only enum parameters take options');
    if (p.kind === 'media' && !p.mediaKind) push('mediaKind', 'a media parameter names its media kind (video, image or audio)');
    if (p.kind !== 'media' && p.mediaKind) push('mediaKind', 'only media parameters take a media kind');
    if (p.kind !== 'number' && (p.minimum !== undefined || p.maximum !== undefined)) push('', 'only number parameters take minimum and maximum');
    if (p.minimum !== undefined && p.maximum !== undefined && p.minimum > p.maximum) push('maximum', 'must be at least minimum');
    if (p.required && p.default !== undefined) push('default', 'a required parameter takes no default (the caller gives the value)');
    if (!p.required && p.default === undefined) push('default', 'a parameter that is not required needs a default');
    if (p.default !== undefined) {
      const problem = p.kind === 'media' ? (isMediaValue(p.default) ? null : 'must be {mediaId}, {url} or {sample: true}') : scalarProblem(p, p.default);
      if (problem) push('default', problem);
    }
  });
  return problems;
}

/**
 * Which media kinds may stand where a media source is: a video, image or audio clip's `src` takes
 * that kind (an audio clip also plays a video's sound); a component's image prop, a logo and a
 * watermark take a picture. Null where any kind may stand.
 */
export function mediaKindsAt(composition: Composition, path: string): TemplateMediaKind[] | null {
  const clip = /^tracks\[(\d+)\]\.clips\[(\d+)\]\.(src|props\.|transition\.props\.)/.exec(path);
  if (clip) {
    const c = composition.tracks[Number(clip[1])]?.clips[Number(clip[2])];
    if (clip[3] !== 'src') return ['image'];
    if (c?.kind === 'video') return ['video'];
    if (c?.kind === 'image') return ['image'];
    if (c?.kind === 'audio') return ['audio', 'video'];
    return null;
  }
  if (/^brandKit\.kit\.(logo|watermark)\.src$/.test(path)) return ['image'];
  return null;
}

/** The paths of the composition that name media (clip sources, image props, the kit's pictures). */
export function mediaSourcePaths(composition: Composition, catalog?: ComponentLookup): Set<string> {
  return new Set(mediaSources(composition, catalog).map((s) => s.path));
}

/**
 * Names the parameters a composition problem is about: those referenced at the problem's field
 * or inside it (a clip-level problem of a clip whose start is a parameter).
 */
export function parametersOf(error: FieldError, references: ParameterReference[]): string[] {
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  const at = references.filter((r) => within(error.path, r.path)).map((r) => r.name);
  if (at.length) return [...new Set(at)];
  return [...new Set(references.filter((r) => error.path !== '' && within(r.path, error.path)).map((r) => r.name))];
}
