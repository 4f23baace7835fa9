/**
 * The drawing protocol between a sandboxed component and the host that draws for it.
 *
 * Inside the sandbox, the canvas API the components use records drawing as commands in a flat
 * buffer of numbers: `[op, target, ...arguments]`, strings as indexes into a string table sent
 * with the buffer. Canvases, gradients, patterns and pictures are small integer handles: those
 * the script creates count up from 1; those the host lends for one draw (the canvas drawn on is
 * 0, the pictures of `io`) count down from -1. The host replays a buffer onto Skia when the
 * script asks for something only Skia knows (a text measure, pixels, the transform) and when the
 * draw ends. Nothing here runs code: both sides import these tables.
 */

/** Commands (each followed by its target handle and its fixed or counted arguments). */
export const Op = {
  /** target, prop index, value (a number; a string index for string and style props) */
  setProp: 1,
  /** target, prop index, handle of a gradient or pattern */
  setStyleObject: 2,
  save: 3,
  restore: 4,
  beginPath: 5,
  closePath: 6,
  moveTo: 7,
  lineTo: 8,
  bezierCurveTo: 9,
  quadraticCurveTo: 10,
  /** x, y, radius, start, end, anticlockwise (0/1) */
  arc: 11,
  arcTo: 12,
  /** x, y, radiusX, radiusY, rotation, start, end, anticlockwise (0/1) */
  ellipse: 13,
  rect: 14,
  /** x, y, w, h, count, radii… */
  roundRect: 15,
  /** fill rule: 0 nonzero, 1 evenodd */
  fill: 16,
  stroke: 17,
  /** fill rule: 0 nonzero, 1 evenodd */
  clip: 18,
  fillRect: 19,
  strokeRect: 20,
  clearRect: 21,
  /** string index, x, y, maxWidth (NaN: none) */
  fillText: 22,
  strokeText: 23,
  translate: 24,
  rotate: 25,
  scale: 26,
  transform: 27,
  setTransform: 28,
  resetTransform: 29,
  /** count, segments… */
  setLineDash: 30,
  /** picture handle, count (2, 4 or 8), numbers… */
  drawImage: 31,
  /** (the target is the new canvas) width, height */
  createCanvas: 32,
  /** (the target is the canvas) width, height */
  resizeCanvas: 33,
  /** (the target is any handle the script created) */
  release: 34,
  /** (the target is the new gradient) x0, y0, x1, y1 */
  linearGradient: 35,
  /** (the target is the new gradient) x0, y0, r0, x1, y1, r1 */
  radialGradient: 36,
  /** (the target is the new gradient) startAngle, x, y */
  conicGradient: 37,
  /** (the target is the gradient) offset, colour string index */
  addColorStop: 38,
  /** (the target is the new pattern) picture handle, repetition string index */
  pattern: 39,
  reset: 40,
} as const;

/** How many numbers follow the op and its target, for the commands of fixed length. */
export const fixedArity: Readonly<Record<number, number>> = {
  [Op.setProp]: 2, [Op.setStyleObject]: 2, [Op.save]: 0, [Op.restore]: 0, [Op.beginPath]: 0, [Op.closePath]: 0,
  [Op.moveTo]: 2, [Op.lineTo]: 2, [Op.bezierCurveTo]: 6, [Op.quadraticCurveTo]: 4, [Op.arc]: 6, [Op.arcTo]: 5,
  [Op.ellipse]: 8, [Op.rect]: 4, [Op.fill]: 1, [Op.stroke]: 0, [Op.clip]: 1, [Op.fillRect]: 4, [Op.strokeRect]: 4,
  [Op.clearRect]: 4, [Op.fillText]: 4, [Op.strokeText]: 4, [Op.translate]: 2, [Op.rotate]: 1, [Op.scale]: 2,
  [Op.transform]: 6, [Op.setTransform]: 6, [Op.resetTransform]: 0, [Op.createCanvas]: 2, [Op.resizeCanvas]: 2,
  [Op.release]: 0, [Op.linearGradient]: 4, [Op.radialGradient]: 6, [Op.conicGradient]: 3, [Op.addColorStop]: 2,
  [Op.pattern]: 2, [Op.reset]: 0,
};

/** For the commands of counted length: where among the arguments the count stands (the numbers counted follow it). */
export const countAt: Readonly<Record<number, number>> = { [Op.roundRect]: 4, [Op.setLineDash]: 0, [Op.drawImage]: 1 };

export type PropKind = 'number' | 'boolean' | 'string' | 'style';

/** The state properties of a 2D context, by index in commands. */
export const stateProps: readonly { name: string; kind: PropKind }[] = [
  { name: 'fillStyle', kind: 'style' },
  { name: 'strokeStyle', kind: 'style' },
  { name: 'globalAlpha', kind: 'number' },
  { name: 'lineWidth', kind: 'number' },
  { name: 'miterLimit', kind: 'number' },
  { name: 'lineDashOffset', kind: 'number' },
  { name: 'shadowBlur', kind: 'number' },
  { name: 'shadowOffsetX', kind: 'number' },
  { name: 'shadowOffsetY', kind: 'number' },
  { name: 'imageSmoothingEnabled', kind: 'boolean' },
  { name: 'font', kind: 'string' },
  { name: 'textAlign', kind: 'string' },
  { name: 'textBaseline', kind: 'string' },
  { name: 'direction', kind: 'string' },
  { name: 'lineCap', kind: 'string' },
  { name: 'lineJoin', kind: 'string' },
  { name: 'globalCompositeOperation', kind: 'string' },
  { name: 'imageSmoothingQuality', kind: 'string' },
  { name: 'shadowColor', kind: 'string' },
  { name: 'filter', kind: 'string' },
  { name: 'letterSpacing', kind: 'string' },
  { name: 'wordSpacing', kind: 'string' },
  { name: 'fontKerning', kind: 'string' },
  { name: 'fontStretch', kind: 'string' },
  { name: 'fontVariantCaps', kind: 'string' },
  { name: 'textRendering', kind: 'string' },
];

/** The fields of a text measure, in the order the host sends them. */
export const textMetricFields = [
  'width', 'actualBoundingBoxLeft', 'actualBoundingBoxRight', 'actualBoundingBoxAscent', 'actualBoundingBoxDescent',
  'fontBoundingBoxAscent', 'fontBoundingBoxDescent', 'emHeightAscent', 'emHeightDescent',
  'alphabeticBaseline', 'hangingBaseline', 'ideographicBaseline',
] as const;

/** A value of a state property as the host answers it: a plain value, or a style object's handle. */
export type PropAnswer = { value: string | number | boolean } | { handle: number; kind: 'gradient' | 'pattern' };

/** A picture the host lends (an `io` picture or layer): its handle and size. */
export interface LentPicture { handle: number; width: number; height: number }

/** The functions the host gives the sandbox (numbers and strings in, JSON or bytes out). */
export interface HostBridge {
  /** Replays `doubles` numbers of `buffer` with the string table (a JSON array). */
  flush(buffer: ArrayBuffer, doubles: number, strings: string): void;
  /** JSON array of `textMetricFields`. */
  measureText(target: number, text: string): string;
  /** [pixels, width, height] (straight RGBA). */
  getImageData(target: number, x: number, y: number, width: number, height: number): [ArrayBuffer, number, number];
  putImageData(target: number, pixels: ArrayBuffer, width: number, height: number, dx: number, dy: number, dirtyX: number, dirtyY: number, dirtyWidth: number, dirtyHeight: number): void;
  /** A repeating pattern of straight-RGBA pixels, made as the script's handle `handle`. */
  pixelPattern(handle: number, pixels: ArrayBuffer, width: number, height: number, repetition: string): void;
  /** JSON [a, b, c, d, e, f]. */
  getTransform(target: number): string;
  /** JSON PropAnswer. */
  getProp(target: number, prop: number): string;
  /** JSON array of numbers. */
  getLineDash(target: number): string;
  isPointIn(target: number, stroke: number, x: number, y: number, evenOdd: number): boolean;
  /** JSON LentPicture or null. */
  image(src: string): string;
  /** JSON LentPicture of a cleared layer, or null when the renderer lends none. */
  layer(): string;
  /** JSON `{ok: true, family, weight, style}` or `{ok: false, reason}`. */
  resolveFont(family: string, weight: number, style: string): string;
}

/** What the host hands the script's `draw` (as JSON), besides the props and brand tokens. */
export interface DrawCall {
  frame: { frame: number; durationInFrames: number; fps: number; progress: number; width: number; height: number };
  /** The canvas drawn on (handle 0). */
  target: { width: number; height: number };
  from: LentPicture | null;
  to: LentPicture | null;
  /** Whether `io.layer` exists (transitions drawn by the renderer). */
  layers: boolean;
  /** Seed of this draw's Math.random. */
  seed: number;
}

/** Name of the global the compiled bundle assigns its module to. */
export const bundleGlobal = '__framefleetComponent';
/** Name of the global through which the host reaches the sandbox runtime. */
export const runtimeGlobal = '__framefleet';
/** Name of the global the host sets before the runtime starts (taken and removed by it). */
export const bridgeGlobal = '__framefleetHost';
/** Marks a definition made by the SDK's defineComponent. */
export const definitionMark = '__framefleetDefinition';
