import { LANGUAGES, PROJECT_STATUSES } from '@rawi/proto';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import type { TranslationKey } from '../../../i18n';

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
`;

const Name = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Items = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

const Nested = styled.div`
  padding: ${({ theme }) => theme.space(2.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/** `primaryCTA` → 'Primary CTA', `imageOpacity` → 'Image opacity'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fields whose admin label already exists under another name. */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  badgeText: 'admin.hero.badge',
  heading: 'admin.hero.heading',
  subtitle: 'admin.hero.subtitle',
  primaryCTA: 'admin.hero.primaryCta',
  secondaryCTA: 'admin.hero.secondaryCta',
  backgroundImage: 'admin.hero.background.url',
  seoTitle: 'admin.seo.metaTitle',
  seoDescription: 'admin.seo.metaDescription',
  ogImage: 'admin.seo.ogImage',
  imageAlt: 'admin.image.alt',
  imageDecorative: 'admin.image.decorative',
  seo: 'admin.hero.seo.landing',
  projectsSeo: 'admin.hero.seo.projects',
};

/** The admin's own label for a field where it has one (in the panel's language), else the key made readable. */
function useFieldLabel(): (key: string) => string {
  const { t } = useLanguage();
  const lookup = t as (key: string) => string;
  return (key) => {
    for (const candidate of [
      KNOWN_LABELS[key],
      `admin.projects.field.${key}`,
      `admin.content.field.${key}`,
    ]) {
      if (!candidate) continue;
      const text = lookup(candidate);
      if (text !== candidate) return text;
    }
    return fieldLabel(key);
  };
}

/**
 * The panel's own words for a stored code: a version's language is 'Arabic' (or 'العربية'),
 * never 'ar'; a project's status is 'Draft', never 'draft'.
 */
function valueLabelKey(key: string, value: unknown): TranslationKey | undefined {
  if (key === 'language' && isOneOf(LANGUAGES, value)) return `admin.language.${value}`;
  if (key === 'status' && isOneOf(PROJECT_STATUSES, value)) return `admin.projects.status.${value}`;
  return undefined;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** What the store adds (the version's own time is shown instead). */
const STORE_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function Field({ name, value }: { name?: string; value: unknown }) {
  const { t } = useLanguage();
  const labelKey = name === undefined ? undefined : valueLabelKey(name, value);
  if (labelKey) return <>{t(labelKey)}</>;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <>{t('admin.history.field.empty')}</>;
  }
  if (typeof value === 'boolean')
    return <>{t(value ? 'admin.history.field.yes' : 'admin.history.field.no')}</>;
  if (Array.isArray(value)) {
    return (
      <Items>
        {value.map((item, index) => (
          <li key={index}>
            {isRecord(item) ? (
              <Nested>
                <VersionData data={item} />
              </Nested>
            ) : (
              <Field value={item} />
            )}
          </li>
        ))}
      </Items>
    );
  }
  if (isRecord(value)) {
    return (
      <Nested>
        <VersionData data={value} />
      </Nested>
    );
  }
  // Saved text keeps its own direction (English in an Arabic panel and the reverse).
  return <span dir="auto">{String(value)}</span>;
}

/** A saved version's data, read-only: every field with its value, nested lists included. */
export function VersionData({ data }: { data: Record<string, unknown> }) {
  const label = useFieldLabel();
  return (
    <Fields>
      {Object.entries(data)
        .filter(([key]) => !STORE_FIELDS.has(key))
        .map(([key, value]) => (
          <div key={key}>
            <Name>{label(key)}</Name>
            <Value>
              <Field name={key} value={value} />
            </Value>
          </div>
        ))}
    </Fields>
  );
}
