export * from './badge';
export * from './button';
export * from './card';
export * from './dialog';
export * from './native-select';
export * from './skeleton';
export * from './tabs';
export * from './visually-hidden';
