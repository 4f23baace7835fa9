/** Prop schema pieces the built-in components share: colours, admitted font families, weights. */
import { Type } from '@sinclair/typebox';

export const color = (description: string) => Type.String({ minLength: 1, description });
export const family = Type.String({ minLength: 1, description: 'admitted font family' });
export const weight = Type.Integer({ minimum: 100, maximum: 900 });
