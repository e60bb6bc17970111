import styled from 'styled-components';
import { entry } from './cv-document-styles';

/** The CV document's skill groups, links and technologies (cv-document.tsx). */

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 1rem 1.5rem;
`;

export const Group = styled.section`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  ${entry}
`;

export const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  padding: 0;
  list-style: none;

  @media print {
    display: block;

    li {
      display: inline;
    }

    li:not(:last-child)::after {
      content: ', ';
    }
  }
`;

export const Skill = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.125rem 0.625rem;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 8%, transparent);
  font-size: 0.875rem;

  @media print {
    padding: 0;
    border: 0;
    background: none;
    font-size: inherit;
  }
`;

/** The level (0–100) as a short bar: visual only, the name says the skill. */
export const Level = styled.span<{ $level: number }>`
  width: 2.25rem;
  height: 0.3125rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primary} ${({ $level }) => $level}%,
    color-mix(in srgb, ${({ theme }) => theme.colors.primary} 18%, transparent) 0
  );

  @media print {
    display: none;
  }
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin-top: 0.25rem;
  font-weight: 600;

  @media print {
    display: block;
    font-weight: 400;

    a {
      display: block;
    }
  }
`;

export const Technologies = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  @media print {
    color: #222;
  }
`;
