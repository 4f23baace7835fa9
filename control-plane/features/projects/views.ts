/** A composition as the API shows it (projects, templates): its JSON schema and how a stored one is shown. */
import { Type } from '@sinclair/typebox';
import { compositionEtag, type StoredComposition } from './projects.ts';

export const CompositionDocument = Type.Object({}, {
  additionalProperties: true,
  description: 'a composition document (output format, tracks of clips, brand kit); checked in full, every bad field reported with 422 composition_invalid',
});

export const CompositionView = Type.Object({
  id: Type.String(), compositionId: Type.String(), projectId: Type.String(),
  etag: Type.String({ description: 'send as If-Match when replacing' }), version: Type.Integer(), contentHash: Type.String(),
  composition: CompositionDocument, updatedAt: Type.String(),
}, { title: 'ProjectComposition' });

export function compositionView(c: StoredComposition) {
  return { id: c.id, compositionId: c.id, projectId: c.projectId, etag: compositionEtag(c), version: c.version, contentHash: c.contentHash, composition: c.document, updatedAt: c.updatedAt };
}
