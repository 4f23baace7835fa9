/** Prop schema pieces the built-in components share: colours, font families and weights, image sources. */
import { Type } from '@sinclair/typebox';

export const color = (description: string) => Type.String({ minLength: 1, description });
export const fontFamily = (description = 'admitted font family') => Type.String({ minLength: 1, description });
export const fontWeight = () => Type.Integer({ minimum: 100, maximum: 900 });
export const imageSource = (description: string) => Type.String({ maxLength: 2048, description });
/** The plain forms of fontFamily() and fontWeight(). */
export const family = fontFamily();
export const weight = fontWeight();
