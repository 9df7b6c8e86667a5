import { describe, expect, it } from 'vitest';
import { extensionOf, looksLikePhoto, normalizeFileName } from './file-limits.ts';

describe('normalizeFileName', () => {
  it('drops trailing dots and spaces the way Windows does', () => {
    expect(normalizeFileName('setup.exe.')).toBe('setup.exe');
    expect(normalizeFileName('a.exe . .')).toBe('a.exe');
    expect(normalizeFileName('run.bat \u3000')).toBe('run.bat');
    expect(normalizeFileName('이력서.pdf')).toBe('이력서.pdf');
  });

  it('drops NTFS alternate streams, path parts, control and format characters', () => {
    expect(normalizeFileName('a.exe::$DATA')).toBe('a.exe');
    expect(normalizeFileName('notes.txt:evil.bat')).toBe('notes.txt');
    expect(normalizeFileName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(normalizeFileName('../../cv.pdf')).toBe('cv.pdf');
    expect(normalizeFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(normalizeFileName('cv.exe\u200B')).toBe('cv.exe');
    expect(normalizeFileName('a\u0000.pdf')).toBe('a.pdf');
  });

  it('keeps the composed (NFC) form of Korean names', () => {
    expect(normalizeFileName('\u1100\u1161.pdf')).toBe('가.pdf');
  });
});

describe('extensionOf', () => {
  it('reads the extension of the normalised name', () => {
    expect(['setup.exe.', 'setup.exe::$DATA', 'a.exe . .', 'A.EXE ', 'x/y.exe'].map(extensionOf)).toEqual(['exe', 'exe', 'exe', 'exe', 'exe']);
    expect(extensionOf('noextension')).toBe('');
    expect(extensionOf('...')).toBe('');
  });

  it('judges a photo by its normalised name when the browser knows no type', () => {
    expect(looksLikePhoto({ name: 'photo.exe.', type: '' })).toBe(false);
    expect(looksLikePhoto({ name: 'photo.jpg. ', type: '' })).toBe(true);
  });
});
