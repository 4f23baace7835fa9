/** The codecs, backends, presets and chroma filters the encoder offers. */

export const CODECS = ['h264', 'hevc'] as const;
export type Codec = (typeof CODECS)[number];
/** Backends in the order `auto` tries them. */
export const BACKENDS = ['nvenc', 'vaapi', 'software'] as const;
export type Backend = (typeof BACKENDS)[number];
export type BackendChoice = Backend | 'auto';
export const PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow'] as const;
export type Preset = (typeof PRESETS)[number];
export const SCALERS = ['box', 'bilinear', 'bicubic', 'point'] as const;
export type Scaler = (typeof SCALERS)[number];
