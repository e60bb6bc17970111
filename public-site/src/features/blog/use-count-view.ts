import { useEffect, useRef } from 'react';
import { useCountViewMutation } from './blog-api';

/** The spec's view call: one POST …/view per load of a post; failures are ignored and the answer is not shown. */
export function useCountViewOnce(postId: number | undefined): void {
  const [countView] = useCountViewMutation();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (postId === undefined || counted.current === postId) return;
    counted.current = postId;
    void countView(postId);
  }, [postId, countView]);
}
