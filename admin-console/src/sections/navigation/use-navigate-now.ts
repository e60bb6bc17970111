import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * react-router's navigate, committed at once rather than as a transition: the next screen, and the
 * focus moved into it or back, follow the click or the save straight away. Not for effects (React
 * refuses to flush from one): they use plain navigate.
 */
export function useNavigateNow() {
  const navigate = useNavigate();
  return useCallback((to: string, options?: NavigateOptions) => void navigate(to, { flushSync: true, ...options }), [navigate]);
}
