import { buttonStyles, Card, CardDescription, CardTitle, type ButtonStyleProps } from '@folio/shared-ui';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Frame = styled(Card)`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: 1.5rem;
`;

const BackLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An address under /admin that shows nothing (a mistyped or outdated bookmark): said, with a way back. */
export function NotFound({ back }: { back: { path: string; label: string } }) {
  const headingId = useId();
  const { pathname } = useLocation();
  return (
    <Frame as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>Nothing at this address</CardTitle>
      <CardDescription>The console has no screen at /admin{pathname}.</CardDescription>
      <BackLink to={back.path} $variant="outline">
        {back.label}
      </BackLink>
    </Frame>
  );
}
