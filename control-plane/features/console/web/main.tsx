/**
 * The console's browser app: reads this browser's session (the server set it as an httpOnly
 * cookie at sign-in), then renders the page the URL names. Without a session only the sign-in
 * page renders.
 */
import { type JSX, render } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { type ConsolePageName, consolePages } from '../pages.ts';
import { consoleClient, currentSession, describeError, type Session } from './api.ts';
import { AppContext } from './app-context.ts';
import { Layout } from './layout.tsx';
import { matchPath, useLocation } from './router.tsx';
import { ApiKeysPage } from './pages/api-keys.tsx';
import { BillingPage } from './pages/billing.tsx';
import { ComponentsPage } from './pages/components.tsx';
import { MediaPage } from './pages/media.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { OverviewPage } from './pages/overview.tsx';
import { RenderPage, RendersPage } from './pages/renders.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { TemplatesPage } from './pages/templates.tsx';
import { UsagePage } from './pages/usage.tsx';
import { WebhooksPage } from './pages/webhooks.tsx';
import './console.css';

const pageViews: Record<Exclude<ConsolePageName, 'signIn'>, (props: { params: Record<string, string> }) => JSX.Element> = {
  overview: OverviewPage,
  renders: RendersPage,
  render: ({ params }) => <RenderPage id={params.id!} />,
  media: MediaPage,
  templates: TemplatesPage,
  components: ComponentsPage,
  webhooks: WebhooksPage,
  usage: UsagePage,
  billing: BillingPage,
  apiKeys: ApiKeysPage,
};

function SignedIn(props: { session: Session }) {
  const url = useLocation();
  const client = useMemo(() => consoleClient(props.session.csrfToken), [props.session.csrfToken]);
  let view = <NotFoundPage />;
  let current = '';
  let title = 'Not found';
  for (const [name, page] of Object.entries(consolePages) as [ConsolePageName, (typeof consolePages)[ConsolePageName]][]) {
    const params = name === 'signIn' ? null : matchPath(page.path, url.pathname);
    if (!params) continue;
    const View = pageViews[name as Exclude<ConsolePageName, 'signIn'>];
    view = <View params={params} />;
    current = page.path;
    title = page.title;
    break;
  }
  useEffect(() => { document.title = `${title} · framefleet console`; }, [title]);
  return (
    <AppContext.Provider value={{ session: props.session, client }}>
      <Layout current={current}>{view}</Layout>
    </AppContext.Provider>
  );
}

async function start(root: HTMLElement) {
  let session: Session | null;
  try {
    session = await currentSession();
  } catch (err) {
    render(<main class="standalone"><h1>The console cannot reach the service</h1><p role="alert">{describeError(err)}</p></main>, root);
    return;
  }
  if (location.pathname === consolePages.signIn.path || !session) {
    document.title = 'Sign in · framefleet console';
    render(<SignInPage signedIn={session !== null} />, root);
    return;
  }
  render(<SignedIn session={session} />, root);
}

void start(document.getElementById('app')!);
