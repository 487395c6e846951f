import { fireEvent, screen, within } from '@testing-library/react';
import type { Language } from '@rawi/proto';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { emptySeoForm, SeoFields, type SeoForm } from './SeoFields';

/** The fields as an editor uses them: they keep what is typed. */
function Editor({ language, initial = emptySeoForm() }: { language: Language; initial?: SeoForm }) {
  const [value, setValue] = useState(initial);
  return (
    <SeoFields
      value={value}
      onChange={(key, text) => setValue((current) => ({ ...current, [key]: text }))}
      language={language}
      path="/projects"
      fallback={{ title: 'Projects | Rawi', description: 'Every project Rawi built.' }}
    />
  );
}

const hintOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('SeoFields', () => {
  it('counts the meta title against 60 and the description against 160 characters as they are typed', () => {
    renderWithProviders(<Editor language="en" />);
    const title = screen.getByLabelText('Meta Title');
    const description = screen.getByLabelText('Meta Description');
    expect(hintOf(title)).toContain('0 of 60 characters');
    expect(hintOf(title)).toContain('Blank: the page uses its own text');
    fireEvent.change(title, { target: { value: 'Arabic AI projects' } });
    expect(hintOf(title)).toBe('18 of 60 characters');
    fireEvent.change(title, { target: { value: 'x'.repeat(61) } });
    expect(hintOf(title)).toBe('61 of 60 characters: search engines may cut it short');
    expect(title.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(description, { target: { value: 'd'.repeat(160) } });
    expect(hintOf(description)).toBe('160 of 160 characters');
    fireEvent.change(description, { target: { value: 'd'.repeat(321) } });
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(hintOf(description)).toContain('Meta description must be at most 320 characters');
  });

  it('counts letters, not code units, and says so in Arabic', () => {
    renderWithProviders(<Editor language="ar" />, { language: 'ar' });
    const title = screen.getByLabelText('العنوان الوصفي');
    fireEvent.change(title, { target: { value: 'مشاريع راوي 🚀' } });
    expect(hintOf(title)).toBe('13 من 60 حرفاً');
    fireEvent.change(title, { target: { value: 'ع'.repeat(121) } });
    expect(hintOf(title)).toContain('يجب ألا يزيد عنوان الصفحة لمحركات البحث على 120 حرفاً');
  });

  it("previews the search result and the social card in the page's direction, with its own text where blank", () => {
    renderWithProviders(
      <Editor language="ar" initial={{ ...emptySeoForm(), ogImage: '/images/card.jpg' }} />,
    );
    const search = screen.getByTestId('seo-search-preview');
    const social = screen.getByTestId('seo-social-preview');
    expect(search.getAttribute('dir')).toBe('rtl');
    expect(search.getAttribute('lang')).toBe('ar');
    expect(social.getAttribute('dir')).toBe('rtl');
    expect(within(search).getByText('Projects | Rawi')).toBeTruthy();
    expect(within(search).getByText(/\/projects\?lang=ar$/)).toBeTruthy();
    expect(social.querySelector('img')?.getAttribute('src')).toBe('/images/card.jpg');
    fireEvent.change(screen.getByLabelText('Meta Title'), { target: { value: 'مشاريع راوي' } });
    expect(within(search).getByText('مشاريع راوي')).toBeTruthy();
    expect(within(social).getByText('مشاريع راوي')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Meta Description'), { target: { value: 'و'.repeat(200) } });
    expect(within(search).getByText(`${'و'.repeat(159)}…`)).toBeTruthy();
  });
});
