import styled from 'styled-components';

/** A wrapping row of badges (features, expertise) on an admin card; each badge in an <li>. */
export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
`;
