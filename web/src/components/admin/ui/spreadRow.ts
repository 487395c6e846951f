import { css } from 'styled-components';

/** A wrapping row whose items sit at both ends, centred on the cross axis, `gap` theme steps apart. */
export const spreadRow = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(gap)};
`;
