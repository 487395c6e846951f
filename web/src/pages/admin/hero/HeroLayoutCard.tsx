import { HERO_ALIGNMENTS } from '@rawi/proto';
import { useId } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Card, CardHeader, Stack } from '../../../components/admin/ui/Card';
import { Field } from '../../../components/admin/ui/form/Field';
import { PlainSelect } from '../../../components/admin/ui/form/PlainFields';
import { Switch } from '../../../components/admin/ui/Switch';
import type { HeroForm } from './heroForm';
import type { UpdateHero } from './HeroTextCard';

const Range = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const Percent = styled.output`
  margin-left: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Image opacity (0-100, shown as a percent), alignment, parallax and animations. */
export function HeroLayoutCard({ form, update }: { form: HeroForm; update: UpdateHero }) {
  const { t } = useLanguage();
  const opacityId = useId();
  return (
    <Card>
      <CardHeader title={t('admin.hero.layout.title')} />
      <Stack $gap={5}>
        <Field
          id={opacityId}
          label={t('admin.hero.opacity')}
          aside={<Percent htmlFor={opacityId}>{`${form.imageOpacity}%`}</Percent>}
        >
          <Range
            id={opacityId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={form.imageOpacity}
            aria-valuetext={`${form.imageOpacity}%`}
            onChange={(event) => update('imageOpacity', Number(event.target.value))}
          />
        </Field>
        <PlainSelect
          label={t('admin.hero.alignment')}
          value={form.alignment}
          onChange={(v) => update('alignment', v)}
          options={HERO_ALIGNMENTS.map((value) => ({ value, label: t(`admin.hero.alignment.${value}`) }))}
        />
        <Switch
          label={t('admin.hero.parallax')}
          description={t('admin.hero.parallax.description')}
          checked={form.showParallax}
          onChange={(v) => update('showParallax', v)}
        />
        <Switch
          label={t('admin.hero.animations')}
          description={t('admin.hero.animations.description')}
          checked={form.showAnimations}
          onChange={(v) => update('showAnimations', v)}
        />
      </Stack>
    </Card>
  );
}
