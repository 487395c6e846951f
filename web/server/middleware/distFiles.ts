import { statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** Whether the build folder holds a file at this (decoded) request path; never outside it. */
export function isDistFile(distDir: string, path: string): boolean {
  try {
    return statSync(join(distDir, normalize(path))).isFile();
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
}
