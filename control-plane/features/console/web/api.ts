/**
 * The console's one way to the API: the generated TypeScript client, on this origin, with the
 * session cookie as the credential and the session's CSRF token on every request (the server
 * checks it on writes). The API key the person signed in with never reaches the browser's storage.
 */
import { createFramefleetClient, type FramefleetClient, FramefleetApiError, type operations, unwrap } from '../../../../clients/typescript/index.ts';

export { FramefleetApiError, unwrap };
export type { operations };

/** The success body of an operation. */
export type Ok<Op extends keyof operations, Status extends number = 200> =
  operations[Op]['responses'] extends Record<Status, { content: { 'application/json': infer Body } }> ? Body : never;

export type Session = NonNullable<Ok<'getConsoleSession'>['session']>;

function sameOriginFetch(request: Request): Promise<Response> {
  return fetch(request, { credentials: 'same-origin' });
}

/** A client whose requests carry the session cookie and, when signed in, the CSRF token. */
export function consoleClient(csrfToken: string | null, fetchImpl: (request: Request) => Promise<Response> = sameOriginFetch): FramefleetClient {
  return createFramefleetClient({ baseUrl: location.origin, fetch: fetchImpl, headers: csrfToken ? { 'x-csrf-token': csrfToken } : {} });
}

/** Before sign-in: the session of this browser, or null when it has none. */
export async function currentSession(): Promise<Session | null> {
  return unwrap(await consoleClient(null).GET('/console/session')).session;
}

/**
 * A fetch over XMLHttpRequest, which reports upload progress (fetch does not): `onProgress` gets
 * the fraction sent. Same origin, cookies included, as the client's other requests.
 */
export function fetchWithUploadProgress(onProgress: (fraction: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = true;
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(event.loaded / event.total); };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('the upload failed: the network did not answer'));
      xhr.send(body);
    });
  };
}

/** What to tell a person about a failed call. */
export function describeError(err: unknown): string {
  if (err instanceof FramefleetApiError) {
    const fields = err.fields.map((f) => `${f.path}: ${f.problem}`).join('; ');
    return `${err.message.replace(/^\d+ [a-z_]+: /, '')}${fields ? ` (${fields})` : ''}`;
  }
  return err instanceof Error ? err.message : String(err);
}
