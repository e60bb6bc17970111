// Waiting for a condition instead of sleeping: ask again every `every` ms until it holds, and fail
// with the last answer seen when it has not held within `within` ms.

/**
 * Resolves to the first truthy value `probe()` resolves to; rejects after `within` ms with `what`
 * and the last value (or error) seen. `probe` is asked at once, then every `every` ms.
 */
export async function eventually(what, probe, { within = 10_000, every = 200 } = {}) {
  const deadline = Date.now() + within;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  const seen = last instanceof Error ? last.message : JSON.stringify(last);
  throw new Error(`${what}: not so within ${within} ms (last seen: ${seen})`);
}

/** Resolves at the moment `time` (ms since the epoch): for what is due at a time, not on a condition. */
export const untilTime = (time) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
