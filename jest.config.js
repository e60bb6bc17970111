import { availableParallelism } from 'node:os';

/** One jest run over every workspace (each keeps its own config). */
export default {
  // Global only (ignored inside projects): two database engines and real password hashing need room on slow machines.
  testTimeout: 60_000,
  // Jest's default is one worker fewer than the cores (one on CI's two), but most of a suite's time is
  // spent waiting on a database, a socket or password hashing: three files at a time on two cores took
  // the run from about 20 minutes to 6 (CPU about 170%).
  // A number: jest 30 read '150%' in this file as 150 workers.
  maxWorkers: Math.max(1, Math.round(availableParallelism() * 1.5)),
  projects: ['<rootDir>/scripts', '<rootDir>/contracts', '<rootDir>/api', '<rootDir>/shared-ui', '<rootDir>/public-site', '<rootDir>/admin-console'],
};
