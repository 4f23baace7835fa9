/**
 * A render's statuses, apart from the rest of renders.ts: `framefleet render` reads them before
 * it loads the services.
 */
export const renderStatuses = ['queued', 'rendering', 'assembling', 'complete', 'error', 'cancelled'] as const;
export type RenderStatus = (typeof renderStatuses)[number];
export const terminalStatuses: RenderStatus[] = ['complete', 'error', 'cancelled'];
export const activeStatuses: RenderStatus[] = ['queued', 'rendering', 'assembling'];
