/**
 * Built-in UI blocks: counters, charts, progress, social engagement, messages and calls to action.
 * Each group lives in its own module under `ui-blocks/`; this module is their single entry.
 */
export { statCounter, barChart } from './ui-blocks/data.ts';
export { progressBar } from './ui-blocks/progress.ts';
export { socialFollow } from './ui-blocks/social.ts';
export { ctaButton } from './ui-blocks/calls-to-action.ts';
