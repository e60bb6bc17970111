import { useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ResponseCollectorContext } from './head-tags';

/**
 * The page asked for lives at `to` now (path and query): the rendering server answers 301 to it,
 * and in the browser the router replaces the address, keeping the fragment.
 */
export function MovedPermanently({ to }: { to: string }) {
  const collector = useContext(ResponseCollectorContext);
  if (collector) collector.movedTo = to;
  const navigate = useNavigate();
  const { hash } = useLocation();
  useEffect(() => {
    navigate(`${to}${hash}`, { replace: true });
  }, [navigate, to, hash]);
  return null;
}
