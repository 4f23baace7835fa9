/**
 * The delivery platforms a brief may target, and what each one fixes: the output frame, the
 * frame rate, the safe areas, the duration a video may have there and the loudness it is
 * normalised to. Briefs check durations against it, consult drafts skeletons at its sizes, and
 * critics read the safe areas and loudness from it: one table, so they never disagree.
 *
 * Sources (as published by each platform or standards body; figures a platform does not publish
 * follow the common streaming practice and say so in `notes`):
 * - Broadcast: EBU R 128 (2023): programme loudness −23 LUFS (±0.5 LU), maximum true peak −1 dBTP;
 *   SMPTE ST 2046-1 / EBU R 95: action-safe 93 % and title-safe 90 % of the frame (3.5 % and 5 % per edge).
 * - YouTube: loudness normalisation to about −14 LUFS (YouTube Help, "playback loudness";
 *   AES TD1008 recommends −14 to −16 LUFS with −1 dBTP for streaming); 16:9 at 1920×1080 recommended
 *   upload; uploads up to 12 hours, of which
 *   this table keeps the 6 hours a composition may last.
 * - YouTube Shorts: vertical 9:16, up to 3 minutes (YouTube Help, since October 2024).
 * - TikTok: 9:16 at 1080×1920, uploads up to 10 minutes (TikTok Help, "upload videos"); the right
 *   column and the bottom caption band hold the app's buttons and text (TikTok Ads "safe zone").
 * - Instagram Reels: 9:16 at 1080×1920, up to 3 minutes (Instagram, January 2025); keep about 14 % of
 *   the top and 35 % of the bottom free of text (Meta Ads Guide, Reels safe zone).
 * - LinkedIn: native video 3 seconds to 10 minutes, aspect 1:2.4 to 2.4:1, square recommended for the
 *   feed (LinkedIn Help, "video specifications" and "sharing videos").
 */

export const platformIds = ['youtube', 'youtube-shorts', 'tiktok', 'instagram-reels', 'linkedin', 'broadcast'] as const;
export type PlatformId = (typeof platformIds)[number];

/** Insets from each edge, as fractions of the frame's width (left, right) or height (top, bottom). */
export interface Insets { top: number; right: number; bottom: number; left: number }

export interface Platform {
  id: PlatformId;
  name: string;
  /** The frame consult drafts at and critics check against. */
  output: { width: number; height: number; fps: number };
  /** Width:height in lowest terms, as catalog manifests write `format.aspectRatio`. */
  aspectRatio: string;
  /** Text and logos stay inside these insets. */
  titleSafe: Insets;
  /** Anything that matters to the story stays inside these. */
  actionSafe: Insets;
  /** The lengths the platform takes, in seconds (a brief's duration must lie inside), never over a composition's 6 hours. */
  durationSec: { min: number; max: number };
  /** Integrated loudness the platform normalises to (LUFS), and the highest true peak (dBTP). */
  loudness: { integratedLufs: number; truePeakDbtp: number };
  notes: string;
}

const even = (n: number): Insets => ({ top: n, right: n, bottom: n, left: n });

export const platforms: Readonly<Record<PlatformId, Platform>> = {
  youtube: {
    id: 'youtube', name: 'YouTube', output: { width: 1920, height: 1080, fps: 30 }, aspectRatio: '16:9',
    titleSafe: even(0.05), actionSafe: even(0.035), durationSec: { min: 1, max: 21_600 },
    loudness: { integratedLufs: -14, truePeakDbtp: -1 },
    notes: 'Normalised down to about −14 LUFS; the bottom of the frame carries the player controls while paused.',
  },
  'youtube-shorts': {
    id: 'youtube-shorts', name: 'YouTube Shorts', output: { width: 1080, height: 1920, fps: 30 }, aspectRatio: '9:16',
    titleSafe: { top: 0.08, right: 0.14, bottom: 0.2, left: 0.06 }, actionSafe: { top: 0.05, right: 0.1, bottom: 0.12, left: 0.04 },
    durationSec: { min: 1, max: 180 }, loudness: { integratedLufs: -14, truePeakDbtp: -1 },
    notes: 'The right column holds the like, comment and share buttons; the bottom band the title and channel.',
  },
  tiktok: {
    id: 'tiktok', name: 'TikTok', output: { width: 1080, height: 1920, fps: 30 }, aspectRatio: '9:16',
    titleSafe: { top: 0.08, right: 0.12, bottom: 0.25, left: 0.06 }, actionSafe: { top: 0.05, right: 0.1, bottom: 0.15, left: 0.04 },
    durationSec: { min: 3, max: 600 }, loudness: { integratedLufs: -14, truePeakDbtp: -1 },
    notes: 'TikTok publishes no loudness target; −14 LUFS is the streaming practice (AES TD1008).',
  },
  'instagram-reels': {
    id: 'instagram-reels', name: 'Instagram Reels', output: { width: 1080, height: 1920, fps: 30 }, aspectRatio: '9:16',
    titleSafe: { top: 0.14, right: 0.06, bottom: 0.35, left: 0.06 }, actionSafe: { top: 0.08, right: 0.04, bottom: 0.2, left: 0.04 },
    durationSec: { min: 3, max: 180 }, loudness: { integratedLufs: -14, truePeakDbtp: -1 },
    notes: 'Meta publishes no loudness target; −14 LUFS is the streaming practice (AES TD1008).',
  },
  linkedin: {
    id: 'linkedin', name: 'LinkedIn', output: { width: 1080, height: 1080, fps: 30 }, aspectRatio: '1:1',
    titleSafe: even(0.05), actionSafe: even(0.035), durationSec: { min: 3, max: 600 },
    loudness: { integratedLufs: -14, truePeakDbtp: -1 },
    notes: 'Square plays largest in the feed; videos autoplay muted, so the words must be on screen. No published loudness target (−14 LUFS streaming practice).',
  },
  broadcast: {
    id: 'broadcast', name: 'Broadcast (EBU R 128)', output: { width: 1920, height: 1080, fps: 25 }, aspectRatio: '16:9',
    titleSafe: even(0.05), actionSafe: even(0.035), durationSec: { min: 5, max: 10_800 },
    loudness: { integratedLufs: -23, truePeakDbtp: -1 },
    notes: 'EBU R 128: −23 LUFS ±0.5 LU, −1 dBTP; safe areas of SMPTE ST 2046-1 / EBU R 95.',
  },
};

/** The table in a fixed order (the order of platformIds). */
export function platformList(): Platform[] {
  return platformIds.map((id) => platforms[id]);
}
