/** Built-in scenes (kind `scene`): complete, opaque full-frame shots (one module per family under `scenes/`). */
export { introReveal, outroCard, chapterTitle, countdown } from './scenes/brand.ts';
export { quoteScene, productShowcase } from './scenes/stories.ts';
export { testimonial } from './scenes/testimonial.ts';
