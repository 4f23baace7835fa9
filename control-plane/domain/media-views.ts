/** JSON schemas of what a media item shows of its stock origin: provider, licence, whom to credit. */
import { Type } from '@sinclair/typebox';
import { literals, Nullable } from '../http/schemas.ts';
import { stockProviderIds } from './media-origins.ts';

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
