import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckItems } from '../../components/CheckItems';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  svg {
    flex: none;
    margin-top: 0.25em;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

interface ProjectSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled block of the project detail page. */
export function ProjectSection({ id, title, children }: ProjectSectionProps) {
  return (
    <Block aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}

/** A list section (features, advantages, use cases); nothing when the list is empty. */
export function ProjectList({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly string[] | undefined;
}) {
  if (!items || items.length === 0) return null;
  return (
    <ProjectSection id={id} title={title}>
      <Items>
        <CheckItems items={items} iconSize={18} />
      </Items>
    </ProjectSection>
  );
}
