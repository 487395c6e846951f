/** Reads that a screen or dialog wants fresh: read again each time it opens, never served from a recent read. */
export const READ_AFRESH = { revalidateOnMount: true, dedupingInterval: 0 } as const;

/**
 * Wraps the calls that change something: each resolves to its call's reply once `refresh` has
 * read again what the change touched (a failed call refreshes nothing).
 */
export function refreshingAfter(refresh: () => Promise<unknown>) {
  return async <T>(reply: Promise<T>): Promise<T> => {
    const value = await reply;
    await refresh();
    return value;
  };
}
