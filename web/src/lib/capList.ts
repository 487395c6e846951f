/** The first `max` items and how many more there are (the '+N' badges on cards). */
export function capList<T>(items: readonly T[], max: number): { visible: T[]; rest: number } {
  return { visible: items.slice(0, max), rest: Math.max(0, items.length - max) };
}
