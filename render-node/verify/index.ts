/**
 * The render node's measurements for verification, one module each: the control plane's critics
 * score what these report (shared/verify/measurements.ts), so every function here is pure and
 * deterministic — the same pixels or samples give the same figures.
 */
export { contrastRatio, measureTextContrast, relativeLuminance, type TextContrast } from './contrast.ts';
export { dominantColors, type DominantColor } from './colors.ts';
export { decodeAudioToFloat, kWeightingFilters, measureLoudness } from './loudness.ts';
export { findLogo, type LogoMatch, type RgbaImage } from './logo-match.ts';
export { findPhrase, normalizeWord, parseTsv, readText, type OcrResult, type PhraseMatch, type ReadTextOptions } from './ocr.ts';
export { StretchFinder } from './stretches.ts';
