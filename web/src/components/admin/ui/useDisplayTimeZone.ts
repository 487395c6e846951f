import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * The time zone a screen shows times in: the admin's own (undefined: the browser's), but UTC
 * while a screen drawn on the server is drawn and hydrated there, since the server knows no
 * admin's zone and a hydrated screen must first show what the server drew. React draws it again
 * in the admin's zone straight after.
 */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(
    never,
    () => undefined,
    () => 'UTC',
  );
}
