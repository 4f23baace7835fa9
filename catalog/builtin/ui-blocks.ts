/**
 * Built-in UI blocks: counters, charts, progress, social engagement, messages and calls to action.
 * Each group lives in its own module under `ui-blocks/`; this module is their single entry.
 */
export { statCounter, barChart, lineChart, donutChart } from './ui-blocks/data.ts';
export { progressBar, stepTimeline, checklist } from './ui-blocks/progress.ts';
export { socialFollow, likeBurst, subscribeButton, ratingStars } from './ui-blocks/social.ts';
export { chatBubbles, notificationToast, searchTyping } from './ui-blocks/messages.ts';
export { ctaButton, priceTag } from './ui-blocks/calls-to-action.ts';
