import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton } from '../../../components/Skeleton';

/** Two equal columns on a phone (icon above the count), one row of four from a tablet up; every card as tall as its row. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  & > li {
    display: flex;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Stat = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const IconTile = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Value = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StatItem {
  label: string;
  /** undefined while loading; null when it could not be read. */
  value: number | null | undefined;
  icon: LucideIcon;
  to: string;
}

/** The dashboard counts, each a link to the screen that manages them. */
export function StatCards({ items, unavailable }: { items: StatItem[]; unavailable: string }) {
  return (
    <Grid>
      {items.map(({ label, value, icon: Icon, to }) => (
        <li key={label}>
          <Stat to={to}>
            <IconTile>
              <Icon size={24} aria-hidden="true" />
            </IconTile>
            <span>
              {value === undefined ? (
                <Skeleton $width="48px" $height="30px" />
              ) : (
                <Value title={value === null ? unavailable : undefined}>{value ?? '–'}</Value>
              )}
              <Label>{label}</Label>
            </span>
          </Stat>
        </li>
      ))}
    </Grid>
  );
}
