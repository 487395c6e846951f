import { validationMessages } from '@rawi/proto';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from '../formErrors';
import { EMPTY_REDIRECT_FORM, importProblems, redirectSchema } from './redirectForm';

describe('the redirect form', () => {
  it('refuses what the service refuses, with the messages in the admin’s language', async () => {
    expect(
      await formErrorsOf(redirectSchema('ar'), { ...EMPTY_REDIRECT_FORM, from: 'old', to: '/api/x' }),
    ).toEqual({
      from: validationMessages.ar.redirectPathInvalid,
      to: validationMessages.ar.redirectPathReserved,
    });
    expect(await formErrorsOf(redirectSchema('en'), { language: 'en', from: '/a/', to: '/a' })).toEqual({
      to: validationMessages.en.redirectSameAddress,
    });
    expect(
      await formErrorsOf(redirectSchema('en'), {
        language: 'ar',
        from: 'https://old.example/قديم?x',
        to: '/',
      }),
    ).toEqual({});
  });

  it('lists a refused import’s lines in file order, each message in the admin’s language', () => {
    const en = validationMessages.en;
    expect(
      importProblems(
        {
          'csv[12].to': en.redirectPathInvalid,
          'csv[3]': en.redirectCsvColumns,
          'csv[3].from': 'Something the dictionary does not have',
          csv: en.redirectCsvRequired,
        },
        'ar',
      ),
    ).toEqual([
      { line: 3, message: validationMessages.ar.redirectCsvColumns },
      { line: 3, message: 'Something the dictionary does not have' },
      { line: 12, message: validationMessages.ar.redirectPathInvalid },
    ]);
  });
});
