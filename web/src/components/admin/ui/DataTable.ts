import styled from 'styled-components';

/**
 * Scrolls sideways on narrow screens rather than squeezing the columns; focusable and named
 * (pass aria-label), so keyboard users can scroll it too.
 */
export const TableScroll = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A table on tablets and wider; on phones each row becomes a card whose cells show their column
 * name (each <td> carries it in data-label), so nothing is cut off or needs sideways scrolling.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  thead {
    display: none;
  }
  tr {
    display: block;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:last-child {
    border-bottom: 0;
  }
  td {
    display: grid;
    grid-template-columns: minmax(90px, 35%) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
    text-align: left;
    overflow-wrap: anywhere;
  }
  td > * {
    justify-self: start;
    min-width: 0;
  }
  td::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${({ theme }) => theme.media.tablet} {
    thead {
      display: table-header-group;
    }
    tr {
      display: table-row;
      padding: 0;
      border-bottom: 0;
    }
    th,
    td {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      text-align: left;
      vertical-align: middle;
    }
    td::before {
      content: none;
    }
    th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      text-transform: uppercase;
      letter-spacing: 0.03em;
      white-space: nowrap;
    }
    tbody tr:last-child td {
      border-bottom: 0;
    }
    tbody tr:hover {
      background: ${({ theme }) => theme.colors.background};
    }
  }
`;

export const RowActions = styled.div`
  display: flex;
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * Holds a name that must read whole (its one child): never broken inside a word, and cut with an
 * ellipsis when longer than its room (give the full name as the title). A column of a table
 * grows to fit what cannot wrap; this one's track is as wide as the name but may shrink to
 * nothing, so the table keeps every column in view and the name gives up the room.
 */
export const Truncate = styled.span`
  display: grid;
  grid-template-columns: minmax(0, max-content);
  max-width: 100%;
  & > * {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  ${({ theme }) => theme.media.tablet} {
    max-width: 16rem;
  }
`;

/** A short value that reads as one piece (a date and time): kept on one line. */
export const NoWrap = styled.span`
  white-space: nowrap;
`;
