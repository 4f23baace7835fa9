/**
 * Client-side navigation between the console's pages: the server answers every page path with the
 * same shell, so a link changes the URL and the app renders the page without a reload.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

const listeners = new Set<() => void>();

export function navigate(href: string): void {
  history.pushState(null, '', href);
  for (const listener of listeners) listener();
}

/** The current location, re-rendering on navigation and on the browser's back and forward. */
export function useLocation(): URL {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const changed = () => setVersion((v) => v + 1);
    listeners.add(changed);
    addEventListener('popstate', changed);
    return () => { listeners.delete(changed); removeEventListener('popstate', changed); };
  }, []);
  return new URL(location.href);
}

/** The parameters of `pattern` (e.g. `/renders/:id`) in `path`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/'), have = path.replace(/\/+$/, '').split('/');
  if (pattern === '/') return path === '/' ? {} : null;
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = decodeURIComponent(have[i]!);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

/** A link within the console: navigates without a reload (a modified click opens a tab as usual). */
export function Link(props: { href: string; children: ComponentChildren; class?: string; 'aria-current'?: 'page'; 'aria-label'?: string }) {
  const { href, children, ...rest } = props;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={onClick} {...rest}>{children}</a>;
}
