// ---- Session runs (timed by the server) ----------------------------------------------------

/** `qualified`: the run lasted long enough, by the server's clock, to count a referral. */
export interface SessionRunFinishResponse {
  ok: true;
  qualified: boolean;
}
