/** The frame of every signed-in page: a skip link, the navigation to every page and to /docs, sign-out. */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { consolePages } from '../pages.ts';
import { describeError } from './api.ts';
import { useConsole } from './app-context.ts';
import { Link } from './router.tsx';

export function Layout(props: { current: string; children: ComponentChildren }) {
  const { session, client } = useConsole();
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const signOut = async () => {
    const result = await client.DELETE('/console/session');
    if (result.response.status === 204 || result.response.status === 401) location.assign(consolePages.signIn.path);
    else setSignOutError(describeError(result.error));
  };
  return (
    <>
      <a class="skip-link" href="#content">Skip to content</a>
      <div class="frame">
        <header class="sidebar">
          <p class="brand"><Link href="/">framefleet</Link></p>
          <p class="org" title="The org this session belongs to">Org <code>{session.orgId}</code></p>
          <nav aria-label="Console">
            <ul>
              {Object.values(consolePages).filter((p) => p.inNavigation).map((page) => (
                <li key={page.path}>
                  <Link href={page.path} aria-current={page.path === props.current ? 'page' : undefined}>{page.title}</Link>
                </li>
              ))}
              <li><a href="/docs">API reference</a></li>
            </ul>
          </nav>
          <button type="button" class="secondary sign-out" onClick={() => void signOut()}>Sign out</button>
          {signOutError ? <p class="note error" role="alert">{signOutError}</p> : null}
        </header>
        <main id="content" tabIndex={-1}>{props.children}</main>
      </div>
    </>
  );
}
