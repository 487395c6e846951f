import type { TeamMember } from '@rawi/proto';
import styled from 'styled-components';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Container } from '../../../components/layout';
import { LowerSection } from '../LowerSection';
import { Reveal } from '../../../components/Reveal';
import { SectionHeader } from '../../../components/SectionHeader';
import { TeamCard } from './TeamCard';

/**
 * Columns on a wide screen for a team of `count`: all in one row up to four, else three or four,
 * whichever leaves the last row fuller (four on a tie).
 */
export function teamColumns(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  const empty = (columns: number) => (columns - (count % columns)) % columns;
  return empty(3) < empty(4) ? 3 : 4;
}

/** Rows of equal cards; a last row that is not full is centred, so no card stands alone at the side. */
const Cards = styled.ul<{ $columns: number }>`
  --columns: 1;
  --gap: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  list-style: none;
  ${({ theme }) => theme.media.phone} {
    --columns: ${({ $columns }) => Math.min($columns, 2)};
  }
  ${({ theme }) => theme.media.laptop} {
    --columns: ${({ $columns }) => $columns};
  }
  & > li {
    flex: 0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns));
    min-width: 0;
  }
`;

const Loading = styled.p`
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function TeamSection() {
  const { language, t } = useLanguage();
  const { data } = useContent('team', language);
  const content = data?.data;
  const members: TeamMember[] | undefined = Array.isArray(content?.members) ? content.members : undefined;

  return (
    <LowerSection id="team" $tone="muted" aria-labelledby="team-title">
      <Container>
        <SectionHeader
          id="team-title"
          title={content?.title || t('team.title')}
          subtitle={content?.subtitle || t('team.subtitle')}
        />
        {members === undefined ? (
          <Loading role="status">{t('team.loading')}</Loading>
        ) : (
          <Cards $columns={teamColumns(members.length)} data-testid="team-cards">
            {members.map((member, index) => (
              <li key={`${index}-${member.name}`}>
                <Reveal>
                  <TeamCard member={member} />
                </Reveal>
              </li>
            ))}
          </Cards>
        )}
      </Container>
    </LowerSection>
  );
}
