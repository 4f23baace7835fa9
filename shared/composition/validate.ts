/**
 * Composition validation: the JSON Schema (every structural problem, not just the first) followed
 * by the rules a schema cannot say (frame-exact durations, overlaps, transitions, keyframes,
 * colours, brand token references, component props, admitted fonts). The result lists every bad
 * field as `{path, problem, code}`, ready for a 422 body (`details.fields`).
 *
 * Paths read like JavaScript: `tracks[0].clips[2].transform.scale`.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { AppError } from '../errors.ts';
import { brandTokenNames, brandTokens, isBrandRef, brandRefName, type BrandTokens } from './brand.ts';
import { isColor } from './color.ts';
import { Composition as CompositionSchema, clipKinds, type Composition } from './schema.ts';
import { clipFrames, frameOf, parseEasing } from './timing.ts';
import type { FontSet, FontStyle } from '../fonts/index.ts';
import type { Component } from '../components/sdk.ts';
import { resolveProps } from '../components/sdk.ts';

export type FieldErrorCode = 'invalid' | 'font_not_reproducible' | 'unknown_component';

export interface FieldError { path: string; problem: string; code: FieldErrorCode }

export type ValidationResult = { ok: true; composition: Composition; warnings: string[] } | { ok: false; errors: FieldError[] };

export interface ComponentLookup { get(id: string, version?: string): Component | undefined }

export interface ValidationContext { components: ComponentLookup; fonts: FontSet }

const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false, verbose: true });
let compiled: ValidateFunction | undefined;
const propValidators = new WeakMap<object, ValidateFunction>();

function compositionValidator(): ValidateFunction {
  compiled ??= ajv.compile(CompositionSchema);
  return compiled;
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

function join(base: string, key: string | number): string {
  return typeof key === 'number' ? `${base}[${key}]` : base === '' ? key : `${base}.${key}`;
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

class Checker {
  readonly errors: FieldError[] = [];
  readonly warnings: string[] = [];
  constructor(readonly ctx: ValidationContext, readonly tokens: BrandTokens, readonly fps: number) {}

  err(path: string, problem: string, code: FieldErrorCode = 'invalid') { this.errors.push({ path, problem, code }); }

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
  }

  brandKit(path: string, kit: Obj) {
    if (isObj(kit.colors)) for (const [k, v] of Object.entries(kit.colors)) if (typeof v === 'string' && !isColor(v)) this.err(`${path}.colors.${k}`, `'${v}' is not a CSS colour`);
    for (const f of ['headingFont', 'bodyFont'] as const) {
      const ref = kit[f];
      if (isObj(ref)) this.font(`${path}.${f}`, ref.fontFamily, ref.fontWeight, 'normal');
    }
    if (isObj(kit.captionProfile)) this.captionProfile(`${path}.captionProfile`, kit.captionProfile);
    if (isObj(kit.motion)) this.easing(`${path}.motion.easing`, kit.motion.easing);
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
        const id = tr.componentId;
        if (typeof id !== 'string') this.err(`${path}.transition.componentId`, 'is required when kind is component');
        else {
          const c = this.ctx.components.get(id);
          if (!c) this.err(`${path}.transition.componentId`, `no component '${id}' in the catalog`, 'unknown_component');
          else if (c.kind !== 'transition') this.err(`${path}.transition.componentId`, `component '${id}' is of kind ${c.kind}, not transition`);
          else this.props(`${path}.transition.props`, c, isObj(tr.props) ? tr.props : undefined);
        }
      } else if (tr.componentId !== undefined) this.err(`${path}.transition.componentId`, 'is only used when kind is component');
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
      case 'component': {
        const id = clip.componentId;
        if (typeof id !== 'string') break;
        const c = this.ctx.components.get(id, typeof clip.version === 'string' ? clip.version : undefined);
        if (!c) { this.err(`${path}.componentId`, `no component '${id}'${typeof clip.version === 'string' ? ` at version ${clip.version}` : ''} in the catalog`, 'unknown_component'); break; }
        if (c.kind === 'transition') { this.err(`${path}.componentId`, `'${id}' is a transition: place it in a clip's transition ({kind: 'component', componentId})`); break; }
        this.props(`${path}.props`, c, isObj(clip.props) ? clip.props : undefined);
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
    for (const [prop, kfs] of Object.entries(clip.animate as Obj)) {
      const p = `${path}.animate.${prop}`;
      if (prop.startsWith('props.') && kind === 'component' && typeof clip.componentId === 'string') {
        const c = this.ctx.components.get(clip.componentId);
        const name = prop.slice('props.'.length);
        const schema = c ? (c.propSchema.properties as Record<string, { type?: string }>)[name] : undefined;
        if (c && (!schema || (schema.type !== 'number' && schema.type !== 'integer'))) this.err(p, `component '${c.id}' has no numeric prop '${name}'`);
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

  props(path: string, c: Component, props: Obj | undefined) {
    const effective = resolveProps(c, props, this.tokens);
    let validate = propValidators.get(c);
    if (!validate) { validate = ajv.compile(c.propSchema); propValidators.set(c, validate); }
    if (!validate(effective)) this.errors.push(...schemaErrors(validate.errors ?? [], path));
    for (const fp of c.fontParams) {
      const weights = [...(fp.weight !== undefined ? [effective[fp.weight]] : []), ...(fp.weights ?? [])];
      for (const w of weights.length ? weights : [400]) this.font(`${path}.${fp.family}`, effective[fp.family], w, fp.style ? effective[fp.style] : 'normal');
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
