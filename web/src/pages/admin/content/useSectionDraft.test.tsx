import { API, STALE_EDIT, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/admin/notifications/confirm';
import { renderWithProviders, stubApi } from '../../../test/render';
import { useSectionDraft, type SectionDraft } from './useSectionDraft';

type Data = Record<string, unknown>;

const draftFrom = (saved: ContentItem | null) => saved?.data ?? { title: '' };
const asSaved = (draft: Data) => draft;

const stored = (title: string, revision: number): ContentItem => ({
  section: 'contact',
  language: 'en',
  data: { title },
  updatedAt: '2025-01-01T00:00:00.000Z',
  revision,
});

/** Renders the hook for the contact section and hands its latest value to the test. */
function renderDraft(saved: ContentItem | null | undefined, language: Language = 'en') {
  const latest: { editor?: SectionDraft<Data, Data> } = {};
  function Editor({ item, section }: { item: ContentItem | null | undefined; section: ContentSection }) {
    const editor = useSectionDraft({
      section,
      language,
      saved: item,
      draftFrom,
      dataFrom: asSaved,
      notices: {
        failed: 'admin.content.saveFailed',
        failedText: 'admin.services.saveFailed',
        saved: ['admin.content.saved'],
      },
    });
    useEffect(() => {
      latest.editor = editor;
    });
    return null;
  }
  const view = renderWithProviders(
    <ConfirmProvider>
      <Editor item={saved} section="contact" />
    </ConfirmProvider>,
  );
  const rerender = (item: ContentItem | null | undefined) =>
    view.rerender(
      <ConfirmProvider>
        <Editor item={item} section="contact" />
      </ConfirmProvider>,
    );
  return { latest, rerender };
}

describe('useSectionDraft', () => {
  it('waits for the saved version, then keeps edits over a refetch', async () => {
    const { latest, rerender } = renderDraft(undefined);
    await waitFor(() => expect(latest.editor).toBeDefined());
    expect(latest.editor?.ready).toBe(false);
    rerender(stored('Saved', 3));
    await waitFor(() => expect(latest.editor?.draft).toEqual({ title: 'Saved' }));
    expect(latest.editor?.ready).toBe(true);
    act(() => latest.editor?.edit((draft) => ({ ...draft, title: 'Typed' })));
    rerender(stored('Someone else', 4));
    await waitFor(() => expect(latest.editor?.dirty).toBe(true));
    expect(latest.editor?.draft).toEqual({ title: 'Typed' });
  });

  it('saves over the revision it started from and says so when someone saved meanwhile', async () => {
    const fetchMock = stubApi({
      [API.contentSave]: { status: 409, body: { error: { code: 'conflict', message: STALE_EDIT } } },
    });
    const { latest } = renderDraft(stored('Saved', 3));
    await waitFor(() => expect(latest.editor?.ready).toBe(true));
    act(() => latest.editor?.edit(() => ({ title: 'Typed' })));
    await act(async () => {
      await latest.editor?.save();
    });
    const [, init] = fetchMock.mock.calls.find(([path]) => path === API.contentSave) ?? [];
    expect(new Headers(init?.headers).get('If-Match')).toBe('"3"');
    expect(await screen.findByText(/changed by someone else/i)).toBeTruthy();
    expect(latest.editor?.dirty).toBe(true);
    expect(latest.editor?.saving).toBe(false);
  });
});
