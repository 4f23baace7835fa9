/**
 * The pages a person sees while an agent asks for access: sign in with an API key of the org,
 * then the consent page showing the org, the agent and each requested scope. Plain server-made
 * HTML, no script; every page goes out with a Content-Security-Policy that allows only its own
 * stylesheet (by hash) and form posts to this service and to the agent's redirect target (browsers
 * apply `form-action` to the redirects that follow a post).
 */
import { createHash } from 'node:crypto';
import { scopeDescriptions } from './scopes.ts';

const stylesheet = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:32rem;margin:3rem auto;background:#fff;border-radius:10px;padding:2rem 2.25rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin:0 0 1rem}
p{margin:.6rem 0}
ul{padding:0;list-style:none;margin:1rem 0}
li{padding:.45rem 0;border-top:1px solid #eee}
li.refused{color:#8a1f11}
code{background:#f0f1f3;padding:.1rem .3rem;border-radius:4px;font-size:.9em}
label{display:block;margin:.9rem 0 .3rem;font-weight:600}
input[type=password]{width:100%;box-sizing:border-box;padding:.55rem;font:inherit;border:1px solid #bbb;border-radius:6px}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{font:inherit;padding:.55rem 1.2rem;border-radius:6px;border:1px solid #888;background:#fff;cursor:pointer}
button.primary{background:#1b5fd1;border-color:#1b5fd1;color:#fff}
button:disabled{opacity:.5;cursor:not-allowed}
.error{background:#fdecea;color:#8a1f11;padding:.6rem .8rem;border-radius:6px}
.muted{color:#5c6270;font-size:.9em}
`;
const styleHash = createHash('sha256').update(stylesheet).digest('base64');

/** A page's headers: no caching, no framing, no referrer, and the strict CSP. */
export function pageHeaders(formTargets: readonly string[] = []): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': [
      "default-src 'none'", `style-src 'sha256-${styleHash}'`, "img-src 'self'", `form-action 'self'${formTargets.map((t) => ` ${t}`).join('')}`,
      "frame-ancestors 'none'", "base-uri 'none'",
    ].join('; '),
  };
}

/**
 * The CSP source for where an authorization ends: the redirect URI's origin, or its scheme for a
 * native app's private-use scheme. Anything that is not a plain origin or scheme gives nothing.
 */
export function redirectTarget(redirectUri: string): string | null {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return /^https?:\/\/[A-Za-z0-9.\-[\]:]+$/.test(url.origin) ? url.origin : null;
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) ? url.protocol : null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${stylesheet}</style></head><body><main>${body}</main></body></html>`;
}

export interface AgentView {
  /** The registered client's name, or its id when it gave none. */
  name: string;
  clientId: string;
  /** Where the agent sends the person back (its redirect URI). */
  redirectUri: string;
}

function agentLine(agent: AgentView): string {
  return `<p><strong>${escapeHtml(agent.name)}</strong> <span class="muted">(client <code>${escapeHtml(agent.clientId)}</code>)</span> asks for access to a framefleet org.</p>`;
}

function scopeItem(scope: string, note = ''): string {
  const description = scopeDescriptions[scope];
  return `<code>${escapeHtml(scope)}</code>${description ? ` ${escapeHtml(description)}` : ''}${note}`;
}

function requestedList(permissions: readonly string[], identity: readonly string[]): string {
  if (permissions.length === 0) {
    return `<p>It asks for <strong>full account access</strong>: every permission of the org (no scope narrows it).</p>`
      + (identity.length ? `<ul>${identity.map((s) => `<li>${scopeItem(s)}</li>`).join('')}</ul>` : '');
  }
  return `<ul>${[...permissions, ...identity].map((s) => `<li>${scopeItem(s)}</li>`).join('')}</ul>`;
}

function keyForm(action: string, error: string | null, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">`
    + (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '')
    + `<label for="key">${escapeHtml(label)}</label>`
    + `<input id="key" name="key" type="password" autocomplete="off" spellcheck="false" required placeholder="svc_live_…">`
    + `<p class="muted">The key is checked once and not kept. The agent gets at most what this key may do.</p>`
    + `<div class="actions"><button class="primary" type="submit" name="decision" value="sign-in">Continue</button>`
    + `<button type="submit" name="decision" value="deny" formnovalidate>Deny</button></div></form>`;
}

/** Step one: who is consenting. The person pastes an API key of the org the agent should act for. */
export function signInPage(input: { action: string; agent: AgentView; permissions: readonly string[]; identity: readonly string[]; error: string | null }): string {
  return page('Sign in to authorize an agent',
    `<h1>Authorize an agent</h1>${agentLine(input.agent)}${requestedList(input.permissions, input.identity)}`
    + keyForm(input.action, input.error, 'API key of the org'));
}

export interface ConsentView {
  action: string;
  signInAction: string;
  agent: AgentView;
  org: { id: string; name: string };
  /** The first characters of the key the person signed in with. */
  keyStart: string;
  /** Requested permissions the key holds: offered, each as a checkbox, checked. */
  grantable: readonly string[];
  /** Requested permissions the key lacks: refused. */
  refused: readonly string[];
  identity: readonly string[];
  /** Identity-only request: account-level access, which only an account-level key may give. */
  accountLevel: { requested: boolean; allowed: boolean };
  error: string | null;
}

/** Step two: the org, the agent and each scope; Allow grants the checked ones. */
export function consentPage(view: ConsentView): string {
  const nothingToGrant = view.accountLevel.requested ? !view.accountLevel.allowed : view.grantable.length === 0;
  let scopes: string;
  if (view.accountLevel.requested) {
    scopes = `<p>It asks for <strong>full account access</strong>: every permission of the org.</p>`
      + (view.accountLevel.allowed ? '' : `<p class="error">Only a key holding every permission can give full account access; this key cannot. Sign in with such a key, or deny.</p>`);
  } else {
    scopes = `<ul>${view.grantable.map((s) => `<li><label><input type="checkbox" name="scope" value="${escapeHtml(s)}" checked> ${scopeItem(s)}</label></li>`).join('')}`
      + `${view.refused.map((s) => `<li class="refused">${scopeItem(s, ' <strong>(refused: this key lacks it)</strong>')}</li>`).join('')}</ul>`;
  }
  const identity = view.identity.length ? `<p class="muted">Also: ${view.identity.map((s) => escapeHtml(scopeDescriptions[s] ?? s)).join('; ')}.</p>` : '';
  return page('Authorize an agent',
    `<h1>Allow access to ${escapeHtml(view.org.name)}?</h1>${agentLine(view.agent)}`
    + `<p>Org: <strong>${escapeHtml(view.org.name)}</strong> <code>${escapeHtml(view.org.id)}</code><br><span class="muted">signed in with key <code>${escapeHtml(view.keyStart)}…</code></span></p>`
    + `<form method="post" action="${escapeHtml(view.action)}">`
    + (view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '')
    + scopes + identity
    + `<p class="muted">It will be sent back to <code>${escapeHtml(view.agent.redirectUri)}</code>.</p>`
    + `<div class="actions"><button class="primary" type="submit" name="decision" value="allow"${nothingToGrant ? ' disabled' : ''}>Allow</button>`
    + `<button type="submit" name="decision" value="deny">Deny</button></div></form>`
    + `<details><summary class="muted">Use another key</summary>${keyForm(view.signInAction, null, 'API key of the org')}</details>`);
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
