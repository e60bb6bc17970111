import { CV_PROFILES, type CvProfile, type TagType } from '@folio/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const isProfile = (value: string | null): value is CvProfile => CV_PROFILES.includes(value as CvProfile);

/** The persona a CV is for: none for the all-persona CV. */
export const personaOf = (profile: CvProfile): TagType | null => (profile === 'all' ? null : profile);

/**
 * The CV on screen, from the address (/admin/cv?profile=fitness; none for the all-persona CV), so a
 * reload or a shared link keeps it. Choosing another changes only the query: no leaving is asked about.
 */
export function useCvProfile(): [CvProfile, (profile: CvProfile) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('profile');
  const profile: CvProfile = isProfile(raw) ? raw : 'all';
  const choose = useCallback(
    (next: CvProfile) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('profile');
        else updated.set('profile', next);
        return updated;
      }),
    [setParams],
  );
  return [profile, choose];
}
