import styled from 'styled-components';

/** A list of cards: as many columns of at least `$min` pixels as fit the row. */
export const TileGrid = styled.ul<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
`;
