import { ConfigurationError } from '../errors.ts';
import { redact } from '../redact.ts';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A `fetch` that follows redirects only within the same origin (scheme, host and port). A redirect to anywhere else
 * is not followed, because the request carries the API key in a header (`x-goog-api-key`, `Authorization`) and
 * fetch would send custom headers on to the new host; it becomes one {@link ConfigurationError} that says what
 * happened. `setting` names where the address came from, e.g. `GOOGLE_GEMINI_BASE_URL`.
 */
export function sameOriginFetch(setting: string, provider: string): typeof fetch {
  return async (input, init) => {
    if (input instanceof Request) return fetch(input, { ...init, redirect: 'manual' });
    let url = new URL(String(input));
    for (let hop = 0; hop <= 5; hop++) {
      const response = await fetch(url, { ...init, redirect: 'manual' });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null) return response;
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== url.origin) {
        throw new ConfigurationError(
          `${setting} (${url.host}) redirected to another host (${redact(next.host)}); the redirect was not followed, ` +
            `so the API key was not sent there: set ${setting} to the API's own address.`,
          provider,
        );
      }
      url = next;
    }
    throw new ConfigurationError(`${setting} (${url.host}) redirected too many times: check ${setting}.`, provider);
  };
}
