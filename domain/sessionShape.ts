/**
 * A live session as the API shows it (My account, a person's record): the server builds it with
 * dates, the client reads them as ISO strings. `id` is the session's number, never its token id.
 */
export interface SessionShape<Instant> {
  id: number;
  created_at: Instant;
  last_used_at: Instant;
  ip: string | null;
  last_ip: string | null;
  user_agent: string | null;
  /** Opened by the phone's app. */
  app: boolean;
  second_factor: boolean;
  /** The caller's own session. */
  current: boolean;
}
