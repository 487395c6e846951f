import styled from 'styled-components';
import { Skeleton } from '../Skeleton';

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  min-height: 300px;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The card's 16:9 picture, edge to edge across its top. */
const Media = styled(Skeleton)`
  height: auto;
  aspect-ratio: 16 / 9;
  margin: ${({ theme }) => `-${theme.space(6)} -${theme.space(6)} 0`};
  width: auto;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
`;

/** A project card's shape while the projects load. */
export function ProjectCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Media />
      <Skeleton $width="35%" $height="22px" />
      <Skeleton $width="80%" $height="26px" />
      <Skeleton $height="16px" />
      <Skeleton $width="90%" $height="16px" />
      <Skeleton $width="60%" $height="16px" />
      <Skeleton $width="40%" $height="16px" />
    </Card>
  );
}
