import type { TeamMember } from '@rawi/proto';
import { useState } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { LinkedInIcon } from './LinkedInIcon';
import { imageAltOf } from '../../../lib/imageAlt';
import { initialsOf } from '../../../lib/initials';
import { linkedinHref, memberImage, visibleExpertise } from './teamMember';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;
`;

const avatarSize = '112px';

const Photo = styled.img`
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${avatarSize};
  height: ${avatarSize};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Position = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
`;

const LinkedIn = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-top: auto;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useLanguage();
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? null : memberImage(member.image);
  const linkedin = linkedinHref(member.linkedin);
  const expertise = visibleExpertise(member);

  return (
    <Card>
      {image ? (
        <Photo
          as={ResponsiveImage}
          src={image}
          alt={imageAltOf(member, t('team.photoAlt', { name: member.name }))}
          sizes="112px"
          crop="square"
          width={112}
          height={112}
          onError={() => setImageFailed(true)}
        />
      ) : (
        <Initials aria-hidden="true">{initialsOf(member.name)}</Initials>
      )}
      <Name>{member.name}</Name>
      <Position>{member.position}</Position>
      <Bio>{member.bio}</Bio>
      {expertise.length > 0 && (
        <Tags>
          {expertise.map((tag, index) => (
            <li key={`${index}-${tag}`}>
              <Badge $tone="primary">{tag}</Badge>
            </li>
          ))}
        </Tags>
      )}
      {linkedin && (
        <LinkedIn
          href={linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('team.linkedin', { name: member.name })}
        >
          <LinkedInIcon />
        </LinkedIn>
      )}
    </Card>
  );
}
