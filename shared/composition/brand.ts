/**
 * Brand tokens: the flat, named values of a brand kit that components, text and captions bind to
 * (`colors.primary`, `fonts.heading`, `captions.profile`, `logo.src`, `intro.title`, ...). A
 * composition without a kit draws with the product's default tokens.
 */
import type { BrandKit, CaptionProfile } from './schema.ts';

export interface BrandTokens {
  'colors.primary': string;
  'colors.secondary': string;
  'colors.accent': string;
  'colors.background': string;
  'colors.text': string;
  'fonts.heading': string;
  'fonts.heading.weight': number;
  'fonts.body': string;
  'fonts.body.weight': number;
  name?: string;
  tagline?: string;
  secondaryTagline?: string;
  'logo.src'?: string;
  'logo.placement'?: string;
  'logo.sizePct'?: number;
  'watermark.src'?: string;
  'watermark.opacity'?: number;
  'watermark.placement'?: string;
  'intro.title'?: string;
  'intro.subtitle'?: string;
  'intro.durationMs'?: number;
  'outro.title'?: string;
  'outro.subtitle'?: string;
  'outro.durationMs'?: number;
  'motion.durationMs'?: number;
  'motion.staggerMs'?: number;
  'captions.profile'?: CaptionProfile;
  /** Sizes and gaps in pixels at 1080p, as components' size props are. */
  'sizing.fontSizeHeading'?: number;
  'sizing.fontSizeBody'?: number;
  'sizing.fontSizeLabel'?: number;
  'sizing.borderRadius'?: number;
  'spacing.base'?: number;
  'spacing.lg'?: number;
  'spacing.sm'?: number;
}

export type BrandTokenName = keyof BrandTokens;

/** Token names a component may bind a prop to (the catalog's `brandTokens`). */
export const brandTokenNames: BrandTokenName[] = [
  'colors.primary', 'colors.secondary', 'colors.accent', 'colors.background', 'colors.text',
  'fonts.heading', 'fonts.heading.weight', 'fonts.body', 'fonts.body.weight',
  'name', 'tagline', 'secondaryTagline', 'logo.src', 'logo.placement', 'logo.sizePct',
  'watermark.src', 'watermark.opacity', 'watermark.placement',
  'intro.title', 'intro.subtitle', 'intro.durationMs', 'outro.title', 'outro.subtitle', 'outro.durationMs',
  'motion.durationMs', 'motion.staggerMs', 'captions.profile',
  'sizing.fontSizeHeading', 'sizing.fontSizeBody', 'sizing.fontSizeLabel', 'sizing.borderRadius', 'spacing.base', 'spacing.lg', 'spacing.sm',
];

export const defaultBrandKit: BrandKit = {
  name: 'Framefleet',
  colors: { primary: '#5b5bf6', secondary: '#12b5cb', accent: '#ffb020', background: '#0c1022', text: '#ffffff' },
  headingFont: { fontFamily: 'Montserrat', fontWeight: 800 },
  bodyFont: { fontFamily: 'Inter', fontWeight: 500 },
};

export function brandTokens(kit: BrandKit | undefined): BrandTokens {
  const k = kit ?? defaultBrandKit;
  const t: BrandTokens = {
    'colors.primary': k.colors.primary,
    'colors.secondary': k.colors.secondary,
    'colors.accent': k.colors.accent,
    'colors.background': k.colors.background,
    'colors.text': k.colors.text,
    'fonts.heading': k.headingFont.fontFamily,
    'fonts.heading.weight': k.headingFont.fontWeight,
    'fonts.body': k.bodyFont.fontFamily,
    'fonts.body.weight': k.bodyFont.fontWeight,
  };
  const set = <N extends BrandTokenName>(name: N, value: BrandTokens[N] | undefined) => { if (value !== undefined) t[name] = value; };
  set('name', k.name);
  set('tagline', k.tagline);
  set('secondaryTagline', k.secondaryTagline);
  set('logo.src', k.logo?.src);
  set('logo.placement', k.logo?.placement);
  set('logo.sizePct', k.logo?.sizePct);
  set('watermark.src', k.watermark?.src);
  set('watermark.opacity', k.watermark?.opacity);
  set('watermark.placement', k.watermark?.placement);
  set('intro.title', k.intro?.title);
  set('intro.subtitle', k.intro?.subtitle);
  set('intro.durationMs', k.intro?.durationMs);
  set('outro.title', k.outro?.title);
  set('outro.subtitle', k.outro?.subtitle);
  set('outro.durationMs', k.outro?.durationMs);
  set('motion.durationMs', k.motion?.duration);
  set('motion.staggerMs', k.motion?.staggerMs);
  set('captions.profile', k.captionProfile);
  set('sizing.fontSizeHeading', k.sizing?.fontSizeHeading);
  set('sizing.fontSizeBody', k.sizing?.fontSizeBody);
  set('sizing.fontSizeLabel', k.sizing?.fontSizeLabel);
  set('sizing.borderRadius', k.sizing?.borderRadius);
  set('spacing.base', k.spacing?.base);
  set('spacing.lg', k.spacing?.lg);
  set('spacing.sm', k.spacing?.sm);
  return t;
}

const refPrefix = 'brand:';

export function isBrandRef(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(refPrefix);
}

/** Replaces a `brand:<token>` reference by the token's value; other values pass through. */
export function resolveBrandRef<T>(value: T, tokens: BrandTokens): T | BrandTokens[BrandTokenName] {
  if (!isBrandRef(value)) return value;
  return tokens[value.slice(refPrefix.length) as BrandTokenName];
}

export function brandRefName(value: string): string {
  return value.slice(refPrefix.length);
}
