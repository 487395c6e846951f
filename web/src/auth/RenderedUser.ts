import type { User } from '@rawi/proto';
import { createContext } from 'react';

/**
 * The signed-in admin an admin screen is being drawn for on the server (from the session its
 * request carried). The browser goes by its stored session instead, and hydrates a drawn screen
 * only when that is the same admin (main.tsx).
 */
export const RenderedUser = createContext<User | undefined>(undefined);
