// The at-size measures (the blog's, the analytics') run once per database engine: one engine failing
// is recorded and the next still runs.

/** `{ settings, engines: { [engine]: figures }, errors: { [engine]: stack } }` of `measure(engine, settings, log)` on each engine. */
export async function onEachEngine(engines, settings, measure, log) {
  const results = { settings, engines: {}, errors: {} };
  for (const engine of engines) {
    try {
      results.engines[engine] = await measure(engine, settings, log);
    } catch (error) {
      results.errors[engine] = error.stack ?? String(error);
      log(`  ${engine} FAILED: ${error.message}`);
    }
  }
  return results;
}
