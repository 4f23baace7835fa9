/**
 * Reading and writing the few cookies the service sets (the console's session), with the `cookie`
 * package (RFC 6265 parsing and Set-Cookie attributes) and without a framework plugin.
 */
import { parseCookie, stringifySetCookie } from 'cookie';

/** The value of cookie `name` in a Cookie header (percent-decoded where it decodes), or null when absent or empty. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookie(header)[name] || null;
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
  return stringifySetCookie({ name, value, path: '/', maxAge: options.maxAgeSeconds, httpOnly: true, sameSite: 'strict', secure: options.secure });
}
