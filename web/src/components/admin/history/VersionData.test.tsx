import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VersionData } from './VersionData';

const version = { title: 'مساعد المصارف', language: 'ar', status: 'draft', category: 'ar' };

/** The value shown under a field's label. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('VersionData', () => {
  it("names a version's language and status in the English panel, never by their codes", () => {
    renderWithProviders(<VersionData data={version} />);
    expect(valueOf('Language')).toBe('Arabic');
    expect(valueOf('Status')).toBe('Draft');
    // A text field that happens to read like a code is shown as saved.
    expect(valueOf('Category')).toBe('ar');
  });

  it('names them in Arabic in the Arabic panel', () => {
    renderWithProviders(<VersionData data={{ ...version, language: 'en' }} />, { language: 'ar' });
    expect(valueOf('اللغة')).toBe('الإنجليزية');
    expect(valueOf('الحالة')).toBe('مسودة');
  });
});
