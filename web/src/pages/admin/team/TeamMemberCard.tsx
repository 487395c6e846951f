import type { TeamMember } from '@rawi/proto';
import { useState } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { EditDeleteButtons } from '../../../components/admin/ui/EditDeleteButtons';
import { TagList } from '../../../components/admin/ui/TagList';
import { WrapBadge } from '../../../components/admin/ui/WrapBadge';
import { LinkedInIcon } from '../../landing/team/LinkedInIcon';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { initialsOf } from '../../../lib/initials';
import { linkedinHref, memberImage } from '../../landing/team/teamMember';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  div {
    flex: 1;
    min-width: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const avatar = '56px';

const Photo = styled.img`
  flex: none;
  width: ${avatar};
  height: ${avatar};
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Initials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${avatar};
  height: ${avatar};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Bio = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
  a {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

interface TeamMemberCardProps {
  member: TeamMember;
  onEdit: () => void;
  onDelete: () => void;
}

/** A member as the admin sees it: photo or initials, name, position, bio, every tag, LinkedIn. */
export function TeamMemberCard({ member, onEdit, onDelete }: TeamMemberCardProps) {
  const { t } = useLanguage();
  const [imageFailed, setImageFailed] = useState(false);
  const image = memberImage(member.image);
  const linkedin = linkedinHref(member.linkedin);
  return (
    <Card data-testid="team-member">
      <Head>
        {image && !imageFailed ? (
          <Photo
            as={ResponsiveImage}
            src={image}
            alt=""
            sizes="64px"
            crop="square"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <Initials aria-hidden="true">{initialsOf(member.name)}</Initials>
        )}
        <div>
          <h3>{member.name}</h3>
          <p>{member.position}</p>
        </div>
      </Head>
      <Bio>{member.bio}</Bio>
      {member.expertise.length > 0 && (
        <TagList>
          {member.expertise.map((tag) => (
            <li key={tag}>
              <WrapBadge>{tag}</WrapBadge>
            </li>
          ))}
        </TagList>
      )}
      <Foot>
        <span>
          {linkedin && (
            <a
              href={linkedin}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('team.linkedin', { name: member.name })}
            >
              <LinkedInIcon />
            </a>
          )}
        </span>
        <span>
          <EditDeleteButtons
            editLabel={t('admin.team.edit', { name: member.name })}
            deleteLabel={t('admin.team.delete', { name: member.name })}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </span>
      </Foot>
    </Card>
  );
}
