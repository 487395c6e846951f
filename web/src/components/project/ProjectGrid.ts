import styled from 'styled-components';

/** One column on phones, two on tablets, three on laptops. */
export const ProjectGrid = styled.ul`
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
