export * from './field-shell';
export * from './text-field';
export * from './number-field';
export * from './select-field';
export * from './checkbox-field';
export * from './checkbox-group-field';
export * from './slider-field';
export * from './date-time-field';
