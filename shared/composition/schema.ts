/**
 * The composition: the product's core data model. One JSON document describes a whole video;
 * the same schema validates API requests and feeds the OpenAPI document. Timing and rounding
 * rules are in README.md beside this file and implemented in timing.ts.
 *
 * Shape in brief:
 *   { version: 1, output: {width, height, fps, background, durationSec?},
 *     brandKit?: {kitId?, kit?, watermark?},
 *     tracks: [{ id?, name?, hidden?, muted?, clips: [Clip] }] }
 * Clip kinds: video, image, text, shape, component, audio, captions. Tracks paint in array order
 * (tracks[0] is the bottom layer); clips on one track never overlap. A picture clip with
 * `behindSubject` is drawn behind the subject of a video clip on a lower track.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { sfxFamilies, sfxIntensitySettings } from '../sounds/families.ts';

const strict = { additionalProperties: false } as const;

/** A CSS colour (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()`, a CSS colour name, `transparent`) or a brand token reference such as `brand:colors.primary`. */
export const Color = Type.String({ minLength: 1, maxLength: 100, description: 'CSS colour or brand token reference (brand:colors.primary)' });

/** Easing names, `cubic-bezier(x1,y1,x2,y2)` written as a string, or the object form of brand kits. */
export const EasingName = Type.String({
  pattern: '^(linear|ease|ease-in|ease-out|ease-in-out|cubic-bezier\\(\\s*-?[0-9.]+\\s*,\\s*-?[0-9.]+\\s*,\\s*-?[0-9.]+\\s*,\\s*-?[0-9.]+\\s*\\))$',
  description: 'linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(x1,y1,x2,y2) with x1 and x2 in [0, 1]',
});
export const EasingObject = Type.Object({
  kind: Type.Literal('cubic-bezier'),
  x1: Type.Number({ minimum: 0, maximum: 1 }),
  y1: Type.Number(),
  x2: Type.Number({ minimum: 0, maximum: 1 }),
  y2: Type.Number(),
}, strict);
export const Easing = Type.Union([EasingName, EasingObject], { description: 'easing of the segment that starts at this keyframe' });

export const Keyframe = Type.Object({
  time: Type.Number({ minimum: 0, description: 'seconds from the clip start' }),
  value: Type.Number(),
  easing: Type.Optional(Easing),
}, strict);

/**
 * Keyframed animation: a map from the dotted path of a numeric property of the clip
 * (`opacity`, `transform.x`, `transform.rotation`, `crop.left`, `style.fontSize`, `volume`,
 * `props.<name>` of a component) to its keyframes. The animated value replaces the static one.
 */
export const Animate = Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z][A-Za-z0-9]*)*$' }), Type.Array(Keyframe, { minItems: 1, maxItems: 1000 }), {
  description: 'numeric property path → keyframes',
});

export const Transform = Type.Object({
  x: Type.Optional(Type.Number({ description: 'horizontal position of the anchor in output pixels (default: frame centre)' })),
  y: Type.Optional(Type.Number({ description: 'vertical position of the anchor in output pixels (default: frame centre)' })),
  width: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'box width in output pixels (default: output width)' })),
  height: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'box height in output pixels (default: output height)' })),
  anchorX: Type.Optional(Type.Number({ description: 'anchor inside the box, 0 = left, 1 = right (default 0.5)' })),
  anchorY: Type.Optional(Type.Number({ description: 'anchor inside the box, 0 = top, 1 = bottom (default 0.5)' })),
  scale: Type.Optional(Type.Number({ minimum: 0, description: 'uniform scale around the anchor (default 1)' })),
  scaleX: Type.Optional(Type.Number({ description: 'extra horizontal scale (negative mirrors)' })),
  scaleY: Type.Optional(Type.Number({ description: 'extra vertical scale (negative mirrors)' })),
  rotation: Type.Optional(Type.Number({ description: 'degrees clockwise around the anchor' })),
}, strict);

export const Crop = Type.Object({
  left: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  top: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  right: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  bottom: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
}, { ...strict, description: 'fractions of the source cut from each side before fitting' });

export const Fit = Type.Union([Type.Literal('cover'), Type.Literal('contain'), Type.Literal('fill'), Type.Literal('none')]);
export const BlendMode = Type.Union(['normal', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'soft-light', 'difference'].map((m) => Type.Literal(m)));

export const transitionKinds = ['crossfade', 'dip', 'wipe', 'slide', 'push', 'zoom', 'iris', 'component'] as const;
export const Direction = Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('up'), Type.Literal('down')]);

/** A transition into this clip from the clip that ends exactly where this one starts on the same track. */
export const Transition = Type.Object({
  kind: Type.Union(transitionKinds.map((k) => Type.Literal(k))),
  duration: Type.Number({ exclusiveMinimum: 0, maximum: 10, description: 'seconds, centred on the cut' }),
  direction: Type.Optional(Direction),
  color: Type.Optional(Color),
  easing: Type.Optional(Easing),
  componentId: Type.Optional(Type.String({ minLength: 1, description: 'catalog id of a transition component (kind component)' })),
  version: Type.Optional(Type.String({ minLength: 1, description: 'pinned version of the transition component (default: current; saving pins it)' })),
  props: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
}, strict);

export const Trim = Type.Object({
  start: Type.Number({ minimum: 0, description: 'source seconds where the clip starts' }),
  end: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'source seconds where the source ends (default: source end)' })),
}, strict);

const Src = Type.String({ minLength: 1, maxLength: 2048, description: 'media: a path relative to the composition, file:// URL, or media:<id> resolved by the service' });

/** Places a picture clip behind the subject (the people) of a video clip: see README.md, Behind the subject. */
export const BehindSubject = Type.Object({
  clipId: Type.String({ minLength: 1, maxLength: 200, description: 'id of a video clip on a lower track that overlaps this clip in time; its subject is drawn in front of this clip' }),
}, { ...strict, description: 'draw this clip behind the subject of a video clip (needs a ready matte fact of that video\'s media covering its source window)' });

/** The subject matte of a video clip's source: a grey-level video, 255 = subject. */
export const SubjectMatte = Type.Object({
  src: Type.String({ minLength: 1, maxLength: 2048, description: 'the matte video: a path or file:// URL for local renders; matte:<factId> where the service fills it' }),
  startSec: Type.Number({ minimum: 0, description: 'source seconds of the matte\'s first frame; matte frame i is source time startSec + i / fps' }),
}, { ...strict, description: 'set by the service when a render is queued, from the media item\'s ready matte fact; give it yourself only to local renders' });

function clipBase<K extends string>(kind: K) {
  return {
    kind: Type.Literal(kind),
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'unique among the clips of the composition; behindSubject names clips by it' })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    start: Type.Number({ minimum: 0, description: 'timeline seconds' }),
    duration: Type.Number({ exclusiveMinimum: 0, description: 'seconds on the timeline' }),
  };
}

const visual = {
  transform: Type.Optional(Transform),
  opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  crop: Type.Optional(Crop),
  blendMode: Type.Optional(BlendMode),
  animate: Type.Optional(Animate),
  transition: Type.Optional(Transition),
};

const audible = {
  volume: Type.Optional(Type.Number({ minimum: 0, maximum: 4, description: 'linear gain (1 = unchanged)' })),
  muted: Type.Optional(Type.Boolean()),
  fadeIn: Type.Optional(Type.Number({ minimum: 0, description: 'audio fade-in seconds' })),
  fadeOut: Type.Optional(Type.Number({ minimum: 0, description: 'audio fade-out seconds' })),
};

export const VideoClip = Type.Object({
  ...clipBase('video'),
  src: Src,
  trim: Type.Optional(Trim),
  playbackRate: Type.Optional(Type.Number({ minimum: 0.25, maximum: 4 })),
  fit: Type.Optional(Fit),
  loop: Type.Optional(Type.Boolean()),
  subjectMatte: Type.Optional(SubjectMatte),
  ...visual,
  ...audible,
}, strict);

export const ImageClip = Type.Object({
  ...clipBase('image'),
  src: Src,
  fit: Type.Optional(Fit),
  behindSubject: Type.Optional(BehindSubject),
  ...visual,
}, strict);

export const TextStyle = Type.Object({
  fontFamily: Type.Optional(Type.String({ minLength: 1, description: 'admitted family or brand:fonts.heading / brand:fonts.body' })),
  fontWeight: Type.Optional(Type.Number({ minimum: 1, maximum: 1000 })),
  fontStyle: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('italic')])),
  fontSize: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 2000, description: 'pixels' })),
  color: Type.Optional(Color),
  align: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')])),
  verticalAlign: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('middle'), Type.Literal('bottom')])),
  lineHeight: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, description: 'multiple of the font size' })),
  letterSpacing: Type.Optional(Type.Number({ description: 'pixels' })),
  textTransform: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('uppercase'), Type.Literal('lowercase')])),
  stroke: Type.Optional(Type.Object({ color: Color, width: Type.Number({ minimum: 0 }) }, strict)),
  shadow: Type.Optional(Type.Object({ color: Color, blur: Type.Optional(Type.Number({ minimum: 0 })), offsetX: Type.Optional(Type.Number()), offsetY: Type.Optional(Type.Number()) }, strict)),
  background: Type.Optional(Type.Object({ color: Color, paddingX: Type.Optional(Type.Number({ minimum: 0 })), paddingY: Type.Optional(Type.Number({ minimum: 0 })), radius: Type.Optional(Type.Number({ minimum: 0 })) }, strict)),
}, strict);

export const TextClip = Type.Object({
  ...clipBase('text'),
  text: Type.String({ minLength: 1, maxLength: 5000 }),
  style: Type.Optional(TextStyle),
  behindSubject: Type.Optional(BehindSubject),
  ...visual,
}, strict);

export const GradientStop = Type.Object({ offset: Type.Number({ minimum: 0, maximum: 1 }), color: Color }, strict);
export const Gradient = Type.Object({
  kind: Type.Union([Type.Literal('linear'), Type.Literal('radial')]),
  angle: Type.Optional(Type.Number({ description: 'degrees, linear only; 0 = left to right' })),
  stops: Type.Array(GradientStop, { minItems: 2, maxItems: 16 }),
}, strict);

export const ShapeClip = Type.Object({
  ...clipBase('shape'),
  shape: Type.Union([Type.Literal('rectangle'), Type.Literal('ellipse')]),
  fill: Type.Optional(Type.Union([Color, Gradient])),
  stroke: Type.Optional(Type.Object({ color: Color, width: Type.Number({ minimum: 0 }) }, strict)),
  radius: Type.Optional(Type.Number({ minimum: 0, description: 'corner radius in pixels (rectangle)' })),
  behindSubject: Type.Optional(BehindSubject),
  ...visual,
}, strict);

export const ComponentClip = Type.Object({
  ...clipBase('component'),
  componentId: Type.String({ minLength: 1, maxLength: 200 }),
  version: Type.Optional(Type.String({ minLength: 1, description: 'pinned component version (default: current; saving pins it)' })),
  props: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  behindSubject: Type.Optional(BehindSubject),
  ...visual,
}, strict);

const packIdText = { minLength: 1, maxLength: 100, pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$' };

/** A sound clip: a media file (`src`), or a sound of the built-in pack (`soundId`, `bedId`); exactly one of the three. */
export const AudioClip = Type.Object({
  ...clipBase('audio'),
  src: Type.Optional(Src),
  soundId: Type.Optional(Type.String({ ...packIdText, description: 'a sound effect of the pack (GET /v1/components lists them under sfx), instead of src' })),
  bedId: Type.Optional(Type.String({ ...packIdText, description: 'a music bed of the pack (listed under audio with role music), instead of src; loops unless loop is false' })),
  trim: Type.Optional(Trim),
  playbackRate: Type.Optional(Type.Number({ minimum: 0.25, maximum: 4 })),
  loop: Type.Optional(Type.Boolean()),
  animate: Type.Optional(Animate),
  ...audible,
}, strict);

export const CaptionWord = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 200 }),
  start: Type.Number({ minimum: 0, description: 'seconds in the transcript' }),
  end: Type.Number({ minimum: 0 }),
  emphasis: Type.Optional(Type.Boolean()),
}, strict);

export const EntranceKind = Type.Union([Type.Literal('none'), Type.Literal('fade'), Type.Literal('word-pop'), Type.Literal('stagger-up')]);

/** The brand kit caption profile of the spec; no unknown keys. */
export const CaptionProfile = Type.Object({
  fontFamily: Type.Optional(Type.String({ minLength: 1 })),
  fontSize: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1000 })),
  fontWeight: Type.Optional(Type.Number({ minimum: 1, maximum: 1000 })),
  color: Type.Optional(Color),
  highlightColor: Type.Optional(Color),
  backgroundColor: Type.Optional(Color),
  plate: Type.Optional(Type.Union([Type.Literal('glass'), Type.Literal('solid'), Type.Literal('none')])),
  position: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('center'), Type.Literal('bottom')])),
  textTransform: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('uppercase')])),
  entrance: Type.Optional(EntranceKind),
  entranceMs: Type.Optional(Type.Number({ minimum: 0, maximum: 5000 })),
  entranceStaggerMs: Type.Optional(Type.Number({ minimum: 0, maximum: 2000 })),
  exitMs: Type.Optional(Type.Number({ minimum: 0, maximum: 5000 })),
  emphasisColor: Type.Optional(Color),
  emphasisScale: Type.Optional(Type.Number({ minimum: 0.5, maximum: 3 })),
  emphasisFontFamily: Type.Optional(Type.String({ minLength: 1 })),
  emphasisFontWeight: Type.Optional(Type.Number({ minimum: 1, maximum: 1000 })),
  emphasisFontStyle: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('italic')])),
  emphasisTextTransform: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('uppercase')])),
  emphasisLetterSpacing: Type.Optional(Type.Number()),
  emphasisPlate: Type.Optional(Type.Boolean()),
  emphasisPlateColor: Type.Optional(Color),
  emphasisPlateTextColor: Type.Optional(Color),
}, strict);

export const CaptionsClip = Type.Object({
  ...clipBase('captions'),
  words: Type.Optional(Type.Array(CaptionWord, { maxItems: 100_000, description: 'word timings (the transcript shape)' })),
  transcript: Type.Optional(Type.Object({ mediaId: Type.String({ minLength: 1 }) }, { ...strict, description: 'the service fills `words` from this media item\'s transcript before rendering' })),
  trim: Type.Optional(Type.Object({ start: Type.Number({ minimum: 0, description: 'transcript seconds shown at the clip start' }) }, strict)),
  profile: Type.Optional(CaptionProfile),
  maxWordsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
  maxLines: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  maxWidth: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1, description: 'fraction of the output width' })),
  ...visual,
}, strict);

export const clipKinds = ['video', 'image', 'text', 'shape', 'component', 'audio', 'captions'] as const;
export type ClipKind = (typeof clipKinds)[number];

const clipSchemas = [VideoClip, ImageClip, TextClip, ShapeClip, ComponentClip, AudioClip, CaptionsClip];

/** A clip: one of the kinds above, chosen by `kind` (OpenAPI discriminator). */
export const Clip = Type.Unsafe<Static<typeof VideoClip> | Static<typeof ImageClip> | Static<typeof TextClip> | Static<typeof ShapeClip> | Static<typeof ComponentClip> | Static<typeof AudioClip> | Static<typeof CaptionsClip>>({
  oneOf: clipSchemas,
  discriminator: { propertyName: 'kind' },
  description: `a clip; kind is one of ${clipKinds.join(', ')}`,
});

export const Track = Type.Object({
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  hidden: Type.Optional(Type.Boolean()),
  muted: Type.Optional(Type.Boolean()),
  clips: Type.Array(Clip, { maxItems: 5000 }),
}, strict);

export const Output = Type.Object({
  width: Type.Integer({ minimum: 16, maximum: 7680, multipleOf: 2 }),
  height: Type.Integer({ minimum: 16, maximum: 4320, multipleOf: 2 }),
  fps: Type.Number({ exclusiveMinimum: 0, maximum: 120 }),
  background: Type.Optional(Color),
  durationSec: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 6 * 3600, description: 'default: end of the last clip' })),
}, strict);

const FontRef = Type.Object({ fontFamily: Type.String({ minLength: 1 }), fontWeight: Type.Number({ minimum: 1, maximum: 1000 }) }, strict);
const Placement = Type.Union([Type.Literal('tl'), Type.Literal('tr'), Type.Literal('bl'), Type.Literal('br')]);
const BrandCard = Type.Object({
  kind: Type.Union([Type.Literal('card'), Type.Literal('video')]),
  src: Type.Optional(Src),
  title: Type.Optional(Type.String({ maxLength: 500 })),
  subtitle: Type.Optional(Type.String({ maxLength: 500 })),
  durationMs: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
}, strict);

/** The sound of a brand: how loud the sounds components make are, and which pack sounds it uses for each family. */
export const BrandAudio = Type.Object({
  sfxIntensity: Type.Optional(Type.Union(sfxIntensitySettings.map((v) => Type.Literal(v)), { description: 'the intensity of the pack sounds components make; off silences them (audio clips still play)' })),
  uiSoundSet: Type.Optional(Type.Object(Object.fromEntries(sfxFamilies.map((f) => [f, Type.Optional(Type.String({ ...packIdText, description: `the pack sound effect components play for a ${f}` }))])), {
    ...strict, description: 'a pack soundId per sound family, used by every component sound of that family',
  })),
  musicEnabled: Type.Optional(Type.Boolean({ description: 'whether the brand plays music: with bedStyle.bedId, a composition without music of its own gets that bed under its whole timeline' })),
  musicMood: Type.Optional(Type.String({ maxLength: 100, description: 'the mood music for the brand should have (a word of the audio palette, e.g. uplifting)' })),
  sonicLogo: Type.Optional(Type.Object({
    ref: Type.String({ minLength: 1, maxLength: 2048, description: 'a sound effect of the pack (its soundId) or an org audio item as media:<id>' }),
    placement: Type.Optional(Type.Union([Type.Literal('intro'), Type.Literal('outro')], { description: 'intro (default): starts offsetMs after the video starts; outro: starts offsetMs before the video ends' })),
    offsetMs: Type.Optional(Type.Number({ minimum: 0, maximum: 600000, description: 'intro: delay after the start (default 0); outro: lead before the end (default 1500)' })),
  }, strict)),
  bedStyle: Type.Optional(Type.Object({
    bedId: Type.Optional(Type.String({ ...packIdText, description: 'a music bed of the pack' })),
    genre: Type.Optional(Type.String({ maxLength: 100 })),
    bpmRange: Type.Optional(Type.Object({ min: Type.Number({ minimum: 20, maximum: 300 }), max: Type.Number({ minimum: 20, maximum: 300 }) }, strict)),
  }, strict)),
  ambiencePreference: Type.Optional(Type.Object({ ref: Type.String({ minLength: 1, maxLength: 2048, description: 'a pack sound or media:<id> the brand prefers as room tone' }) }, strict)),
}, strict);

const pixels1080 = (description: string, minimum = 0) => Type.Optional(Type.Number({ minimum, maximum: 400, description: `${description}, pixels at 1080p` }));

/** Spacing tokens components lay out with (`spacing.base`, `spacing.lg`, `spacing.sm`). */
export const BrandSpacing = Type.Object({ base: pixels1080('the usual gap'), lg: pixels1080('a large gap'), sm: pixels1080('a small gap') }, strict);

/** Sizing tokens components draw with (`sizing.fontSizeHeading`, ...). */
export const BrandSizing = Type.Object({
  fontSizeHeading: pixels1080('heading text size', 10), fontSizeBody: pixels1080('body text size', 10),
  fontSizeLabel: pixels1080('label text size', 10), borderRadius: pixels1080('corner radius of cards and plates'),
}, strict);

/** How busy the brand's graphics may be; the composition check warns past these. */
export const BrandDensity = Type.Object({
  graphicsPerMin: Type.Optional(Type.Number({ minimum: 0, maximum: 600, description: 'component placements per minute of video' })),
  maxSimultaneous: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'component placements on screen at once' })),
}, strict);

/** A brand kit's tokens as a render sees them (the request field names of the spec's brand kit). */
export const BrandKit = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  tagline: Type.Optional(Type.String({ maxLength: 500 })),
  secondaryTagline: Type.Optional(Type.String({ maxLength: 500 })),
  colors: Type.Object({ primary: Color, secondary: Color, accent: Color, background: Color, text: Color }, strict),
  extraColors: Type.Optional(Type.Array(Type.Object({ hex: Color, label: Type.String({ minLength: 1 }), usage: Type.Optional(Type.String()) }, strict))),
  headingFont: FontRef,
  bodyFont: FontRef,
  captionProfile: Type.Optional(CaptionProfile),
  motion: Type.Optional(Type.Object({
    duration: Type.Optional(Type.Number({ minimum: 0 })),
    easing: Type.Optional(Easing),
    entrance: Type.Optional(EntranceKind),
    staggerMs: Type.Optional(Type.Number({ minimum: 0 })),
    exitMs: Type.Optional(Type.Number({ minimum: 0 })),
  }, strict)),
  logo: Type.Optional(Type.Object({ src: Src, alt: Type.Optional(Type.String()), placement: Type.Optional(Placement), sizePct: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })) }, strict)),
  intro: Type.Optional(BrandCard),
  outro: Type.Optional(BrandCard),
  watermark: Type.Optional(Type.Object({ src: Src, opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })), placement: Type.Optional(Placement) }, strict)),
  audio: Type.Optional(BrandAudio),
  spacing: Type.Optional(BrandSpacing),
  sizing: Type.Optional(BrandSizing),
  density: Type.Optional(BrandDensity),
}, strict);

export const BrandKitBinding = Type.Object({
  kitId: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'the org\'s brand kit; the service copies its tokens into `kit` when a render starts' })),
  kit: Type.Optional(BrandKit),
  watermark: Type.Optional(Type.Boolean({ description: 'draw the kit\'s watermark over every frame (default true when the kit has one)' })),
}, strict);

export const Composition = Type.Object({
  version: Type.Optional(Type.Literal(1)),
  output: Output,
  brandKit: Type.Optional(BrandKitBinding),
  tracks: Type.Array(Track, { minItems: 1, maxItems: 200 }),
  metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
}, { ...strict, description: 'a video composition' });

export type Composition = Static<typeof Composition>;
export type Track = Static<typeof Track>;
export type Clip = Static<typeof Clip>;
export type VideoClip = Static<typeof VideoClip>;
export type ImageClip = Static<typeof ImageClip>;
export type TextClip = Static<typeof TextClip>;
export type ShapeClip = Static<typeof ShapeClip>;
export type ComponentClip = Static<typeof ComponentClip>;
export type AudioClip = Static<typeof AudioClip>;
export type CaptionsClip = Static<typeof CaptionsClip>;
export type VisualClip = Exclude<Clip, AudioClip>;
export type TextStyle = Static<typeof TextStyle>;
export type Transform = Static<typeof Transform>;
export type Crop = Static<typeof Crop>;
export type Easing = Static<typeof Easing>;
export type Keyframe = Static<typeof Keyframe>;
export type Transition = Static<typeof Transition>;
export type CaptionWord = Static<typeof CaptionWord>;
export type CaptionProfile = Static<typeof CaptionProfile>;
export type BrandKit = Static<typeof BrandKit>;
export type BrandAudio = Static<typeof BrandAudio>;
export type Gradient = Static<typeof Gradient>;
export type Output = Static<typeof Output>;
export type BehindSubject = Static<typeof BehindSubject>;
export type SubjectMatte = Static<typeof SubjectMatte>;

/** Schemas to publish under components/schemas of the OpenAPI document. */
export const openApiSchemas: Record<string, TSchema> = {
  Composition, Track, Clip, VideoClip, ImageClip, TextClip, ShapeClip, ComponentClip, AudioClip, CaptionsClip,
  CaptionProfile, BrandKit, BrandAudio, Transition, Keyframe, Transform, BehindSubject, SubjectMatte,
};
