/**
 * Where the language toggle leads from the current page, when switching language means another
 * address: a project page goes to its counterpart's page, or to /projects when it has none. Pages
 * without an entry keep their address and only change language.
 */
import type { Language } from '@rawi/proto';
import { useEffect } from 'react';

type Targets = Partial<Record<Language, string>>;

let current: Targets = {};

/** The path to open when switching to `language` from the page on screen, if it has one. */
export function switchTargetFor(language: Language): string | undefined {
  return current[language];
}

/** Declares the current page's targets while it is mounted (none when `targets` is undefined). */
export function useLanguageSwitchTargets(targets: Targets | undefined): void {
  const key = JSON.stringify(targets ?? {});
  useEffect(() => {
    const mine = JSON.parse(key) as Targets;
    current = mine;
    return () => {
      if (current === mine) current = {};
    };
  }, [key]);
}
