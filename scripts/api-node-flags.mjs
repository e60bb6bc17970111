// Node's flags for the API process, given by every way of starting it (scripts/start.mjs, the e2e
// stack; api/Dockerfile's CMD spells the same). V8's young generation capped at 4 MB a half: by
// default it grows to tens of MB under load and the process keeps that memory afterwards; the lean
// API bench measured about 100 MB less resident after load with the cap, at the same requests per second.
export const API_NODE_FLAGS = ['--max-semi-space-size=4'];
