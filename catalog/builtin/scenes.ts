/** Built-in scenes: complete, opaque full-frame shots (kind `scene`), and the countdown leader that plays before one (one module per family under `scenes/`). */
export { introReveal, outroCard, chapterTitle, countdown } from './scenes/brand.ts';
export { quoteScene, productShowcase } from './scenes/stories.ts';
export { testimonial } from './scenes/testimonial.ts';
export { masonryCollage } from './scenes/collage.ts';
