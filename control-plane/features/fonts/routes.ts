/**
 * Tag group `fonts`: font search, a keyword search of a public web-font catalog (Google Fonts)
 * for discovery. Free and read-only; the catalog is kept server-side.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { fontCategories, type FontSearch } from './font-search.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';


const FontFamilyResult = Type.Object({
  name: Type.String(),
  category: Type.String({ description: fontCategories.join(', ') }),
  variants: Type.Array(Type.String(), { description: 'the catalog\'s variant names: regular, italic, 700, 700italic, ...' }),
  stylesheetUrl: Type.String({ description: 'a CSS2 stylesheet URL loading every variant' }),
  renderable: Type.Boolean({ description: 'whether renders can draw the family today (it is in GET /v1/fonts); naming one that is not fails with font_not_reproducible' }),
});

export const fontSearchRoutes: FastifyPluginAsyncTypebox<{ fonts: FontSearch }> = async (app, { fonts }) => {
  app.post('/v1/fonts/search', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['fonts'],
      operationId: 'searchFonts', summary: 'Search a public web-font catalog (Google Fonts) by keyword; free and read-only',
      description: 'Families whose name holds every word of the query (or whose category is one of them), the exact name first, then names starting with the query, then by popularity. '
        + 'An empty `results` means no match or that the upstream catalog cannot be read now: never an error. 503 font_search_unavailable when this deployment has no catalog '
        + '(FRAMEFLEET_GOOGLE_FONTS_API_KEY unset). Discovery only: a family with renderable false cannot be named in a composition or kit (font_not_reproducible).',
      body: Type.Object({
        query: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'keywords' }),
        category: Type.Optional(Type.Union(fontCategories.map((c) => Type.Literal(c)))),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'most results (default 20)' })),
      }, { additionalProperties: false }),
      response: { 200: Type.Object({ results: Type.Array(FontFamilyResult), ...ContractFields }), 400: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const { query, category, limit } = request.body;
    return withContract({ results: await fonts.search(query, { ...(category ? { category } : {}), limit: limit ?? 20 }) });
  });
};
