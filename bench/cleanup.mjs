// What must be stopped even when the run is interrupted (Ctrl-C, the time limit): the stack and the
// static nginx register here, and run.mjs calls stopAll() from its finally, its signal handlers and
// its watchdog.
const stoppers = new Set();
let stopping = false;

/** True once stopAll() has begun: no new measure should start. */
export const isStopping = () => stopping;

/** Registers `stop`; returns a function that stops it once and unregisters it. */
export function whenStopping(stop) {
  let stopped;
  const once = () => {
    stoppers.delete(once);
    stopped ??= Promise.resolve().then(stop);
    return stopped;
  };
  stoppers.add(once);
  return once;
}

export async function stopAll() {
  stopping = true;
  const failures = [];
  for (const stop of [...stoppers].reverse()) {
    const timeout = new Promise((resolve, reject) => setTimeout(() => reject(new Error('it did not stop within 20 s')), 20_000).unref());
    await Promise.race([stop(), timeout]).catch((error) => failures.push(error));
  }
  for (const error of failures) console.error(`bench: could not stop a server: ${error.message}`);
}
