/** One jest run over every workspace (each keeps its own config). */
export default {
  projects: ['<rootDir>/scripts', '<rootDir>/contracts', '<rootDir>/api', '<rootDir>/shared-ui', '<rootDir>/public-site', '<rootDir>/admin-console'],
};
