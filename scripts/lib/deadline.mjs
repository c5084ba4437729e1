// A bound on work that may never settle: a Lighthouse run whose Chromium stopped answering while it
// traced (Lighthouse's own timeouts cover loading the page, not every wait on the browser) held the
// gate, and with it `npm test`, until CI's limit (docs/quality-targets.md "Speed").

export class DeadlineError extends Error {}

/**
 * Answers `work`'s result, or rejects with a `DeadlineError` carrying `message` once `ms` have passed
 * without it, after calling `onTimeout` (which stops the work: kills its browser). `work` is then
 * abandoned: its later rejection, if any, is one the race has already subscribed to, so it never
 * surfaces as an unhandled one.
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @param {string} message
 * @param {() => void} [onTimeout]
 * @returns {Promise<T>}
 */
export function withDeadline(work, ms, message, onTimeout) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => {
      try {
        onTimeout?.();
      } finally {
        reject(new DeadlineError(message));
      }
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
