import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the view (once true,
 * it stays), watched from when `watch` is true (once what is above it has its final height): what
 * lies below the first screen is loaded when the person gets near it, not with it. Without
 * IntersectionObserver (old browsers, tests) it counts as near at once.
 */
export const useNearView = <T extends Element>(watch: boolean, margin = '200px'): [boolean, (node: T | null) => void] => {
  const [near, setNear] = useState(false);
  const [node, setNode] = useState<T | null>(null);
  useEffect(() => {
    if (near || !node || !watch) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, watch, margin]);
  return [near, setNode];
};
