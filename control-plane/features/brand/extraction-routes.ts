/**
 * Tag group `brand-kits`: brand extraction from a website. `POST /v1/brand-kits/extract` answers
 * 202 with a job receipt of kind `brand_kit_extract`; the job's result holds the page's tokens
 * (colours, fonts, title, description, logo candidates). No kit is created.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { brandExtractJobKind, type BrandExtractions } from './extractions.ts';
import { jobStatuses } from '../../job-records/jobs.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';

const JobReceipt = Type.Object({
  jobId: Type.String({ description: 'poll GET /v1/jobs/{jobId}' }),
  jobKey: Type.String(),
  kind: Type.Literal(brandExtractJobKind),
  status: Type.Union(jobStatuses.map((s) => Type.Literal(s))),
  ...ContractFields,
});

export const brandExtractionRoutes: FastifyPluginAsyncTypebox<{ extractions: BrandExtractions }> = async (app, { extractions }) => {
  app.post('/v1/brand-kits/extract', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['brand-kits'],
      operationId: 'extractBrandKit', summary: 'Extract brand tokens from a website: a job receipt now, the tokens when the job ends (no kit is stored)',
      description: 'Answers 202 with a job receipt of kind brand_kit_extract; poll GET /v1/jobs/{jobId} (or wait on it). The page and its linked stylesheets (and their @imports) '
        + 'are read under a 20-second budget for the whole inspection, over https to public addresses only. The result: `colors` (hex, rgb() and hsl() values as {value #rrggbb[aa], uses, customProperties, '
        + 'themeColor}) ranked by use, a custom property counting once per var() use; `fonts` ({family, uses, sources: font-family, font-face, webfont-link}) ranked by how '
        + 'often they lead a font-family stack; `title`; `description`; `logos` ({url, source: img, apple-touch-icon, icon, og:image}); `finalUrl`; `stylesheets` ({read, failed}). '
        + 'A URL that is refused (private address, http), answers other than 2xx, is not HTML or is too slow still ends succeeded, with empty arrays and `skipped` saying why. '
        + 'A URL\'s result is reused for 5 minutes. Free.',
      body: Type.Object({
        url: Type.String({ minLength: 1, maxLength: 2048, description: 'the website page to read (https)' }),
      }, { additionalProperties: false }),
      response: { 202: JobReceipt, 400: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const job = await extractions.start(principalOf(request).orgId, request.body.url);
    return reply.status(202).send(withContract({ jobId: job.id, jobKey: job.jobKey, kind: brandExtractJobKind, status: job.status }));
  });
};
