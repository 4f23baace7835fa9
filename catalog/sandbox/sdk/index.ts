/**
 * `@framefleet/component-sdk`: what an org component's source imports. Compiled components
 * bundle it (see ../compile.ts), so it runs inside the sandbox: the real drawing helpers of
 * draw.ts, the prop types of the built-ins and the colour helpers, with the host-only modules
 * they use (the canvas module, the font files) replaced by the sandbox's own (the files beside
 * this one). An ejected built-in therefore draws exactly as the built-in does.
 */
export { defineComponent, type OrgComponentDefinition } from './define.ts';
export { Type, type Static, type TObject } from '@sinclair/typebox';
export * from '../../builtin/prop-types.ts';
export * from '../../draw.ts';
export * from '../../../shared/composition/color.ts';
export type { BrandBinding, Category, ComponentSound, Drawable, DrawIO, FrameInfo, Kind, Tier, UseCase } from '../../sdk.ts';
export type { BrandTokens } from '../../../shared/composition/brand.ts';
export type { SKRSContext2D, Canvas, Image, ImageData, CanvasGradient, CanvasPattern } from '@napi-rs/canvas';
