import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

const ZWNJ = '\u200C';
const arabic = (...letters: string[]) => letters.join(ZWNJ);

describe('initialsOf', () => {
  it('takes the first letters of the first two parts of a name', () => {
    expect(initialsOf('Omar Haddad')).toBe('OH');
    expect(initialsOf('layla')).toBe('L');
    expect(initialsOf('  omar   haddad ')).toBe('OH');
    expect(initialsOf('')).toBe('');
  });

  it('skips English titles, with or without their dot', () => {
    expect(initialsOf('Dr. Noura Al-Harbi')).toBe('NH');
    expect(initialsOf('Dr Noura Al-Harbi')).toBe('NH');
    expect(initialsOf('Eng. Khalid Saleh')).toBe('KS');
    expect(initialsOf('Prof. Dr. Ahmed Nasser')).toBe('AN');
    expect(initialsOf('Mr. Sami Odeh')).toBe('SO');
    expect(initialsOf('Mrs. Huda Karim')).toBe('HK');
    expect(initialsOf('ms Rana Adel')).toBe('RA');
  });

  it('skips Arabic titles, with or without their dot', () => {
    expect(initialsOf('د. نورة الحربي')).toBe(arabic('ن', 'ح'));
    expect(initialsOf('د نورة الحربي')).toBe(arabic('ن', 'ح'));
    expect(initialsOf('م. خالد صالح')).toBe(arabic('خ', 'ص'));
    expect(initialsOf('أ. هدى كريم')).toBe(arabic('ه', 'ك'));
    expect(initialsOf('أ.د. أحمد ناصر')).toBe(arabic('أ', 'ن'));
    expect(initialsOf('الدكتورة نورة الحربي')).toBe(arabic('ن', 'ح'));
  });

  it('uses the letter after the Arabic article of a family name', () => {
    expect(initialsOf('محمد العلي')).toBe(arabic('م', 'ع'));
    expect(initialsOf('Sara Al-Mansour')).toBe('SM');
    expect(initialsOf('Sara el-Masri')).toBe('SM');
  });

  it('skips particles between the parts of a name', () => {
    expect(initialsOf('Sara Al Mansour')).toBe('SM');
    expect(initialsOf('Faisal bin Khalid')).toBe('FK');
    expect(initialsOf('Yusuf ibn Ahmad')).toBe('YA');
    expect(initialsOf('فيصل بن خالد')).toBe(arabic('ف', 'خ'));
    expect(initialsOf('عمر آل سعود')).toBe(arabic('ع', 'س'));
  });

  it('keeps a name that is only a title as it is, and a lone first name that looks like a particle', () => {
    expect(initialsOf('Dr.')).toBe('D');
    expect(initialsOf('Ben Carter')).toBe('BC');
  });

  it('ignores Arabic vowel marks before the letter', () => {
    expect(initialsOf('نُورة الْحربي')).toBe(arabic('ن', 'ح'));
  });
});
