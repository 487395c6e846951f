/** What each call answers, from proto's route table at build time (vite/replyRoutesPlugin.ts). */
declare module 'virtual:rawi-reply-routes' {
  import type { ReplyRoute } from '@rawi/proto';

  export const replyRoutes: readonly ReplyRoute[];
}
