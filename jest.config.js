/** One jest run over every workspace (each keeps its own config). */
export default {
  projects: ['<rootDir>/contracts', '<rootDir>/api', '<rootDir>/shared-ui', '<rootDir>/public-site', '<rootDir>/admin-console'],
};
