import { validationMessages, type Redirect } from '@rawi/proto';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../components/admin/notifications/confirm';
import { renderWithProviders, stubApi } from '../../../test/render';
import { RedirectsPage } from './RedirectsPage';

const redirect = (overrides: Partial<Redirect>): Redirect => ({
  id: 'r1',
  language: 'en',
  from: '/projects/old-name',
  to: '/projects/new-name',
  kind: 'slug',
  hits: 1234,
  lastUsedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

function renderRedirects(replies: Parameters<typeof stubApi>[0], language: 'en' | 'ar' = 'en') {
  window.localStorage.setItem('rawi-token', 'jwt');
  const fetchMock = stubApi(replies);
  renderWithProviders(
    <ConfirmProvider>
      <RedirectsPage />
    </ConfirmProvider>,
    { route: '/admin/redirects', language },
  );
  return fetchMock;
}

describe('RedirectsPage', () => {
  it('lists each redirect with its visits, last use and origin, in Arabic too', async () => {
    renderRedirects(
      {
        '/api/projects/redirects': {
          status: 200,
          body: [
            redirect({}),
            redirect({
              id: 'r2',
              from: '/قديم',
              to: '/',
              kind: 'manual',
              hits: 0,
              lastUsedAt: null,
              language: 'ar',
            }),
          ],
        },
      },
      'ar',
    );
    const rows = await screen.findAllByTestId('redirect-row');
    expect(rows.map((row) => row.getAttribute('data-from'))).toEqual(['/projects/old-name', '/قديم']);
    const [slugRow, manualRow] = rows;
    expect(within(slugRow!).getByTestId('redirect-hits').textContent).toBe((1234).toLocaleString('ar'));
    expect(slugRow!.textContent).toContain('تغيير العنوان');
    expect(manualRow!.textContent).toContain('أُضيفت يدوياً');
    expect(manualRow!.textContent).toContain('لم تُستخدم بعد');
  });

  it('shows every line a refused import names, in the admin’s language, and keeps the dialog open', async () => {
    const fetchMock = renderRedirects(
      {
        '/api/projects/redirects': { status: 200, body: [] },
        '/api/projects/redirects/import': {
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: '2 lines have problems; nothing was imported',
              fields: {
                'csv[4].from': validationMessages.en.redirectPathInvalid,
                'csv[2]': validationMessages.en.redirectCsvColumns,
              },
            },
          },
        },
      },
      'ar',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'استيراد ملف CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'استيراد عمليات إعادة التوجيه' });
    fireEvent.change(within(dialog).getByLabelText('أو الصق الأسطر'), {
      target: { value: '/a,/b,en,x\n/ok,/,en\nbad,/,en' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'استيراد' }));
    const problems = await within(dialog).findByTestId('import-problems');
    expect([...problems.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      `السطر 2: ${validationMessages.ar.redirectCsvColumns}`,
      `السطر 4: ${validationMessages.ar.redirectPathInvalid}`,
    ]);
    const [, init] =
      fetchMock.mock.calls.find(([path]) => String(path) === '/api/projects/redirects/import') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ csv: '/a,/b,en,x\n/ok,/,en\nbad,/,en' });
  });
});
