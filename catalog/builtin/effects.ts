/** Built-in effects: overlays that grade or decorate whatever lies beneath them. */
export { lightLeak, lensFlare, spotlightSweep } from './effects/light.ts';
export { filmLook, vignette, filmGrain, duotoneGrade } from './effects/film.ts';
export { rgbGlitch, crtScanlines } from './effects/glitch.ts';
export { confettiBurst, sparkles, snowfall, rain, dustMotes } from './effects/particles.ts';
