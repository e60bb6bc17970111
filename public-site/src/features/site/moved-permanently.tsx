import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The page asked for lives at `to` now (path and query): the router replaces the address, keeping
 * the fragment. The rendering server answers such an address with a 301 before rendering anything.
 */
export function MovedPermanently({ to }: { to: string }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  useEffect(() => {
    navigate(`${to}${hash}`, { replace: true });
  }, [navigate, to, hash]);
  return null;
}
