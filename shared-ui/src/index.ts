export * from './contrast';
export * from './colour';
export * from './theme';
export * from './apply-theme';
export * from './global-style';
export * from './theme-provider';
