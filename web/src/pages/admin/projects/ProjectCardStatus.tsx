import type { Project, ProjectTranslationStatus } from '@rawi/proto';
import { CalendarClock, CalendarX } from 'lucide-react';
import { useMarkInStep } from '../../../api/admin/translations';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../../components/Badge';
import { TagList } from '../../../components/admin/ui/TagList';
import { TranslationStatusRow } from '../../../components/admin/translation/TranslationStatus';
import { formatDateTime } from '../../../components/admin/ui/format';
import { useDisplayTimeZone } from '../../../components/admin/ui/useDisplayTimeZone';

interface ProjectCardStatusProps {
  project: Project;
  /** The pair's translation status, once read. */
  translation?: ProjectTranslationStatus;
}

/** A project card's schedule ('Scheduled for …') and its pair's translation status. */
export function ProjectCardStatus({ project, translation }: ProjectCardStatusProps) {
  const { t, language } = useLanguage();
  const timeZone = useDisplayTimeZone();
  const markInStep = useMarkInStep();
  const scheduled = project.status === 'draft' && project.publishAt;
  return (
    <>
      {(scheduled || project.unpublishAt) && (
        <TagList>
          {scheduled && (
            <li>
              <Badge $tone="primary" data-testid="scheduled-for">
                <CalendarClock size={14} aria-hidden="true" />
                {t('admin.projects.scheduledFor', {
                  date: formatDateTime(project.publishAt, language, timeZone),
                })}
              </Badge>
            </li>
          )}
          {project.unpublishAt && (
            <li>
              <Badge>
                <CalendarX size={14} aria-hidden="true" />
                {t('admin.projects.unpublishesAt', {
                  date: formatDateTime(project.unpublishAt, language, timeZone),
                })}
              </Badge>
            </li>
          )}
        </TagList>
      )}
      {translation && (
        <TranslationStatusRow
          state={translation.state}
          language={translation.language}
          onMarkInStep={() => markInStep.pair(translation.translationKey)}
        />
      )}
    </>
  );
}
