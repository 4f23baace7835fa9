/** JSON schemas of what stock candidates and the media items imported from them show. */
import { Type } from '@sinclair/typebox';
import { Nullable } from '../http/schemas.ts';
import { stockProviderIds } from './provider.ts';

export const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const StockLicenseView = Type.Object({ name: Type.String(), url: Type.String() });
export const StockAttributionView = Type.Object({
  text: Type.String({ description: 'a credit line fit to show as it is' }),
  author: Nullable(Type.String()),
  authorUrl: Nullable(Type.String()),
  pageUrl: Type.String({ description: "the item's page on the provider's site" }),
});
/** What a media item imported from stock keeps: where it comes from, its licence, whom to credit. */
export const StockProvenanceView = Type.Object({
  provider: literals(stockProviderIds),
  providerId: Type.String(),
  candidateId: Type.String(),
  license: StockLicenseView,
  attribution: StockAttributionView,
}, { description: 'for an item imported from stock: its provider, licence and attribution' });

/** `durationSec` of a search: a number is the longest sound wanted, an object bounds both ends (sfx only). */
export const DurationBounds = Type.Union([
  Type.Number({ exclusiveMinimum: 0, description: 'longest sound, seconds' }),
  Type.Object({ min: Type.Optional(Type.Number({ minimum: 0 })), max: Type.Optional(Type.Number({ exclusiveMinimum: 0 })) }, { additionalProperties: false }),
], { description: 'sound length bounds in seconds (sfx only): a number is the longest, {min, max} bounds both' });
