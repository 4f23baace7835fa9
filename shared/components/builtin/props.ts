/** Prop schemas and catalog values that many built-in components share. */
import { Type } from '@sinclair/typebox';

/** A CSS colour prop. */
export const colorProp = (description: string) => Type.String({ minLength: 1, description });

/** The seed of a component's deterministic randomness: the same seed draws the same frames. */
export const seedProp = () => Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'seed of the random layout; the same seed draws the same frames' });

/** A graphic drawn at any aspect ratio and size (it lays itself out from the box it is given). */
export const anyFormat = { aspectRatio: 'any', fps: 30, resolution: 'any' };
