/**
 * Composition validation: the JSON Schema (every structural problem, not just the first) followed
 * by the rules a schema cannot say (frame-exact durations, overlaps, transitions, keyframes,
 * colours, brand token references, admitted fonts, unique clip ids and what `behindSubject`
 * names). The result lists every bad field as
 * `{path, problem, code}`, ready for a 422 body (`details.fields`).
 *
 * Where a composition names a component, the checks need the component catalog, which is built on
 * this module: they come in as `ComponentRules` (see catalog/check), never imported.
 *
 * Paths read like JavaScript: `tracks[0].clips[2].transform.scale`.
 */
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { ajvClass, ajvStandalone, withSharedSubschemas } from '../ajv.ts';
import { loadBuildOutput } from '../compiled.ts';
import { AppError } from '../errors.ts';
import { brandTokenNames, brandTokens, isBrandRef, brandRefName, type BrandTokens } from './brand.ts';
import { isColor } from './color.ts';
import { Composition as CompositionSchema, clipKinds, type Composition } from './schema.ts';
import { clipFrames, frameOf, parseEasing } from './timing.ts';
import { mediaIdOf } from './media-sources.ts';
import type { FontSet, FontStyle } from '../fonts/index.ts';

export type FieldErrorCode = 'invalid' | 'font_not_reproducible' | 'unknown_component' | 'unknown_sound' | 'matte_required';

/** One bad field; `hint` says what to do about it where that is not obvious from the problem. */
export interface FieldError { path: string; problem: string; code: FieldErrorCode; hint?: string }

export type ValidationResult = { ok: true; composition: Composition; warnings: string[] } | { ok: false; errors: FieldError[] };

/** What the checker offers the rules given to it: report a field, check a font face, check a
 *  value against a JSON Schema, read the brand tokens in force. */
export interface FieldChecker {
  readonly tokens: BrandTokens;
  err(path: string, problem: string, code?: FieldErrorCode): void;
  font(path: string, family: unknown, weight: unknown, style: unknown): void;
  /** Every problem of `value` against `schema`, reported under `path`. */
  schema(path: string, schema: object, value: unknown): void;
}

/** A place where the composition names a component: a component clip, or a component transition;
 *  `version` is its pin. */
export interface ComponentUse { componentId: string; version?: string; props?: Record<string, unknown> }

/** The checks of every place a composition names a component. */
export interface ComponentRules {
  /** A clip of kind `component`; `path` is the clip's. */
  clip(check: FieldChecker, path: string, use: ComponentUse): void;
  /** A transition of kind `component`; `path` is the transition's. */
  transition(check: FieldChecker, path: string, use: ComponentUse): void;
  /** An `animate` entry `props.<prop>` of a component clip; `path` is the entry's. */
  animatedProp(check: FieldChecker, path: string, use: ComponentUse, prop: string): void;
}

/** The checks of every place a composition names a sound of the built-in pack. */
export interface SoundRules {
  /** An audio clip that names `soundId` or `bedId`; `path` is the clip's. */
  audioClip(check: FieldChecker, path: string, use: { soundId?: string; bedId?: string }): void;
  /** A brand kit's `audio.uiSoundSet`; `path` is the set's. */
  uiSoundSet(check: FieldChecker, path: string, set: Record<string, unknown>): void;
  /** A pack sound a brand kit names outside the set (`sonicLogo.ref`: a sound effect or a bed); `path` is the field's. */
  packSound(check: FieldChecker, path: string, id: string): void;
  /** A brand kit's `audio.bedStyle.bedId`; `path` is the field's. */
  bed(check: FieldChecker, path: string, id: string): void;
}

export interface ValidationContext { components: ComponentRules; fonts: FontSet; sounds?: SoundRules }

/** The composition's validator's Ajv options; `inlineRefs` small: the shared subschemas of `validatedSchema` stay functions of their own. */
export const ajvOptions = { allErrors: true, discriminator: true, strict: false, verbose: true, inlineRefs: 8 } as const;
// Loaded and made on first use: a process running the build's precompiled validator needs one only
// for a component's prop schema, and loading Ajv and compiling its own meta-schemas cost 40 ms or
// more of every start.
let ajvInstance: Ajv | undefined;
const ajv = (): Ajv => (ajvInstance ??= new (ajvClass())(ajvOptions));
let compiled: ValidateFunction | undefined;
const schemaValidators = new WeakMap<object, ValidateFunction>();

/** The build precompiles the composition's validator (compiling it takes about half a second). */
export const compositionValidatorFile = 'composition-validator.cjs';

/** The composition's schema as its validator is compiled from: each repeated subschema written once. */
const validatedSchema = () => withSharedSubschemas(CompositionSchema);

function compositionValidator(): ValidateFunction {
  compiled ??= loadBuildOutput<ValidateFunction>(compositionValidatorFile) ?? ajv().compile(validatedSchema());
  return compiled;
}

/** The composition's validator as standalone CommonJS source: the same code `compositionValidator` compiles. */
export function compositionValidatorSource(): string {
  const sourceAjv = new (ajvClass())({ ...ajvOptions, code: { source: true } });
  // A CommonJS module: its default export is the function, also exported as `default`.
  return ajvStandalone()(sourceAjv, sourceAjv.compile(validatedSchema()));
}

export function pathOf(pointer: string, extra?: string): string {
  let out = '';
  for (const seg of pointer.split('/').slice(1)) {
    const key = seg.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(key) ? `[${key}]` : out === '' ? key : `.${key}`;
  }
  if (extra !== undefined) out += out === '' ? extra : `.${extra}`;
  return out;
}

function unionMessage(schema: unknown): string | undefined {
  const s = schema as { anyOf?: { const?: unknown }[]; description?: string };
  if (s.anyOf && s.anyOf.every((b) => b.const !== undefined)) return `must be one of: ${s.anyOf.map((b) => String(b.const)).join(', ')}`;
  if (s.description) return `must be ${s.description}`;
  return undefined;
}

/** ajv errors → field errors: one per bad field, union branches folded into one message. */
export function schemaErrors(errors: ErrorObject[], prefix = ''): FieldError[] {
  const unions = errors.filter((e) => e.keyword === 'anyOf');
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const push = (path: string, problem: string) => {
    const full = prefix ? (path.startsWith('[') ? `${prefix}${path}` : path ? `${prefix}.${path}` : prefix) : path;
    const key = `${full}\u0000${problem}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ path: full, problem, code: 'invalid' });
  };
  for (const e of errors) {
    if (e.keyword !== 'anyOf' && unions.some((u) => e.schemaPath.startsWith(`${u.schemaPath}/`))) continue;
    const params = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required': push(pathOf(e.instancePath, String(params.missingProperty)), 'is required'); break;
      case 'additionalProperties': push(pathOf(e.instancePath, String(params.additionalProperty)), 'is not a known field'); break;
      case 'discriminator': {
        const value = params.tagValue;
        const problem = value === 'alpha-layer'
          ? 'alpha-layer clips were removed from v1: use kind component'
          : `must be one of: ${clipKinds.join(', ')}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
        push(pathOf(e.instancePath, String(params.tag)), problem);
        break;
      }
      case 'anyOf': push(pathOf(e.instancePath), unionMessage(e.parentSchema) ?? 'has an unsupported value'); break;
      case 'const': push(pathOf(e.instancePath), `must be ${JSON.stringify(params.allowedValue)}`); break;
      default: push(pathOf(e.instancePath), e.message ?? e.keyword);
    }
  }
  return out;
}

/** Every problem of `value` against a JSON Schema (a component's prop schema), as field errors under `path`. */
export function schemaProblems(path: string, schema: object, value: unknown): FieldError[] {
  let validate = schemaValidators.get(schema);
  if (!validate) { validate = ajv().compile(schema); schemaValidators.set(schema, validate); }
  return validate(value) ? [] : schemaErrors(validate.errors ?? [], path);
}

// ---------------------------------------------------------------------------------------------

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const colorTokens = new Set(brandTokenNames.filter((n) => n.startsWith('colors.')));
const fontTokens = new Set(['fonts.heading', 'fonts.body']);

const visualAnimatable = [
  'opacity', 'transform.x', 'transform.y', 'transform.width', 'transform.height', 'transform.anchorX', 'transform.anchorY',
  'transform.scale', 'transform.scaleX', 'transform.scaleY', 'transform.rotation', 'crop.left', 'crop.top', 'crop.right', 'crop.bottom',
];
const animatable: Record<string, Set<string>> = {
  video: new Set([...visualAnimatable, 'volume']),
  image: new Set(visualAnimatable),
  text: new Set([...visualAnimatable, 'style.fontSize', 'style.letterSpacing', 'style.lineHeight', 'style.stroke.width', 'style.shadow.blur', 'style.shadow.offsetX', 'style.shadow.offsetY', 'style.background.radius', 'style.background.paddingX', 'style.background.paddingY']),
  shape: new Set([...visualAnimatable, 'radius', 'stroke.width']),
  component: new Set(visualAnimatable),
  captions: new Set(visualAnimatable),
  audio: new Set(['volume']),
};

/** The component a clip or transition names, when it names one by a string id. */
function componentUse(x: Obj): ComponentUse | undefined {
  if (typeof x.componentId !== 'string') return undefined;
  return {
    componentId: x.componentId,
    ...(typeof x.version === 'string' ? { version: x.version } : {}),
    ...(isObj(x.props) ? { props: x.props } : {}),
  };
}

class Checker implements FieldChecker {
  readonly errors: FieldError[] = [];
  readonly warnings: string[] = [];
  constructor(readonly ctx: ValidationContext, readonly tokens: BrandTokens, readonly fps: number) {}

  err(path: string, problem: string, code: FieldErrorCode = 'invalid') { this.errors.push({ path, problem, code }); }

  schema(path: string, schema: object, value: unknown) {
    this.errors.push(...schemaProblems(path, schema, value));
  }

  color(path: string, v: unknown) {
    if (typeof v !== 'string') return;
    if (isBrandRef(v)) {
      if (!colorTokens.has(brandRefName(v) as never)) this.err(path, `brand reference must name a colour token (${[...colorTokens].join(', ')})`);
      return;
    }
    if (!isColor(v)) this.err(path, `'${v}' is not a CSS colour`);
  }

  font(path: string, family: unknown, weight: unknown, style: unknown) {
    if (typeof family !== 'string') return;
    let fam = family;
    let w = num(weight);
    if (isBrandRef(family)) {
      const name = brandRefName(family);
      if (!fontTokens.has(name)) { this.err(path, 'brand reference must be brand:fonts.heading or brand:fonts.body'); return; }
      fam = String(this.tokens[name as 'fonts.heading']);
      w ??= Number(this.tokens[`${name}.weight` as 'fonts.heading.weight']);
    }
    const s: FontStyle = style === 'italic' ? 'italic' : 'normal';
    const r = this.ctx.fonts.resolve(fam, w ?? 400, s);
    if (!r.ok) this.err(path, r.reason, 'font_not_reproducible');
    else if (!r.exact) this.warnings.push(`${path}: weight ${w} of ${fam} is drawn with the admitted weight ${r.face.weight}`);
  }

  easing(path: string, v: unknown) {
    if (v === undefined) return;
    if ((typeof v === 'string' || isObj(v)) && parseEasing(v as never) === undefined) this.err(path, 'cubic-bezier x1 and x2 must lie in [0, 1]');
  }

  composition(c: Obj) {
    const output = isObj(c.output) ? c.output : {};
    this.color('output.background', output.background);
    const bk = isObj(c.brandKit) ? c.brandKit : undefined;
    if (bk && isObj(bk.kit)) this.brandKit('brandKit.kit', bk.kit);
    const tracks = Array.isArray(c.tracks) ? c.tracks : [];
    tracks.forEach((t, i) => { if (isObj(t) && Array.isArray(t.clips)) this.track(`tracks[${i}]`, t.clips); });
    this.clipReferences(tracks);
    if (bk && isObj(bk.kit) && isObj(bk.kit.density)) this.density(bk.kit.density, tracks);
  }

  /**
   * The brand's `density` is advice, not a rule: a composition busier than it still renders, and
   * the check says where it is busier (component clips on visible tracks count as graphics).
   */
  density(density: Obj, tracks: unknown[]) {
    const spans: { start: number; end: number }[] = [];
    for (const t of tracks) {
      if (!isObj(t) || t.hidden === true || !Array.isArray(t.clips)) continue;
      for (const clip of t.clips) {
        const start = isObj(clip) && clip.kind === 'component' ? num(clip.start) : undefined, duration = isObj(clip) ? num(clip.duration) : undefined;
        if (start !== undefined && duration !== undefined) spans.push(clipFrames({ start, duration }, this.fps));
      }
    }
    const most = num(density.maxSimultaneous);
    if (most !== undefined) {
      // Sweep the starts and ends in frame order (an end before a start on the same frame: they do not overlap).
      const edges = spans.flatMap((s) => [{ at: s.start, step: 1 }, { at: s.end, step: -1 }]).sort((a, b) => a.at - b.at || a.step - b.step);
      let now = 0, peak = 0, peakAt = 0;
      for (const e of edges) { now += e.step; if (now > peak) { peak = now; peakAt = e.at; } }
      if (peak > most) this.warnings.push(`brandKit.kit.density.maxSimultaneous: ${peak} component clips are on screen at once at ${(peakAt / this.fps).toFixed(2)} s; the brand kit allows ${most}`);
    }
    const perMin = num(density.graphicsPerMin);
    const endFrame = Math.max(0, ...spans.map((s) => s.end));
    if (perMin !== undefined && endFrame > 0) {
      const rate = spans.length / (endFrame / this.fps / 60);
      if (rate > perMin) this.warnings.push(`brandKit.kit.density.graphicsPerMin: ${spans.length} component clips in ${(endFrame / this.fps).toFixed(1)} s is ${rate.toFixed(1)} per minute; the brand kit allows ${perMin}`);
    }
  }

  /**
   * Clip ids are unique in the composition, and `behindSubject.clipId` names a video clip (not the
   * clip itself) on a lower track that overlaps the clip in time: the subject is drawn in front
   * of the clip only while both are on screen, and the video must lie beneath the clip.
   */
  clipReferences(tracks: unknown[]) {
    interface Placed { path: string; track: number; clip: Obj; frames: { start: number; end: number } | undefined }
    const byId = new Map<string, Placed>();
    const all: Placed[] = [];
    tracks.forEach((t, track) => {
      if (!isObj(t) || !Array.isArray(t.clips)) return;
      t.clips.forEach((clip, i) => {
        if (!isObj(clip)) return;
        const start = num(clip.start), duration = num(clip.duration);
        const placed: Placed = { path: `tracks[${track}].clips[${i}]`, track, clip, frames: start !== undefined && duration !== undefined ? clipFrames({ start, duration }, this.fps) : undefined };
        all.push(placed);
        if (typeof clip.id !== 'string') return;
        const first = byId.get(clip.id);
        if (first) this.err(`${placed.path}.id`, `'${clip.id}' is already the id of ${first.path}; clip ids are unique in a composition`);
        else byId.set(clip.id, placed);
      });
    });
    for (const placed of all) {
      const behind = placed.clip.behindSubject;
      if (!isObj(behind) || typeof behind.clipId !== 'string') continue;
      const path = `${placed.path}.behindSubject.clipId`;
      const video = byId.get(behind.clipId);
      if (!video) { this.err(path, `no clip has the id '${behind.clipId}'`); continue; }
      if (video === placed) { this.err(path, 'names this clip itself; name the video clip whose subject stands in front of this clip'); continue; }
      if (video.clip.kind !== 'video') { this.err(path, `names ${video.path}, a ${String(video.clip.kind)} clip; only a video clip has a subject to stand in front`); continue; }
      if (video.track >= placed.track) this.err(path, `names ${video.path}, which is not on a lower track than this clip; a clip behind the subject sits on a track above its video`);
      const a = placed.frames, b = video.frames;
      if (a && b && (a.end <= b.start || b.end <= a.start)) this.err(path, `names ${video.path} (frames ${b.start}–${b.end - 1}), which does not overlap this clip in time (frames ${a.start}–${a.end - 1})`);
    }
  }

  brandKit(path: string, kit: Obj) {
    if (isObj(kit.colors)) for (const [k, v] of Object.entries(kit.colors)) if (typeof v === 'string' && !isColor(v)) this.err(`${path}.colors.${k}`, `'${v}' is not a CSS colour`);
    for (const f of ['headingFont', 'bodyFont'] as const) {
      const ref = kit[f];
      if (isObj(ref)) this.font(`${path}.${f}`, ref.fontFamily, ref.fontWeight, 'normal');
    }
    if (isObj(kit.captionProfile)) this.captionProfile(`${path}.captionProfile`, kit.captionProfile);
    if (isObj(kit.motion)) this.easing(`${path}.motion.easing`, kit.motion.easing);
    if (isObj(kit.audio)) this.brandAudio(`${path}.audio`, kit.audio);
  }

  brandAudio(path: string, audio: Obj) {
    if (isObj(audio.uiSoundSet)) this.ctx.sounds?.uiSoundSet(this, `${path}.uiSoundSet`, audio.uiSoundSet);
    // A sonic logo names a pack sound or an org item (media:<id>, checked with the other media sources).
    for (const field of ['sonicLogo', 'ambiencePreference'] as const) {
      const ref = isObj(audio[field]) ? (audio[field] as Obj).ref : undefined;
      if (typeof ref === 'string' && mediaIdOf(ref) === null) this.ctx.sounds?.packSound(this, `${path}.${field}.ref`, ref);
    }
    const bed = isObj(audio.bedStyle) ? audio.bedStyle : undefined;
    if (bed && typeof bed.bedId === 'string') this.ctx.sounds?.bed(this, `${path}.bedStyle.bedId`, bed.bedId);
    const bpm = bed && isObj(bed.bpmRange) ? bed.bpmRange : undefined;
    if (bpm && num(bpm.min) !== undefined && num(bpm.max) !== undefined && num(bpm.min)! > num(bpm.max)!) this.err(`${path}.bedStyle.bpmRange`, `min ${String(bpm.min)} is above max ${String(bpm.max)}`);
  }

  captionProfile(path: string, p: Obj) {
    for (const k of ['color', 'highlightColor', 'backgroundColor', 'emphasisColor', 'emphasisPlateColor', 'emphasisPlateTextColor']) this.color(`${path}.${k}`, p[k]);
    if (p.fontFamily !== undefined || p.fontWeight !== undefined) {
      this.font(`${path}.fontFamily`, p.fontFamily ?? 'brand:fonts.heading', p.fontWeight, 'normal');
    }
    if (p.emphasisFontFamily !== undefined || p.emphasisFontWeight !== undefined || p.emphasisFontStyle !== undefined) {
      this.font(`${path}.emphasisFontFamily`, p.emphasisFontFamily ?? p.fontFamily ?? 'brand:fonts.heading', p.emphasisFontWeight ?? p.fontWeight, p.emphasisFontStyle);
    }
  }

  track(base: string, clips: unknown[]) {
    const placed: { i: number; start: number; end: number; clip: Obj }[] = [];
    clips.forEach((clip, i) => {
      if (!isObj(clip)) return;
      const path = `${base}.clips[${i}]`;
      const start = num(clip.start), duration = num(clip.duration);
      if (start !== undefined && duration !== undefined && duration > 0) {
        const r = clipFrames({ start, duration }, this.fps);
        if (r.end <= r.start) this.err(`${path}.duration`, `covers no frame at ${this.fps} fps (frames are 1/${this.fps} s; see the rounding rules)`);
        else if ((clipKinds as readonly unknown[]).includes(clip.kind)) placed.push({ i, ...r, clip });
      }
      this.clip(path, clip);
    });
    placed.sort((a, b) => a.start - b.start || a.i - b.i);
    let reach: (typeof placed)[number] | undefined;
    for (const b of placed) {
      if (reach && b.start < reach.end) this.err(`${base}.clips[${b.i}].start`, `overlaps ${base}.clips[${reach.i}] (frames ${reach.start}–${reach.end - 1}); clips on one track must not overlap`);
      if (!reach || b.end > reach.end) reach = b;
    }
    for (const { i, start, end, clip } of placed) {
      const tr = clip.transition;
      if (!isObj(tr)) continue;
      const path = `${base}.clips[${i}].transition`;
      const prev = placed.find((p) => p.end === start && p.i !== i);
      if (!prev) { this.err(path, 'needs a clip on the same track that ends exactly where this clip starts'); continue; }
      if (prev.clip.kind === 'audio' || clip.kind === 'audio') { this.err(path, 'audio clips have no picture to transition; use fadeIn and fadeOut'); continue; }
      const d = num(tr.duration);
      if (d !== undefined) {
        const frames = Math.max(1, frameOf(d, this.fps));
        const room = Math.min(end - start, prev.end - prev.start);
        if (frames > room) this.err(`${path}.duration`, `${frames} frames exceed the shorter of the two clips (${room} frames)`);
      }
    }
  }

  clip(path: string, clip: Obj) {
    const kind = clip.kind;
    if (typeof kind !== 'string') return;
    for (const k of ['transform', 'crop']) if (clip[k] !== undefined && !isObj(clip[k])) return;
    const crop = isObj(clip.crop) ? clip.crop : undefined;
    if (crop) {
      if ((num(crop.left) ?? 0) + (num(crop.right) ?? 0) >= 1) this.err(`${path}.crop`, 'left + right must be below 1');
      if ((num(crop.top) ?? 0) + (num(crop.bottom) ?? 0) >= 1) this.err(`${path}.crop`, 'top + bottom must be below 1');
    }
    if (isObj(clip.trim)) {
      const s = num(clip.trim.start), e = num(clip.trim.end);
      if (s !== undefined && e !== undefined && e <= s) this.err(`${path}.trim.end`, 'must be after trim.start');
    }
    if (isObj(clip.transition)) {
      const tr = clip.transition;
      this.color(`${path}.transition.color`, tr.color);
      this.easing(`${path}.transition.easing`, tr.easing);
      if (tr.kind === 'component') {
        const use = componentUse(tr);
        if (!use) this.err(`${path}.transition.componentId`, 'is required when kind is component');
        else this.ctx.components.transition(this, `${path}.transition`, use);
      } else {
        for (const field of ['componentId', 'version']) if (tr[field] !== undefined) this.err(`${path}.transition.${field}`, 'is only used when kind is component');
      }
    }
    if (isObj(clip.animate)) this.animate(path, kind, clip);
    switch (kind) {
      case 'text': {
        const s = isObj(clip.style) ? clip.style : {};
        this.color(`${path}.style.color`, s.color);
        if (isObj(s.stroke)) this.color(`${path}.style.stroke.color`, s.stroke.color);
        if (isObj(s.shadow)) this.color(`${path}.style.shadow.color`, s.shadow.color);
        if (isObj(s.background)) this.color(`${path}.style.background.color`, s.background.color);
        this.font(`${path}.style.fontFamily`, s.fontFamily ?? 'brand:fonts.body', s.fontWeight, s.fontStyle);
        break;
      }
      case 'shape': {
        if (typeof clip.fill === 'string') this.color(`${path}.fill`, clip.fill);
        else if (isObj(clip.fill) && Array.isArray(clip.fill.stops)) clip.fill.stops.forEach((st, i) => { if (isObj(st)) this.color(`${path}.fill.stops[${i}].color`, st.color); });
        if (isObj(clip.stroke)) this.color(`${path}.stroke.color`, clip.stroke.color);
        break;
      }
      case 'audio': {
        const named = (['src', 'soundId', 'bedId'] as const).filter((k) => clip[k] !== undefined);
        if (named.length !== 1) this.err(`${path}.${named[1] ?? 'src'}`, named.length ? `names its sound by ${named.join(' and ')}; give exactly one of src, soundId and bedId` : 'is required unless soundId or bedId names a sound of the pack');
        else if (typeof clip.soundId === 'string' || typeof clip.bedId === 'string') this.ctx.sounds?.audioClip(this, path, { soundId: clip.soundId as string | undefined, bedId: clip.bedId as string | undefined });
        break;
      }
      case 'component': {
        const use = componentUse(clip);
        if (use) this.ctx.components.clip(this, path, use);
        break;
      }
      case 'captions': {
        if (clip.words === undefined && clip.transcript === undefined) this.err(`${path}.words`, 'is required unless transcript names a media item');
        if (Array.isArray(clip.words)) clip.words.forEach((w, i) => {
          if (isObj(w) && num(w.start) !== undefined && num(w.end) !== undefined && (w.end as number) < (w.start as number)) this.err(`${path}.words[${i}].end`, 'must not be before start');
        });
        if (isObj(clip.profile)) this.captionProfile(`${path}.profile`, clip.profile);
        const merged = { ...(this.tokens['captions.profile'] ?? {}), ...(isObj(clip.profile) ? clip.profile : {}) } as Obj;
        if (!isObj(clip.profile) || (clip.profile.fontFamily === undefined && clip.profile.fontWeight === undefined)) {
          if (merged.fontFamily !== undefined || merged.fontWeight !== undefined) this.font(`${path}.profile.fontFamily`, merged.fontFamily ?? 'brand:fonts.heading', merged.fontWeight, 'normal');
        }
        break;
      }
    }
  }

  animate(path: string, kind: string, clip: Obj) {
    const allowed = animatable[kind] ?? new Set<string>();
    const use = kind === 'component' ? componentUse(clip) : undefined;
    for (const [prop, kfs] of Object.entries(clip.animate as Obj)) {
      const p = `${path}.animate.${prop}`;
      if (prop.startsWith('props.') && use) {
        this.ctx.components.animatedProp(this, p, use, prop.slice('props.'.length));
      } else if (!allowed.has(prop)) {
        this.err(p, `is not an animatable numeric property of a ${kind} clip (${[...allowed].join(', ')}${kind === 'component' ? ', props.<numeric prop>' : ''})`);
      }
      if (!Array.isArray(kfs)) continue;
      let last = -Infinity;
      kfs.forEach((kf, i) => {
        if (!isObj(kf)) return;
        const t = num(kf.time);
        if (t !== undefined) {
          if (t < last) this.err(`${p}[${i}].time`, 'keyframes must be in time order');
          last = Math.max(last, t);
        }
        this.easing(`${p}[${i}].easing`, kf.easing);
      });
    }
  }
}

export function validateComposition(input: unknown, ctx: ValidationContext): ValidationResult {
  const errors: FieldError[] = [];
  const validate = compositionValidator();
  if (!validate(input)) errors.push(...schemaErrors(validate.errors ?? []));
  if (!isObj(input)) return { ok: false, errors: errors.length ? errors : [{ path: '', problem: 'must be an object', code: 'invalid' }] };
  const output = isObj(input.output) ? input.output : {};
  const fps = num(output.fps) && (output.fps as number) > 0 ? (output.fps as number) : 30;
  const bk = isObj(input.brandKit) && isObj(input.brandKit.kit) && isObj(input.brandKit.kit.colors) && isObj(input.brandKit.kit.headingFont) && isObj(input.brandKit.kit.bodyFont) ? input.brandKit.kit : undefined;
  const checker = new Checker(ctx, brandTokens(bk as never), fps);
  checker.composition(input);
  const seen = new Set(errors.map((e) => `${e.path}\u0000${e.problem}`));
  for (const e of checker.errors) if (!seen.has(`${e.path}\u0000${e.problem}`)) { errors.push(e); seen.add(`${e.path}\u0000${e.problem}`); }
  if (errors.length) return { ok: false, errors };
  return { ok: true, composition: input as Composition, warnings: checker.warnings };
}

/** The API error for an invalid composition: `font_not_reproducible` when fonts are the only
 *  problem, otherwise `composition_invalid`; `details.fields` lists every bad field. */
export function compositionError(errors: FieldError[]): AppError {
  const onlyFonts = errors.every((e) => e.code === 'font_not_reproducible');
  const code = onlyFonts ? 'font_not_reproducible' : 'composition_invalid';
  const message = onlyFonts
    ? `${errors.length} font${errors.length === 1 ? '' : 's'} cannot be drawn: ${errors.map((e) => e.problem).join('; ')}`
    : `the composition has ${errors.length} invalid field${errors.length === 1 ? '' : 's'}`;
  return new AppError(422, code, message, { fields: errors });
}
