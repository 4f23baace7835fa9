/** Sign in: the person pastes an API key with account access once; the server answers a session cookie. */
import { useState } from 'preact/hooks';
import { consoleClient, describeError, unwrap } from '../api.ts';

/** Where to go after signing in: a path of this console from `?next=`, never another site. */
function nextPath(): string {
  const next = new URLSearchParams(location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

export function SignInPage(props: { signedIn: boolean }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      unwrap(await consoleClient(null).POST('/console/session', { body: { key } }));
      setKey('');
      location.assign(nextPath());
    } catch (err) {
      setError(describeError(err));
      setBusy(false);
    }
  };
  return (
    <main class="standalone" id="content">
      <h1>Sign in to framefleet</h1>
      {props.signedIn ? <p class="note">This browser is signed in already. <a href="/">Go to the console</a>, or sign in with another key.</p> : null}
      <form onSubmit={(e) => void submit(e)}>
        {error ? <p class="note error" role="alert">{error}</p> : null}
        <label for="api-key">API key with account access</label>
        <input id="api-key" name="key" type="password" autocomplete="off" spellcheck={false} required placeholder="svc_live_…"
          value={key} onInput={(e) => setKey((e.target as HTMLInputElement).value)} aria-describedby="api-key-help" />
        <p id="api-key-help" class="muted">
          A key holding every permission. It is checked once and not kept: this browser gets a session cookie
          that scripts cannot read, valid for 12 hours or until you sign out or the key is revoked.
        </p>
        <button type="submit" class="primary" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
      <p class="muted">New here? <a href="/docs">Read the API reference</a>.</p>
    </main>
  );
}
