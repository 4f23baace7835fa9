/** Briefs and platforms as the API shows them: the schemas briefs and consult share. */
import { Type } from '@sinclair/typebox';
import { platformIds } from '../../../shared/platforms.ts';
import { literals, Nullable } from '../../http/schemas.ts';

export const PlatformIdSchema = literals(platformIds);

/** A brief as a request states it (PUT, and consult's inline brief). */
export const BriefBody = Type.Object({
  goal: Type.String({ minLength: 1, maxLength: 2000, description: 'what the video is for, e.g. "launch our new app"' }),
  audience: Type.String({ minLength: 1, maxLength: 1000, description: 'who it speaks to' }),
  platform: PlatformIdSchema,
  durationSec: Type.Number({ exclusiveMinimum: 0, maximum: 21_600, description: "length in seconds, within the platform's durationSec range (422 otherwise)" }),
  mustInclude: Type.Optional(Type.Object({
    texts: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 20, description: 'lines that must appear on screen' })),
    logoMediaId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "an image of this org's media library (422 otherwise)" })),
    callToAction: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  }, { additionalProperties: false })),
  tone: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'e.g. "confident, warm"' })),
  mood: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 10, description: "mood words, matched against the catalog's mood fields" })),
  brandKitId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "one of this org's brand kits (422 otherwise)" })),
}, { additionalProperties: false, title: 'BriefInput' });

export const BriefFields = {
  goal: Type.String(), audience: Type.String(), platform: PlatformIdSchema, durationSec: Type.Number(),
  mustInclude: Type.Object({ texts: Type.Array(Type.String()), logoMediaId: Nullable(Type.String()), callToAction: Nullable(Type.String()) }),
  tone: Nullable(Type.String()), mood: Type.Array(Type.String()), brandKitId: Nullable(Type.String()),
};

const Insets = Type.Object({ top: Type.Number(), right: Type.Number(), bottom: Type.Number(), left: Type.Number() }, { description: "fractions of the frame's height (top, bottom) or width (left, right) from each edge" });
export const PlatformView = Type.Object({
  id: PlatformIdSchema, name: Type.String(),
  output: Type.Object({ width: Type.Integer(), height: Type.Integer(), fps: Type.Number() }),
  aspectRatio: Type.String(), titleSafe: Insets, actionSafe: Insets,
  durationSec: Type.Object({ min: Type.Number(), max: Type.Number() }),
  loudness: Type.Object({ integratedLufs: Type.Number(), truePeakDbtp: Type.Number() }),
  notes: Type.String(),
}, { title: 'Platform' });

