import {
  SEO_DESCRIPTION_LENGTH,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_LENGTH,
  SEO_TITLE_MAX,
  validationMessages,
  type Language,
} from '@rawi/proto';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Stack } from '../ui/Card';
import { PlainTextField } from '../ui/form/PlainFields';
import { directionOfContent } from '../ui/LanguageTabs';

/** A page's SEO texts as an editor types them ('' where the page's own text is used). */
export interface SeoForm {
  title: string;
  description: string;
  ogImage: string;
}

export const emptySeoForm = (): SeoForm => ({ title: '', description: '', ogImage: '' });

/** The texts and image the page uses where the editor leaves a field blank. */
export interface SeoFallback {
  title: string;
  description: string;
  image?: string | undefined;
}

/** Characters as a reader counts them (an emoji or an Arabic letter with its mark is one each). */
export const seoLength = (text: string) => Array.from(text.trim()).length;

/** A text cut to about what a search engine shows, with an ellipsis where it was cut. */
const shown = (text: string, limit: number) => {
  const characters = Array.from(text.trim());
  return characters.length > limit ? `${characters.slice(0, limit - 1).join('')}…` : characters.join('');
};

const PreviewBox = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Address = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const SearchTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Snippet = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const CardImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1.91 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const NoImage = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1.91 / 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const CardTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** The texts with a counter: the length search results show, the most allowed, rows to type in. */
const COUNTED_FIELDS = [
  {
    key: 'title',
    label: 'admin.seo.metaTitle',
    length: SEO_TITLE_LENGTH,
    max: SEO_TITLE_MAX,
    tooLong: 'seoTitleTooLong',
    rows: undefined,
  },
  {
    key: 'description',
    label: 'admin.seo.metaDescription',
    length: SEO_DESCRIPTION_LENGTH,
    max: SEO_DESCRIPTION_MAX,
    tooLong: 'seoDescriptionTooLong',
    rows: 3,
  },
] as const;

interface SeoFieldsProps {
  value: SeoForm;
  onChange: (key: keyof SeoForm, value: string) => void;
  /** The language of the page's texts: the fields and previews are in its direction. */
  language: Language;
  fallback: SeoFallback;
  /** The page's path, shown in the previews as its address. */
  path: string;
  /** A message for a field from the form's own validation, where it has one. */
  errors?: Partial<Record<keyof SeoForm, string | undefined>>;
}

/**
 * A page's meta title, meta description and Open Graph image, each with how many characters
 * search engines show (60 and 160) counted as it is typed, and previews of the search result and
 * of the social card in the page's language and direction, with the page's own text and image
 * where a field is blank.
 */
export function SeoFields({ value, onChange, language, fallback, path, errors = {} }: SeoFieldsProps) {
  const { t, language: uiLanguage } = useLanguage();
  const dir = directionOfContent(language);
  const messages = validationMessages[uiLanguage];
  const counted = (text: string, limit: number) => {
    const count = seoLength(text);
    const key = count > limit ? 'admin.seo.countOver' : 'admin.seo.count';
    const counter = t(key, { count, limit });
    return count === 0 ? `${counter}. ${t('admin.seo.blank')}` : counter;
  };
  const title = value.title.trim() || fallback.title;
  const description = value.description.trim() || fallback.description;
  const image = value.ogImage.trim() || fallback.image;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const host = origin.replace(/^https?:\/\//, '');
  const address = `${origin}${path}${language === 'ar' ? '?lang=ar' : ''}`;
  return (
    <Stack>
      {COUNTED_FIELDS.map(({ key, label, length, max, tooLong, rows }) => (
        <PlainTextField
          key={key}
          label={t(label)}
          value={value[key]}
          onChange={(v) => onChange(key, v)}
          placeholder={fallback[key]}
          hint={counted(value[key], length)}
          error={errors[key] ?? (seoLength(value[key]) > max ? messages[tooLong] : undefined)}
          rows={rows}
          dir={dir}
        />
      ))}
      <PlainTextField
        label={t('admin.seo.ogImage')}
        value={value.ogImage}
        onChange={(v) => onChange('ogImage', v)}
        placeholder={fallback.image}
        hint={t('admin.seo.ogImage.hint')}
        error={errors.ogImage}
        dir="ltr"
      />
      <PreviewBox aria-label={t('admin.seo.preview.search')}>
        <Caption>{t('admin.seo.preview.search')}</Caption>
        <div dir={dir} lang={language} data-testid="seo-search-preview">
          <Address dir="ltr">{address}</Address>
          <SearchTitle>{shown(title, SEO_TITLE_LENGTH)}</SearchTitle>
          <Snippet>{shown(description, SEO_DESCRIPTION_LENGTH)}</Snippet>
        </div>
      </PreviewBox>
      <PreviewBox aria-label={t('admin.seo.preview.social')}>
        <Caption>{t('admin.seo.preview.social')}</Caption>
        <div dir={dir} lang={language} data-testid="seo-social-preview">
          {image ? <CardImage src={image} alt="" /> : <NoImage>{t('admin.seo.noImage')}</NoImage>}
          <Address dir="ltr">{host}</Address>
          <CardTitle>{title}</CardTitle>
          <Snippet>{shown(description, SEO_DESCRIPTION_LENGTH)}</Snippet>
        </div>
      </PreviewBox>
    </Stack>
  );
}
