/** JSON schemas of what stock candidates and the media items imported from them show. */
import { Type } from '@sinclair/typebox';

/** `durationSec` of a search: a number is the longest sound wanted, an object bounds both ends (sfx only). */
export const DurationBounds = Type.Union([
  Type.Number({ exclusiveMinimum: 0, description: 'longest sound, seconds' }),
  Type.Object({ min: Type.Optional(Type.Number({ minimum: 0 })), max: Type.Optional(Type.Number({ exclusiveMinimum: 0 })) }, { additionalProperties: false }),
], { description: 'sound length bounds in seconds (sfx only): a number is the longest, {min, max} bounds both' });
