/**
 * The console's pages: one list read by the server (which answers each path with the page shell),
 * by the browser app (its navigation and router) and by `GET /v1/me` (the `surfaces` it names).
 * No imports: the browser bundle takes this file as it is.
 */

export interface ConsolePage {
  path: string;
  title: string;
  /** Shown in the navigation (the sign-in page and a render's own page are reached otherwise). */
  inNavigation: boolean;
}

export const consolePages = {
  overview: { path: '/', title: 'Overview', inNavigation: true },
  renders: { path: '/renders', title: 'Renders', inNavigation: true },
  render: { path: '/renders/:id', title: 'Render', inNavigation: false },
  media: { path: '/media', title: 'Media library', inNavigation: true },
  templates: { path: '/templates', title: 'Templates', inNavigation: true },
  components: { path: '/components', title: 'Components', inNavigation: true },
  webhooks: { path: '/webhooks', title: 'Webhooks', inNavigation: true },
  usage: { path: '/usage', title: 'Usage', inNavigation: true },
  billing: { path: '/billing', title: 'Billing', inNavigation: true },
  apiKeys: { path: '/api-keys', title: 'API keys', inNavigation: true },
  signIn: { path: '/sign-in', title: 'Sign in', inNavigation: false },
} as const satisfies Record<string, ConsolePage>;

export type ConsolePageName = keyof typeof consolePages;

/** The browser URLs `GET /v1/me` names in `surfaces`. */
export function consoleSurfaces(publicUrl: string) {
  return {
    console: `${publicUrl}${consolePages.overview.path}`,
    usage: `${publicUrl}${consolePages.usage.path}`,
    billing: `${publicUrl}${consolePages.billing.path}`,
    apiKeys: `${publicUrl}${consolePages.apiKeys.path}`,
    project: null,
  };
}

/** Where the console's session routes live (sign in, who am I, sign out). */
export const sessionPath = '/console/session';
/** Where the console's built scripts and stylesheet are served. */
export const assetsPath = '/console/assets';
/** The session cookie's name. */
export const sessionCookieName = 'framefleet_console';
