/** One jest run over every workspace (each keeps its own config). */
export default {
  // Global only (ignored inside projects): two database engines and real password hashing need room on slow machines.
  testTimeout: 60_000,
  projects: ['<rootDir>/scripts', '<rootDir>/contracts', '<rootDir>/api', '<rootDir>/shared-ui', '<rootDir>/public-site', '<rootDir>/admin-console'],
};
