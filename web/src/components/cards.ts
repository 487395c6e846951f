import styled from 'styled-components';

/** A list of cards: one column on phones, two on tablets, three on laptops. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** A card's title. */
export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** A card's text under its title. */
export const CardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A card's list of ticked lines (CheckItems): one line an item, the tick at its start. */
export const CheckList = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
