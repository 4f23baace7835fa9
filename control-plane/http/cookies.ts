/** Reading and writing the few cookies the service sets (the console's session), without a framework plugin. */

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  /** Seconds until the browser drops it; 0 deletes it now. */
  maxAgeSeconds: number;
  /** Only over https: set when the service is reached over https. */
  secure: boolean;
}

/**
 * A Set-Cookie value that scripts cannot read (HttpOnly), that no other site's request carries
 * (SameSite=Strict), for the whole origin.
 */
export function sessionCookie(name: string, value: string, options: CookieOptions): string {
  return [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(options.secure ? ['Secure'] : [])].join('; ');
}
