import type { TeamMember } from '@rawi/proto';
import styled from 'styled-components';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Container, Section } from '../../../components/layout';
import { Reveal } from '../../../components/Reveal';
import { SectionHeader } from '../../../components/SectionHeader';
import { TeamCard } from './TeamCard';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  list-style: none;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(4, 1fr);
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
    <Section id="team" $tone="muted" aria-labelledby="team-title">
      <Container>
        <SectionHeader
          id="team-title"
          title={content?.title || t('team.title')}
          subtitle={content?.subtitle || t('team.subtitle')}
        />
        {members === undefined ? (
          <Loading role="status">{t('team.loading')}</Loading>
        ) : (
          <Cards>
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
    </Section>
  );
}
