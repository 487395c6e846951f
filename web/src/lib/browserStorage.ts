/**
 * localStorage, or undefined where the browser refuses it (privacy modes and sandboxed frames
 * throw a SecurityError on access). Callers then behave as on a first visit.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    if (error instanceof DOMException) return undefined;
    throw error;
  }
}

export function readStored(key: string): string | undefined {
  return browserStorage()?.getItem(key) ?? undefined;
}

export function writeStored(key: string, value: string): void {
  browserStorage()?.setItem(key, value);
}

export function removeStored(key: string): void {
  browserStorage()?.removeItem(key);
}
