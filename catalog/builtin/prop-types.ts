/** Prop schema pieces and catalog values the built-in components share: colours, font families and weights, image sources, seeds, the any-size format. */
import { Type } from '@sinclair/typebox';

export const color = (description: string) => Type.String({ minLength: 1, description });
export const fontFamily = (description = 'admitted font family') => Type.String({ minLength: 1, description });
export const fontWeight = () => Type.Integer({ minimum: 100, maximum: 900 });
export const imageSource = (description: string) => Type.String({ maxLength: 2048, description });
/** The plain forms of fontFamily() and fontWeight(). */
export const family = fontFamily();
export const weight = fontWeight();
/** The seed of a component's deterministic randomness: the same seed draws the same frames. */
export const seedProp = () => Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'seed of the random layout; the same seed draws the same frames' });

/** A graphic drawn at any aspect ratio and size (it lays itself out from the box it is given). */
export const anyFormat = { aspectRatio: 'any', fps: 30, resolution: 'any' };
