export * from './constants.js';
export * from './fields.js';
export * from './portfolio.js';
export * from './blog.js';
export * from './auth.js';
export * from './errors.js';
export * from './version.js';
export * from './format.js';
