import { SCHEDULER_ACTOR, type ActivityEntry, type Language } from '@rawi/proto';
import { formatDateTime } from '../../../components/admin/ui/format';
import type { TranslationKey, TranslationValues } from '../../../i18n';

type Translate = (key: TranslationKey, values?: TranslationValues) => string;

const ACTION_KEYS: Readonly<Record<string, TranslationKey>> = {
  'project.created': 'admin.activity.action.project.created',
  'project.updated': 'admin.activity.action.project.updated',
  'project.deleted': 'admin.activity.action.project.deleted',
  'media.uploaded': 'admin.activity.action.media.uploaded',
  'media.updated': 'admin.activity.action.media.updated',
  'media.deleted': 'admin.activity.action.media.deleted',
  'contact.submission-updated': 'admin.activity.action.submission.updated',
  'contact.submission-deleted': 'admin.activity.action.submission.deleted',
  'user.created': 'admin.activity.action.user.created',
  'user.updated': 'admin.activity.action.user.updated',
  'user.deleted': 'admin.activity.action.user.deleted',
  'user.signed-in': 'admin.activity.action.user.signedIn',
  'user.sign-in-failed': 'admin.activity.action.user.signInFailed',
  'user.password-reset-requested': 'admin.activity.action.user.passwordResetRequested',
};

const isLanguage = (value: unknown): value is 'en' | 'ar' => value === 'en' || value === 'ar';

/** A project entry's pair and schedule, as kept with it ('' when neither). */
function projectFacts(entry: ActivityEntry, t: Translate, language: Language, timeZone?: string): string {
  const { translationKey, publishAt, unpublishAt } = entry.details;
  const facts = [
    typeof translationKey === 'string'
      ? t('admin.activity.detail.translationKey', { key: translationKey })
      : '',
    typeof publishAt === 'string'
      ? t('admin.activity.detail.publishAt', { date: formatDateTime(publishAt, language, timeZone) })
      : '',
    typeof unpublishAt === 'string'
      ? t('admin.activity.detail.unpublishAt', { date: formatDateTime(unpublishAt, language, timeZone) })
      : '',
  ].filter(Boolean);
  return facts.length ? ` (${facts.join(language === 'ar' ? '، ' : ', ')})` : '';
}

/** What an activity entry says, in the panel's language (times in `timeZone`): who did what to which item. */
export function describeActivity(
  entry: ActivityEntry,
  t: Translate,
  language: Language = 'en',
  timeZone?: string,
): string {
  const actor =
    entry.actor?.id === SCHEDULER_ACTOR.id
      ? t('admin.activity.scheduler')
      : (entry.actor?.username ?? t('admin.activity.someone'));
  const target = entry.target.label;
  const values = { actor, target };
  switch (entry.action) {
    case 'content.updated': {
      const { language } = entry.details;
      return t('admin.activity.action.content.updated', {
        actor,
        target: t(`admin.section.${target}` as TranslationKey),
        language: isLanguage(language) ? t(`admin.language.${language}`) : String(language ?? ''),
      });
    }
    case 'contact.submissions-erased':
    case 'contact.submissions-expired':
      return t(
        entry.action === 'contact.submissions-erased'
          ? 'admin.activity.action.submission.erased'
          : 'admin.activity.action.submission.expired',
        { actor, count: Number(entry.details.count ?? target) },
      );
    case 'user.password-changed':
      return t(
        entry.actor
          ? 'admin.activity.action.user.passwordChanged'
          : 'admin.activity.action.user.passwordChangedByLink',
        values,
      );
    case 'user.two-factor-changed':
      return t(
        entry.details.enabled
          ? 'admin.activity.action.user.twoFactorOn'
          : 'admin.activity.action.user.twoFactorOff',
        values,
      );
    case 'project.created':
    case 'project.updated': {
      const { scheduled } = entry.details;
      if (scheduled === 'published' || scheduled === 'unpublished')
        return t(`admin.activity.action.project.${scheduled}`, values);
      return (
        t(ACTION_KEYS[entry.action] ?? 'admin.activity.action.project.updated', values) +
        projectFacts(entry, t, language, timeZone)
      );
    }
    default: {
      const key = ACTION_KEYS[entry.action];
      return key ? t(key, values) : `${actor}: ${entry.action} ${target}`;
    }
  }
}
