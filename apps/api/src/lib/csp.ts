// The Content-Security-Policy of every answer. Scripts run only from this site's own files
// and the one inline script of index.html (the held-click script), allowed by its SHA-256
// hash rather than a nonce: pages kept for visitors are compressed once and served to many,
// and a hash stays right for every copy while a nonce would have to differ per answer. The
// page state travels as <script type="application/json">, data the browser never runs.
// Stripe's and Google Maps' hosts are allowed only when they are configured.
//
// Styles allow 'unsafe-inline': MUI (emotion) writes <style> elements at run time and on the
// server. Inline styles cannot run script; scripts, frames, objects and the base URL are
// what the policy holds tight.
import { createHash } from 'node:crypto';

export interface CspOptions {
  /** Bodies of the inline scripts the web app's index.html carries (hashed here). */
  inlineScripts: string[];
  stripe: boolean;
  maps: boolean;
  /** Origins of the association's logo and favicon when they live on another site. */
  imageOrigins?: string[];
}

/** The bodies of the inline executable scripts of an HTML page (not src=, not JSON data blocks). */
export function inlineScriptsOf(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1] ?? '');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy(opts: CspOptions): string {
  const stripeJs = opts.stripe ? ['https://js.stripe.com'] : [];
  const maps = opts.maps ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...opts.inlineScripts.map(sha256), ...stripeJs, ...maps],
    'style-src': ["'self'", "'unsafe-inline'", ...(opts.maps ? ['https://fonts.googleapis.com'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...maps, ...(opts.imageOrigins ?? [])],
    'font-src': ["'self'", 'data:', ...(opts.maps ? ['https://fonts.gstatic.com'] : [])],
    'connect-src': ["'self'", ...(opts.stripe ? ['https://api.stripe.com'] : []), ...maps],
    'frame-src': opts.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The API documentation viewer (swagger-ui) runs inline scripts of its own: its pages get their own, looser policy. */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'";
