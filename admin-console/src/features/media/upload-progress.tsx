import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  gap: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primarySolid};
  transition: width 150ms linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** 'Uploading photo.jpg… 40 %' over a bar: role=progressbar with its value, named by the file. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  return (
    <Root>
      <span aria-hidden="true">
        Uploading {name}… {percent} %
      </span>
      <Track role="progressbar" aria-label={`Uploading ${name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}
