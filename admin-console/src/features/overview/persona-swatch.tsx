import { PRIMARY_COLOURS, type TagType } from '@folio/contracts';
import styled from 'styled-components';
import { personaName } from './overview-format';

const Dot = styled.span<{ $colour: string }>`
  display: inline-block;
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
`;

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
`;

/** A persona's name beside a dot of its accent colour (the colour the public site shows it in). */
export function PersonaName({ persona }: { persona: TagType }) {
  return (
    <Name>
      <Dot $colour={PRIMARY_COLOURS[persona]} aria-hidden="true" />
      {personaName(persona)}
    </Name>
  );
}
