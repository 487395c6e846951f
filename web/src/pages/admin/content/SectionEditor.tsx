import type { ContentSection, Language } from '@rawi/proto';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Stack } from '../../../components/admin/ui/Card';
import { FormGrid } from '../../../components/admin/ui/form/controls';
import { Hint, Label } from '../../../components/admin/ui/form/Field';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { directionOfContent } from '../../../components/admin/ui/LanguageTabs';
import { Skeleton } from '../../../components/Skeleton';
import type { TranslationKey } from '../../../i18n';
import { JsonField } from './JsonField';

type Data = Record<string, unknown>;

interface SectionEditorProps {
  section: ContentSection;
  language: Language;
  data: Data;
  onChange: (data: Data) => void;
}

const HERO_FIELDS: ReadonlyArray<[string, TranslationKey, number?]> = [
  ['badgeText', 'admin.hero.badge'],
  ['heading', 'admin.hero.heading', 3],
  ['subtitle', 'admin.hero.subtitle', 2],
  ['primaryCTA', 'admin.hero.primaryCta'],
  ['secondaryCTA', 'admin.hero.secondaryCta'],
];

const CONTACT_FIELDS: ReadonlyArray<[string, TranslationKey, number?]> = [
  ['title', 'admin.content.field.title'],
  ['description', 'admin.content.field.description', 2],
  ['email', 'admin.content.field.email'],
  ['phone', 'admin.content.field.phone'],
  ['address', 'admin.content.field.address', 2],
];

const LTR_FIELDS = new Set(['email', 'phone', 'backgroundImage']);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The editor for one section: fields for hero and contact, title and description plus a JSON
 * list for services and team, raw JSON for the sections without a fixed shape.
 */
export function SectionEditor({ section, language, data, onChange }: SectionEditorProps) {
  const { t } = useLanguage();
  const dir = directionOfContent(language);
  const set = (key: string) => (value: unknown) => onChange({ ...data, [key]: value });
  const fields = (list: ReadonlyArray<[string, TranslationKey, number?]>) =>
    list.map(([key, label, rows]) => (
      <PlainTextField
        key={key}
        label={t(label)}
        value={key === 'description' ? text(data.description) || text(data.subtitle) : text(data[key])}
        onChange={set(key)}
        rows={rows}
        dir={LTR_FIELDS.has(key) ? 'ltr' : dir}
      />
    ));

  switch (section) {
    case 'hero':
      return (
        <Stack>
          {fields(HERO_FIELDS)}
          <PlainTextField
            label={t('admin.hero.background.url')}
            value={text(data.backgroundImage)}
            onChange={set('backgroundImage')}
            dir="ltr"
          />
        </Stack>
      );
    case 'contact':
      return <Stack>{fields(CONTACT_FIELDS)}</Stack>;
    case 'services':
    case 'team': {
      const listKey = section === 'services' ? 'services' : 'members';
      return (
        <Stack>
          <FormGrid $columns={2}>
            <PlainTextField
              label={t('admin.content.field.title')}
              value={text(data.title)}
              onChange={set('title')}
              dir={dir}
            />
            <PlainTextField
              label={t('admin.content.field.description')}
              value={text(data.subtitle)}
              onChange={set('subtitle')}
              dir={dir}
            />
          </FormGrid>
          <JsonField
            label={t(
              section === 'services' ? 'admin.content.field.servicesJson' : 'admin.content.field.membersJson',
            )}
            value={Array.isArray(data[listKey]) ? data[listKey] : []}
            shape="array"
            onChange={set(listKey)}
            rows={16}
          />
        </Stack>
      );
    }
    case 'about':
    case 'footer':
      return (
        <JsonField
          label={t('admin.content.field.json')}
          value={data}
          shape="object"
          onChange={(value) => onChange(value as Data)}
          rows={18}
        />
      );
  }
}

const FieldFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

/** As tall as the control it stands for: an input's 40px, or a text area's rows at its type size. */
const ControlSkeleton = styled(Skeleton)<{ $rows?: number }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  height: ${({ $rows }) => ($rows ? `calc(${$rows} * 1lh + 1.25rem)` : '40px')};
`;

/** A line of the hint under a JSON field. */
const HintSkeleton = styled(Skeleton)`
  height: 1lh;
`;

function FieldSkeleton({ label, rows, hint = false }: { label: string; rows?: number; hint?: boolean }) {
  return (
    <FieldFrame>
      <Label as="span">{label}</Label>
      <ControlSkeleton $rows={rows} />
      {hint && (
        <Hint>
          <HintSkeleton $width="60%" />
        </Hint>
      )}
    </FieldFrame>
  );
}

/**
 * The section's editor while its saved data loads: the same fields with their labels, each
 * control a skeleton block of its size, so the editor that replaces it moves nothing on the page.
 */
export function SectionEditorSkeleton({ section }: { section: ContentSection }) {
  const { t } = useLanguage();
  const fields = (list: ReadonlyArray<[string, TranslationKey, number?]>) =>
    list.map(([key, label, rows]) => <FieldSkeleton key={key} label={t(label)} rows={rows} />);
  const content = (() => {
    switch (section) {
      case 'hero':
        return (
          <Stack>
            {fields(HERO_FIELDS)}
            <FieldSkeleton label={t('admin.hero.background.url')} />
          </Stack>
        );
      case 'contact':
        return <Stack>{fields(CONTACT_FIELDS)}</Stack>;
      case 'services':
      case 'team':
        return (
          <Stack>
            <FormGrid $columns={2}>
              <FieldSkeleton label={t('admin.content.field.title')} />
              <FieldSkeleton label={t('admin.content.field.description')} />
            </FormGrid>
            <FieldSkeleton
              label={t(
                section === 'services'
                  ? 'admin.content.field.servicesJson'
                  : 'admin.content.field.membersJson',
              )}
              rows={16}
              hint
            />
          </Stack>
        );
      case 'about':
      case 'footer':
        return <FieldSkeleton label={t('admin.content.field.json')} rows={18} hint />;
    }
  })();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      {content}
    </div>
  );
}
