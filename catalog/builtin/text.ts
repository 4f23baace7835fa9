/** Built-in text components (one module per family of looks under `text/`). */
export { kineticTitle, lowerThird, typewriter, highlightHeadline, wordStack } from './text/classic.ts';
export { letterCascade, glitchTitle, neonTitle, splitRevealTitle, strokeDrawTitle } from './text/letterforms.ts';
export { markerUnderline, calloutArrow, rotatingBadge, locationTag } from './text/annotations.ts';
export { newsTicker, wordByWord } from './text/streams.ts';
