import { CONTENT_SECTIONS, type ContentItem, type ContentSection } from '@rawi/proto';
import { Pencil } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { formatDateTime } from '../../../components/admin/ui/format';
import { useDisplayTimeZone } from '../../../components/admin/ui/useDisplayTimeZone';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
`;

const Entry = styled.button<{ $current: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : theme.colors.surface)};
  text-align: left;
  cursor: pointer;
  span {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * An entry while the list loads: its text laid out but not shown, over the skeleton colour,
 * so the list that replaces it is as tall and moves nothing below it.
 */
const EntrySkeleton = styled(Entry).attrs({ as: 'div', $current: false })`
  cursor: default;
  strong,
  small {
    color: transparent;
    background: ${({ theme }) => theme.colors.skeleton};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  strong {
    width: fit-content;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Any date: the skeleton entries only need its text's length. */
const EPOCH = '2000-01-01T00:00:00.000Z';

interface ContentListProps {
  items: ContentItem[] | undefined;
  current: ContentSection;
  onEdit: (section: ContentSection) => void;
}

/** The sections saved in the chosen language, each with when it was last updated. */
export function ContentList({ items, current, onEdit }: ContentListProps) {
  const { t, language } = useLanguage();
  const timeZone = useDisplayTimeZone();
  if (items === undefined)
    return (
      <List role="status" aria-busy="true" aria-label={t('common.loading')}>
        {CONTENT_SECTIONS.map((section) => (
          <li key={section} aria-hidden="true">
            <EntrySkeleton>
              <span>
                <strong>{t(`admin.section.${section}`)}</strong>
                <small>{t('admin.content.list.updated', { date: formatDateTime(EPOCH, language) })}</small>
              </span>
              <Pencil size={16} aria-hidden="true" />
            </EntrySkeleton>
          </li>
        ))}
      </List>
    );
  if (items.length === 0) return <Note>{t('admin.content.list.empty')}</Note>;
  return (
    <List>
      {items.map((item) => (
        <li key={item.section}>
          <Entry
            type="button"
            $current={item.section === current}
            aria-current={item.section === current || undefined}
            onClick={() => onEdit(item.section)}
          >
            <span>
              <strong>{t(`admin.section.${item.section}`)}</strong>
              <small>
                {t('admin.content.list.updated', {
                  date: formatDateTime(item.updatedAt, language, timeZone),
                })}
              </small>
            </span>
            <Pencil size={16} aria-label={t('admin.common.edit')} />
          </Entry>
        </li>
      ))}
    </List>
  );
}
